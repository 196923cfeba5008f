/**
 * The dashboard's insights, worked out from hourly rollups: a date range in the performer's own time zone, the
 * period before it on the same weekdays, the change between them, and the weekday × hour heatmap. Pure: the rows
 * come from app/.server/analytics/insights.ts.
 */
import { localIsoDate } from "./calendar";
import { wallClockToInstant } from "./time-zone";

export const RANGE_PRESETS = ["today", "7d", "28d", "90d", "12m"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A span of whole local days: `from` and `to` (inclusive) as YYYY-MM-DD, and the instants it runs between. */
export type DayRange = { from: string; to: string; days: number; start: Date; end: Date };

const DAY_MS = 86_400_000;
/** Custom ranges are capped: the rollups are hourly and a year and a bit is what the dashboard reads. */
export const MAX_RANGE_DAYS = 400;

/** "2026-03-08" moved by `delta` calendar days (no time zone involved: a date, not an instant). */
export function addDays(isoDate: string, delta: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + delta)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The instant a local day starts in `timeZone` (where clocks skip midnight, the first minute that exists). */
const startOfLocalDay = (isoDate: string, timeZone: string) =>
  new Date(wallClockToInstant(`${isoDate}T00:00`, timeZone)!);

/** The local days from `from` to `to` in `timeZone`, as instants: a day is 23 or 25 hours when clocks change. */
export function dayRange(from: string, to: string, timeZone: string): DayRange {
  return {
    from,
    to,
    days: daysBetween(from, to),
    start: startOfLocalDay(from, timeZone),
    end: startOfLocalDay(addDays(to, 1), timeZone),
  };
}

/** A preset range ending today (the performer's today): today, the last 7, 28 or 90 days, or 12 months. */
export function presetRange(preset: RangePreset, now: Date, timeZone: string): DayRange {
  const today = localIsoDate(now, timeZone);
  const days = { today: 1, "7d": 7, "28d": 28, "90d": 90, "12m": 0 }[preset];
  if (preset === "12m") {
    const [year, month, day] = today.split("-").map(Number) as [number, number, number];
    const yearAgo = new Date(Date.UTC(year - 1, month - 1, day + 1)).toISOString().slice(0, 10);
    return dayRange(yearAgo, today, timeZone);
  }
  return dayRange(addDays(today, 1 - days), today, timeZone);
}

/** A custom range from the form's two dates: null with a reason when they are not a range the dashboard reads. */
export function customRange(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
  timeZone: string,
): DayRange | { error: string } {
  const valid = (value: string | null | undefined): value is string =>
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
  if (!valid(from) || !valid(to)) return { error: "Choose a start and an end date." };
  if (to < from) return { error: "The end date is before the start date." };
  if (from > localIsoDate(now, timeZone)) return { error: "The start date is in the future." };
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return { error: `Choose at most ${MAX_RANGE_DAYS} days.` };
  return dayRange(from, to, timeZone);
}

/**
 * The period compared with: as many days, just before, moved back by whole weeks so each day meets the same weekday
 * (the last 7 days against the 7 before; a single Saturday against the Saturday before).
 */
export function previousPeriod(range: DayRange, timeZone: string): DayRange {
  const shift = Math.ceil(range.days / 7) * 7;
  return dayRange(addDays(range.from, -shift), addDays(range.to, -shift), timeZone);
}

/** Rows shown per table of sources, countries…: the rest of a long tail is in the CSV. */
export const BREAKDOWN_ROWS = 10;

export type Totals = { views: number; visitors: number; clicks: number; tips: number; money: number };

/** Click rate as a share of views (0 when there were none). */
export const clickShare = (totals: Pick<Totals, "views" | "clicks">) =>
  totals.views === 0 ? 0 : totals.clicks / totals.views;

/**
 * The change from the previous period as a fraction (+0.25 is 25 % more); null when the previous period had none,
 * where a percentage would mean nothing.
 */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** Monday first, as the heatmap's rows read. */
export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** Views in one weekday (Monday 0) and hour (0–23) of the performer's zone. */
export type HeatmapCell = { weekday: number; hour: number; count: number };

/** The weekday × hour grid (Monday first, 0–23 h) from its cells (the database finds each hour's local cell). */
export function heatmap(cells: readonly HeatmapCell[]): number[][] {
  const grid = WEEKDAYS.map(() => Array.from({ length: 24 }, () => 0));
  for (const { weekday, hour, count } of cells) grid[weekday]![hour]! += count;
  return grid;
}

/** The busiest cell: "Sat 8 pm" with its count, or null for an empty grid. */
export function busiestHour(grid: number[][]): { weekday: number; hour: number; count: number } | null {
  let best: { weekday: number; hour: number; count: number } | null = null;
  grid.forEach((row, weekday) =>
    row.forEach((count, hour) => {
      if (count > 0 && (!best || count > best.count)) best = { weekday, hour, count };
    }),
  );
  return best;
}
