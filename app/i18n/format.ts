/** Numbers in the page's language (Intl). */
import type { Locale } from "~/domain/languages";
import { numberFormat } from "~/domain/intl-formats";
import { possessive } from "~/domain/profile-view";
import { tipMethodsPhrase } from "~/domain/share-card";
import { getLocale } from "./paraglide/runtime.js";

export function formatNumber(value: number, options?: Intl.NumberFormatOptions, locale?: Locale) {
  return numberFormat(options ?? {}, locale ?? getLocale()).format(value);
}

/** A name as the owner of something: English says "Maya's photos"; the other languages say "photos de Maya". */
export function whose(name: string): string {
  return getLocale() === "en" ? possessive(name) : name;
}

/** "PayPal, Venmo or Cash App" in the page's language (English keeps the specification's wording, no serial comma). */
export function orList(items: string[]): string {
  const locale = getLocale();
  return locale === "en" ? tipMethodsPhrase(items) : new Intl.ListFormat(locale, { type: "disjunction" }).format(items);
}

/**
 * A counted message for a script that loads no messages: each plural form of the page's language, with "{count}"
 * where the number goes, as JSON for a data attribute; the script picks one with Intl.PluralRules.
 */
export function pluralForms(message: (inputs: { count: number }) => string): string {
  const rules = new Intl.PluralRules(getLocale());
  const forms: Record<string, string> = {};
  for (let count = 0; count < 200; count++) {
    const form = rules.select(count);
    forms[form] ??= message({ count }).replace(String(count), "{count}");
  }
  return JSON.stringify(forms);
}
