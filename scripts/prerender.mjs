// Prerenders the landing page as a visitor without a session sees it, and the copy every unknown path shows, into
// build/client (served from memory: app/.server/platform/http/prerendered.ts). React Router's own `prerender` option needs
// its own server entry; ours is the Hono app, which hands its React Router build out for this.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider } from "react-router";

const { reactRouterBuild, withLocale, LOCALES, prerenderedFile } = await import(
  pathToFileURL(path.resolve("build/server/index.js")).href
);
const handle = createRequestHandler(reactRouterBuild, "production");
// The paths of app/.server/platform/http/prerendered.ts's PRERENDERED, in every language.
for (const locale of LOCALES)
  for (const urlPath of ["/", "/~landing"]) {
    const response = await withLocale(locale, () =>
      handle(
        new Request(new URL(urlPath, "http://localhost")),
        Object.assign(new RouterContextProvider(), { nonce: "", clientIp: "" }),
      ),
    );
    if (response.status !== 200) throw new Error(`Prerendering ${urlPath} in ${locale} answered ${response.status}`);
    const file = path.join("build/client", prerenderedFile(urlPath, locale));
    mkdirSync(path.dirname(file), { recursive: true });
    // The whole body is read in the language's context: React renders the rest of a stream as it is read.
    writeFileSync(file, await withLocale(locale, () => response.text()));
    console.log(`prerender: ${urlPath} (${locale})`);
  }
