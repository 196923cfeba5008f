/**
 * The page the service worker (public/sw.js) keeps and shows when a page cannot be reached. It is one copy for every
 * visitor, so it holds its words in every language; its script (app/enhance/offline.ts) shows the visitor's, and
 * without it the page reads in English. No user data is in it.
 */
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { LOCALES, textDirection } from "~/domain/languages";
import { m } from "~/i18n/paraglide/messages.js";
import { enhanceScriptUrl } from "./enhance";
import type { AppEnv } from "./types";

export const OFFLINE_PATH = "/offline.html";

const STYLE = raw(`body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f172a;color:#e2e8f0;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}
main{padding:2rem;max-width:28rem}h1{color:#fff}a{color:#34d399;display:inline-block;padding:.75rem 1.25rem}`);

function offlinePage() {
  const sections = LOCALES.map((locale) => {
    const title = m.offline_title({}, { locale });
    // "Try again" opens the address that could not be reached: the page is shown in its place.
    return html`<main
      lang="${locale}"
      dir="${textDirection(locale)}"
      data-title="${title} · Tipped"
      ${raw(locale === "en" ? "" : " hidden")}
    >
      <h1>${title}</h1>
      <p>${m.offline_body({}, { locale })}</p>
      <p><a href="">${m.owner_try_again({}, { locale })}</a></p>
    </main>`;
  });
  return html`<!doctype html>
    <html lang="en" dir="ltr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${m.offline_title({}, { locale: "en" })} · Tipped</title>
        <style>
          ${STYLE}
        </style>
        <script type="module" src="${enhanceScriptUrl("offline")}"></script>
      </head>
      <body>
        ${sections}
      </body>
    </html>`;
}

export const offlinePageSite = new Hono<AppEnv>().get(OFFLINE_PATH, async (c) => {
  c.header("Cache-Control", "no-cache");
  return c.html(await offlinePage());
});
