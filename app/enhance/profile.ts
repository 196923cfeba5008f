/**
 * The public profile page's only script (the page loads no React): views and link clicks, likes, sharing, the
 * gallery's buttons and photo viewer, the calendar's buttons, in-place videos, the banner's parallax, the sticky card and live updates. Everything a
 * visitor needs to tip works without it. Clicks are handled once on #profile-root, so swapped-in HTML needs no
 * new listeners; `enhance` is safe to run again after every swap.
 */
import { isInAppBrowser } from "~/domain/in-app-browser";
import { enhanceNavbar } from "./navbar";
import { showMonths } from "./lib/calendar";
import { $$, desktop, perFrame, reducedMotion } from "./lib/dom";
import { stepGallery, updateGallery } from "./lib/gallery";
import { parallax, stickCard } from "./lib/layout";
import { showLike, toggleLike } from "./lib/like";
import { closePhoto, listenToViewer, openPhoto, stepPhoto } from "./lib/photo-viewer";
import { followChanges, rememberServerHtml } from "./lib/live";
import { registerServiceWorker } from "./lib/service-worker";
import { copyCode, copyLink, share, shareSheet, showShareSheet } from "./lib/share";
import { startTracking } from "./lib/tracking";
import { playVideo } from "./lib/videos";

enhanceNavbar();
registerServiceWorker();

const root = document.getElementById("profile-root");
if (root) start(root, root.dataset.uid ?? "");

function start(root: HTMLElement, uid: string): void {
  // The server's HTML, untouched by the enhancements below; serialised later, off the first paint's path.
  const pristine = root.cloneNode(true) as HTMLElement;
  const cardSize = new ResizeObserver(perFrame(() => stickCard(root)));

  const enhance = () => {
    for (const element of $$(root, "[data-js]")) element.hidden = false;
    // "Opened in Instagram or TikTok?" only there; the page is the same cached HTML for everyone.
    for (const hint of $$(root, "[data-in-app-hint]")) hint.hidden = !isInAppBrowser(navigator.userAgent);
    for (const element of $$(root, "[data-no-js]")) element.hidden = true; // the calendar's month links
    showShareSheet(root);
    showLike(root, uid);
    showMonths(root);
    updateGallery(root);
    stickCard(root);
    parallax(root);
    cardSize.disconnect();
    const card = root.querySelector("[data-card]");
    if (card) cardSize.observe(card);
  };

  root.addEventListener("click", (event) => {
    const target = (event.target as Element).closest<HTMLElement>("[data-action], a[data-video-id]");
    if (!target) return;
    if (target instanceof HTMLAnchorElement && target.dataset.videoId !== undefined) return playVideo(target, event);
    switch (target.dataset.action) {
      case "like":
        return void toggleLike(root, uid);
      case "share":
        return void share(root);
      case "copy-link":
        return void copyLink(root);
      case "copy-code":
        return void copyCode(target);
      case "share-sheet":
        return void shareSheet(root);
      case "gallery-prev":
        return stepGallery(root, -1);
      case "gallery-next":
        return stepGallery(root, 1);
      case "month-prev":
        return showMonths(root, -1);
      case "month-next":
        return showMonths(root, 1);
      case "photo-open":
        return openPhoto(root, target, event);
      case "photo-prev":
        return stepPhoto(root, -1);
      case "photo-next":
        return stepPhoto(root, 1);
      case "photo-close":
        return closePhoto(root);
    }
  });
  listenToViewer(root);
  // Scroll events do not bubble, but they do pass ancestors while capturing.
  root.addEventListener(
    "scroll",
    perFrame(() => updateGallery(root)),
    { capture: true, passive: true },
  );
  addEventListener(
    "scroll",
    perFrame(() => parallax(root)),
    { passive: true },
  );
  addEventListener(
    "resize",
    perFrame(() => {
      updateGallery(root);
      stickCard(root);
    }),
  );
  desktop.addEventListener("change", () => {
    showMonths(root);
    stickCard(root);
  });
  reducedMotion.addEventListener("change", () => parallax(root));

  enhance();
  startTracking(root, uid);
  // Live updates can wait until the page has settled: split from the work above so no task runs long.
  setTimeout(() => {
    rememberServerHtml(pristine);
    followChanges(root, uid, enhance);
  }, 0);
}
