// In the browser the page's language is the one the server rendered it in (<html lang>): hydration says the same
// words, and no cookie or navigator guess can disagree with the server's choice.
import { DEFAULT_LOCALE, toLocale } from "~/domain/languages";
import { overwriteGetLocale } from "./paraglide/runtime.js";

overwriteGetLocale(() => toLocale(document.documentElement.lang) ?? DEFAULT_LOCALE);
