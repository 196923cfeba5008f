/** Numbers in the page's language (Intl). */
import type { Locale } from "~/domain/languages";
import { numberFormat } from "~/domain/intl-formats";
import { possessive } from "~/domain/profile-view";
import { tipMethodsPhrase } from "~/domain/share-card";
import { currencyDecimals, formatMoney, joinMoneyParts } from "~/domain/tips";
import { getLocale } from "./paraglide/runtime.js";

export function formatNumber(value: number, options?: Intl.NumberFormatOptions, locale?: Locale) {
  return numberFormat(options ?? {}, locale ?? getLocale()).format(value);
}

/** A plural message's count: the number chooses the form and is shown as the language groups it ("20,000 clicks"). */
export function counted(count: number, locale: Locale = getLocale()) {
  return { count, countText: formatNumber(count, undefined, locale) };
}

/** Intl's no-break spaces as plain ones, so that "5,00 US$" may wrap on a phone rather than widen it. */
export const withPlainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** `value` shortened to three digits and a word ("150K", "$1.23K") where the language has one for its size; else null. */
function shortened(value: number, options: Intl.NumberFormatOptions, locale: Locale) {
  const parts = numberFormat({ ...options, notation: "compact", maximumSignificantDigits: 3 }, locale).formatToParts(
    value,
  );
  return parts.some((part) => part.type === "compact") ? joinMoneyParts(parts, locale) : null;
}

/** A chart bar's figure: "9,999", then "150K": six bars side by side fit a phone (the exact count is read out). */
export function chartCount(value: number, locale: Locale = getLocale()) {
  return (value >= 10_000 && shortened(value, {}, locale)) || formatNumber(value, undefined, locale);
}

/** A chart's money (minor units): "$12.50", then "$1.23K", with plain spaces. */
export function chartMoney(minor: number, currency: string, locale: Locale = getLocale()) {
  const whole = minor / 10 ** currencyDecimals(currency);
  const text =
    (whole >= 1000 && shortened(whole, { style: "currency", currency }, locale)) ||
    formatMoney(minor, currency, locale);
  return withPlainSpaces(text);
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
