/**
 * Intl.DateTimeFormat objects are costly to build (tens of microseconds each) and a profile page formats
 * dozens of dates, so each distinct set of options is built once and reused.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

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
