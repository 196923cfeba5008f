/**
 * The landing page's script (the page loads no React): the parallax layers, the account menu and the service
 * worker. The page is complete without it: text, the sample profile, the ticker (CSS) and plain links.
 */
import { parallax } from "./lib/parallax";
import { registerServiceWorker } from "./lib/service-worker";
import { enhanceNavbar } from "./navbar";

registerServiceWorker();
enhanceNavbar();
const main = document.querySelector<HTMLElement>("main[data-landing]");
if (main) parallax(main);
