/**
 * The offline page (app/.server/platform/http/offline-page.ts, kept and shown by the service worker when a page
 * cannot be reached) holds its words in every language; this shows the visitor's, chosen as the server chooses (the
 * switcher's cookie, then the browser's languages). Without it the page reads in English.
 */
import { negotiateLocale, textDirection } from "~/domain/languages";

const locale = negotiateLocale({ cookie: document.cookie, acceptLanguage: navigator.languages.join(",") });
const chosen = document.querySelector<HTMLElement>(`main[lang="${locale}"]`);
if (chosen) {
  for (const main of document.querySelectorAll<HTMLElement>("main[lang]")) main.hidden = main !== chosen;
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  document.title = chosen.dataset.title ?? document.title;
}
