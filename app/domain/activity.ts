/**
 * Recent Activity as a performer reads it: visitors numbered ("Visitor 3") instead of raw ids, and times as
 * "5 min ago" with the exact time in the viewer's own zone. Pure: "now" and the zone are passed in.
 */

/**
 * A number per visitor id, stable within one table: numbered in order of first visit, so the oldest visitor in
 * the list is "Visitor 1" and a newcomer gets the next number. `newestFirst` is the table's order.
 */
export function visitorNumbers(newestFirst: readonly string[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (let index = newestFirst.length - 1; index >= 0; index--) {
    const id = newestFirst[index]!;
    if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
  }
  return numbers;
}

// Making an Intl.DateTimeFormat costs about as much as formatting a hundred dates with it: one per kind, zone and
// language.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: "date" | "dateTime" | "zone", timeZone: string | undefined, locale: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ""} ${locale}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === "date"
        ? { dateStyle: "medium", timeZone }
        : kind === "dateTime"
          ? { dateStyle: "medium", timeStyle: "short", timeZone }
          : { timeZone, timeZoneName: "short" };
    found = new Intl.DateTimeFormat(locale, options);
    // A zone comes from the viewer's browser: the bound keeps a stream of invented ones from growing the map.
    if (formats.size > 300) formats.clear();
    formats.set(key, found);
  }
  return found;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago"; a week or more: the date ("Mar 4, 2026"). Another
 * language than English says it through Intl ("hace 5 min", "ayer").
 */
export function relativeTime(then: Date, now: Date, timeZone?: string, locale = "en-US"): string {
  const elapsed = now.getTime() - then.getTime();
  if (!locale.startsWith("en")) return relativeInLocale(then, elapsed, timeZone, locale);
  if (elapsed < MINUTE) return "just now"; // a clock a little ahead of the server's too
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return "yesterday";
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  return format("date", timeZone, locale).format(then);
}

function relativeInLocale(then: Date, elapsed: number, timeZone: string | undefined, locale: string): string {
  if (elapsed >= 7 * DAY) return format("date", timeZone, locale).format(then);
  const words = (style: "short" | "long") => new Intl.RelativeTimeFormat(locale, { numeric: "auto", style });
  if (elapsed < MINUTE) return words("long").format(0, "second");
  if (elapsed < HOUR) return words("short").format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return words("short").format(-Math.floor(elapsed / HOUR), "hour");
  return words("long").format(-Math.floor(elapsed / DAY), "day");
}

/** The exact time in a zone, naming the zone: "Mar 4, 2026, 9:05 PM GMT+9". */
export function exactTime(then: Date, timeZone?: string, locale = "en-US"): string {
  return format("dateTime", timeZone, locale).format(then) + ` ${zoneName(then, timeZone, locale)}`;
}

function zoneName(then: Date, timeZone: string | undefined, locale: string): string {
  const parts = format("zone", timeZone, locale).formatToParts(then);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}
