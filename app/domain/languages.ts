/** The interface's languages, and which one a visitor gets: the `lang` cookie (the switcher), then Accept-Language. */
export const LOCALES = ["en", "es", "fr", "de", "pt-BR", "it", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own words, as the switcher shows them. */
export const NATIVE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  "pt-BR": "Português (Brasil)",
  it: "Italiano",
  ar: "العربية",
};

export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language a tag stands for: its own, or its language without the region (es-MX → es, pt → pt-BR, ar-EG → ar). */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  if (language === "pt") return "pt-BR";
  return LOCALES.find((locale) => locale === language) ?? null;
}

/** The best supported language of an Accept-Language header, by its q-values (ties keep the header's order). */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      // No destructuring: the offline page's script (app/enhance/offline.ts) is built for Safari 14, where esbuild
      // cannot lower it.
      const params = part.trim().split(";");
      const tag = params.shift() ?? "";
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = toLocale(entry.tag);
    if (locale) return locale;
  }
  return null;
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The visitor's language: the switcher's cookie, then the browser's languages, then English. */
export function negotiateLocale(headers: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return (
    toLocale(cookieValue(headers.cookie, LANGUAGE_COOKIE)) ??
    fromAcceptLanguage(headers.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}

/** The direction a language is written in: Arabic's (also as a tag such as "ar-EG") right to left. */
export function textDirection(locale: string): "ltr" | "rtl" {
  return locale === "ar" || locale.startsWith("ar-") ? "rtl" : "ltr";
}

/**
 * `text` set apart (U+2068 … U+2069) inside a right-to-left language's sentence, so that its own direction does not
 * reorder what is around it ("Pier 39: 0" read as "0 :Pier 39", "US$" as "$US"); as it is in other languages.
 */
export function isolatedIn(locale: string, text: string): string {
  return textDirection(locale) === "rtl" ? `\u2068${text}\u2069` : text;
}

/** Where the switcher sends the visitor back to: a path on this site only, never another site. */
export function safeBackPath(back: string | null | undefined): string {
  if (!back || !back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) return "/";
  // Control characters and backslashes could be read as another host by a browser.
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(back)) return "/";
  try {
    const url = new URL(back, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
