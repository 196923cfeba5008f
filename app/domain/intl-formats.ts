/**
 * Intl formatters are costly to build (tens of microseconds each) and a page formats dozens of dates and amounts
 * (the insights page's 50 sessions, some 250 amounts), so each distinct set of options is built once and reused.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size > 500) formats.clear(); // time zones come from data: keep the map bounded
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions, locale = "en-US"): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (numberFormats.size > 500) numberFormats.clear(); // currencies come from data: keep the map bounded
    numberFormats.set(key, format);
  }
  return format;
}
