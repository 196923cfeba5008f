import type { Locale } from "~/domain/languages";
import { numberFormat } from "~/domain/intl-formats";
import { getLocale } from "./paraglide/runtime.js";

/** A plural message's count: the number chooses the form and is shown as the language groups it ("20,000 clicks"). */
export function counted(count: number, locale: Locale = getLocale()) {
  return { count, countText: numberFormat({}, locale).format(count) };
}
