/**
 * Analytics figures (requirements 9), computed from the rollups: click rate, top-link shares and the monthly buckets.
 * Pure, so the dashboard and the tests agree on every rounding.
 */

/** Clicks / views x 100 with one decimal ("0.0" without views). */
export function clickRate(views: number, clicks: number): string {
  if (!(views > 0)) return "0.0";
  return ((clicks / views) * 100).toFixed(1);
}

export type LinkCount = { linkType: string; clicks: number };
export type LinkShare = LinkCount & { share: number };

/** The top `limit` links by clicks (ties by name), each with its rounded share (%) of all clicks. */
export function topLinks(links: LinkCount[], totalClicks: number, limit = 5): LinkShare[] {
  const total = Math.max(
    totalClicks,
    links.reduce((sum, link) => sum + link.clicks, 0),
  );
  return [...links]
    .filter((link) => link.clicks > 0)
    .sort((a, b) => b.clicks - a.clicks || a.linkType.localeCompare(b.linkType))
    .slice(0, limit)
    .map((link) => ({ ...link, share: total > 0 ? Math.round((link.clicks / total) * 100) : 0 }));
}

/** "YYYY-MM" of a date in UTC, the zone the daily rollup is kept in. */
export const monthKey = (date: Date): string => date.toISOString().slice(0, 7);

/** "YYYY-MM-DD" in UTC: the day a hit is counted on. */
const dayKey = (date: Date): string => date.toISOString().slice(0, 10);

/** The first day ("YYYY-MM-01") of the month `monthsBack` months before `now`'s month (UTC). */
export function monthStart(now: Date, monthsBack: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  return dayKey(date);
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });

export type MonthBucket = { month: string; label: string; views: number };

/** The last `count` months, oldest first, ending with `now`'s month; months without views count 0. */
export function monthBuckets(viewsByMonth: Record<string, number>, now: Date, count = 6): MonthBucket[] {
  const buckets: MonthBucket[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const month = monthKey(start);
    buckets.push({ month, label: MONTH_LABEL.format(start), views: viewsByMonth[month] ?? 0 });
  }
  return buckets;
}

/** "City, Region, Country" from whatever is known; "Unknown" when nothing is. */
export function formatLocation(parts: {
  city?: string | null;
  region?: string | null;
  country?: string | null;
}): string {
  const known = [parts.city, parts.region, parts.country].map((part) => part?.trim()).filter(Boolean);
  return known.length > 0 ? known.join(", ") : "Unknown";
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =,+,-,@ is defused for spreadsheets. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: unknown[]): string => `${values.map(csvField).join(",")}\r\n`;
