/**
 * The dashboard's insights for a date range and the period before it, read from the rollups the hit batch keeps
 * (analytics_hourly, analytics_visitors) and the paid tips: never from the events.
 */
import { and, count, eq, gte, lt, lte, type SQL, sql, sum } from "drizzle-orm";
import { csvRow } from "~/domain/analytics";
import { DEFAULT_CURRENCY } from "~/domain/currency";
import {
  BREAKDOWN_ROWS,
  clickShare,
  customRange,
  type DayRange,
  heatmap,
  type HeatmapCell,
  presetRange,
  previousPeriod,
  RANGE_PRESETS,
  type RangePreset,
  type Totals,
  WEEKDAYS,
} from "~/domain/insights";
import { profileTimeZone } from "~/domain/time-zone";
import { currencyDecimals } from "~/domain/tips";
import type { Db } from "../platform/db/client";
import { pitchRowsCsv, sessionRowsCsv } from "../pitches/csv";
import { pitchesInRange, pitchTipsInRange, type RangePitch } from "../pitches/insights";
import { pitches } from "../pitches/schema";
import { type SessionRow, sessionsInRange } from "../pitches/session-list";
import { analyticsBreakdown, analyticsHourly, analyticsVisitorCounts } from "./schema";
import { paidIn } from "../tips/owner";
import { tips } from "../tips/schema";

export type BreakdownRow = {
  key: string;
  views: number;
  clicks: number;
  /** A source that is one of the performer's pitches: which. */
  pitch?: { id: string; name: string; archived: boolean };
};
export type Breakdowns = Record<(typeof analyticsBreakdown.dimension.enumValues)[number], BreakdownRow[]>;
export type Insights = { current: Totals; previous: Totals; heatmap: number[][]; breakdowns: Breakdowns };

/**
 * A source as the insights name it: a referring page (kept by the rollup as its address without query) by its
 * site, without "www." ("https://www.instagram.com/p/abc" is "instagram.com"), so one site's pages count together;
 * "direct" and "pitch:{id}" as they are.
 */
const siteOrKey = (dimension: SQL, key: SQL) => sql<string>`case when ${dimension} = 'source'
  then coalesce(substring(${key} from '^https?://(?:www\\.)?([^/]+)'), ${key})
  else ${key} end`;

/**
 * The range's sources (by site), countries, devices, links and amounts, most first; a pitch by its name now
 * ("pitch:Pier 39"): only the pitches the range's sources name are read, not all of the performer's. The day rows
 * are summed by their own key first, and only those sums named by site: a year of a performer with 200 pitches is
 * some 37,000 rows but 212 keys (0033).
 */
async function breakdowns(db: Db, ownerUid: string, range: DayRange): Promise<Breakdowns> {
  const byKey = db
    .select({
      dimension: analyticsBreakdown.dimension,
      key: analyticsBreakdown.key,
      views: sum(analyticsBreakdown.views).as("views"),
      clicks: sum(analyticsBreakdown.clicks).as("clicks"),
    })
    .from(analyticsBreakdown)
    .where(daysOf(analyticsBreakdown, ownerUid, range))
    .groupBy(analyticsBreakdown.dimension, analyticsBreakdown.key)
    .as("by_key");
  const site = siteOrKey(sql`${byKey.dimension}`, sql`${byKey.key}`);
  const summed = db
    .select({
      dimension: byKey.dimension,
      key: site.as("site"),
      views: sql<string>`sum(${byKey.views})`.as("site_views"),
      clicks: sql<string>`sum(${byKey.clicks})`.as("site_clicks"),
    })
    .from(byKey)
    .groupBy(byKey.dimension, site)
    .as("summed");
  const rows = await db
    .select({
      dimension: summed.dimension,
      key: summed.key,
      pitchId: pitches.id,
      pitch: pitches.name,
      archivedAt: pitches.archivedAt,
      views: summed.views,
      clicks: summed.clicks,
    })
    .from(summed)
    .leftJoin(pitches, and(eq(pitches.profileId, ownerUid), sql`${summed.key} = 'pitch:' || ${pitches.id}`));
  const tables: Breakdowns = { source: [], country: [], device: [], link: [], amount: [] };
  for (const row of rows) {
    const figures = { views: Number(row.views ?? 0), clicks: Number(row.clicks ?? 0) };
    tables[row.dimension].push(
      row.pitchId === null || row.pitch === null
        ? { key: row.key, ...figures }
        : {
            key: `pitch:${row.pitch}`,
            ...figures,
            pitch: { id: row.pitchId, name: row.pitch, archived: row.archivedAt !== null },
          },
    );
  }
  for (const table of Object.values(tables))
    table.sort((a, b) => b.views + b.clicks - (a.views + a.clicks) || a.key.localeCompare(b.key));
  return tables;
}

/** The profile's daily rows (the range's days as dates in the performer's zone) of a rollup kept by day. */
const daysOf = (table: typeof analyticsBreakdown | typeof analyticsVisitorCounts, ownerUid: string, range: DayRange) =>
  and(eq(table.profileId, ownerUid), gte(table.day, range.from), lte(table.day, range.to));

/** The profile's hourly rows inside the range. */
const hoursOf = (ownerUid: string, range: DayRange) =>
  and(
    eq(analyticsHourly.profileId, ownerUid),
    gte(analyticsHourly.hour, range.start),
    lt(analyticsHourly.hour, range.end),
  );

async function totals(db: Db, ownerUid: string, range: DayRange): Promise<Totals> {
  const [traffic, visitors, paid] = await Promise.all([
    db
      .select({ views: sum(analyticsHourly.views), clicks: sum(analyticsHourly.clicks) })
      .from(analyticsHourly)
      .where(hoursOf(ownerUid, range)),
    // Unique visitors are counted per day in the performer's zone: the range's days as dates.
    db
      .select({ visitors: sum(analyticsVisitorCounts.visitors) })
      .from(analyticsVisitorCounts)
      .where(daysOf(analyticsVisitorCounts, ownerUid, range)),
    db
      .select({ tips: count(), money: sum(sql`${tips.amount} - ${tips.refunded}`) })
      .from(tips)
      .where(paidIn(ownerUid, range)),
  ]);
  return {
    views: Number(traffic[0]?.views ?? 0),
    clicks: Number(traffic[0]?.clicks ?? 0),
    visitors: Number(visitors[0]?.visitors ?? 0),
    tips: Number(paid[0]?.tips ?? 0),
    money: Number(paid[0]?.money ?? 0),
  };
}

/** The range's and the previous period's figures, and the range's views as a weekday × hour grid in `timeZone`. */
export async function loadInsights(
  db: Db,
  ownerUid: string,
  range: DayRange,
  previousRange: DayRange,
  timeZone: string,
): Promise<Insights> {
  const [current, previous, tables, hours] = await Promise.all([
    totals(db, ownerUid, range),
    totals(db, ownerUid, previousRange),
    breakdowns(db, ownerUid, range),
    heatmapCells(db, ownerUid, range, timeZone),
  ]);
  return { current, previous, breakdowns: tables, heatmap: heatmap(hours) };
}

/**
 * The range's views by weekday (Monday 0) and hour in the performer's zone, added up by the database: a UTC hour
 * counts in the local hour it starts in (half-hour zones included), and when clocks go back the repeated local hour
 * holds both. Twelve months of hourly rows read and converted one by one were most of the page's time (0021).
 */
async function heatmapCells(db: Db, ownerUid: string, range: DayRange, timeZone: string): Promise<HeatmapCell[]> {
  // The local clock's hours since 1970-01-01, a Thursday: + 72 makes Monday 0 h the week's first hour. One zone
  // conversion a row, where reading weekday and hour apart took two (0033).
  const local = sql`${analyticsHourly.hour} at time zone ${timeZone}`;
  const hourOfWeek = sql<number>`((date_part('epoch', ${local})::bigint / 3600 + 72) % 168)::int`;
  const rows = await db
    .select({ hourOfWeek, count: sql<number>`sum(${analyticsHourly.views})::int` })
    .from(analyticsHourly)
    .where(hoursOf(ownerUid, range))
    .groupBy(sql`1`);
  return rows.map((row) => {
    const hours = Number(row.hourOfWeek);
    return { weekday: Math.floor(hours / 24), hour: hours % 24, count: Number(row.count) };
  });
}

export type InsightsPage = {
  preset: RangePreset | "custom";
  range: DayRange;
  previous: DayRange;
  rangeError: string | null;
  timeZone: string;
  currency: string;
  insights: Insights;
  /**
   * The pitches with figures in the range (the BREAKDOWN_ROWS with most scans, or all for the CSV) and how many there
   * are, and the sessions started in it (the newest, or all for the CSV).
   */
  pitches: RangePitch[];
  pitchCount: number;
  sessions: { rows: SessionRow[]; count: number };
};

/** The range a request asks for (?range=7d, or ?from=…&to=…), 28 days when it asks for none or a bad one. */
export async function insightsPage(
  db: Db,
  ownerUid: string,
  profile: { timeZone: string | null; currency: string } | undefined,
  search: URLSearchParams,
  now: Date,
  { all = false }: { all?: boolean } = {},
): Promise<InsightsPage> {
  const timeZone = profile ? profileTimeZone(profile) : "UTC";
  const asked = search.get("range");
  const named = RANGE_PRESETS.find((name) => name === asked) ?? "28d";
  let [preset, range]: [RangePreset | "custom", DayRange] = [named, presetRange(named, now, timeZone)];
  let rangeError: string | null = null;
  if (asked === "custom" || search.has("from")) {
    const custom = customRange(search.get("from"), search.get("to"), now, timeZone);
    if ("error" in custom) rangeError = custom.error;
    else [preset, range] = ["custom", custom];
  }
  const previous = previousPeriod(range, timeZone);
  const [insights, tipsByPitch, sessions] = await Promise.all([
    loadInsights(db, ownerUid, range, previous, timeZone),
    pitchTipsInRange(db, ownerUid, range),
    sessionsInRange(db, ownerUid, range, all ? "all" : undefined),
  ]);
  // A pitch's scans and clicks are the sources its code brought: the breakdown above has read them.
  const scanned = insights.breakdowns.source.flatMap((row) =>
    row.pitch ? [{ ...row.pitch, views: row.views, clicks: row.clicks }] : [],
  );
  const rangePitches = pitchesInRange(scanned, tipsByPitch);
  return {
    preset,
    range,
    previous,
    rangeError,
    timeZone,
    currency: profile?.currency ?? DEFAULT_CURRENCY,
    insights,
    pitches: all ? rangePitches : rangePitches.slice(0, BREAKDOWN_ROWS),
    pitchCount: rangePitches.length,
    sessions,
  };
}

/**
 * The page's tables as CSV: the figures against the period before, views by weekday and hour, the breakdowns, then
 * the pitches and the sessions (every one of the range: ask `insightsPage` for all of them).
 */
export function insightsCsv(page: InsightsPage, now: Date): string {
  const { current, previous } = page.insights;
  const decimals = currencyDecimals(page.currency);
  const money = (minor: number) => (minor / 10 ** decimals).toFixed(decimals);
  const rows: [string, string | number, string | number][] = [
    ["views", current.views, previous.views],
    ["unique visitors (per day)", current.visitors, previous.visitors],
    ["clicks", current.clicks, previous.clicks],
    ["click rate", clickShare(current).toFixed(4), clickShare(previous).toFixed(4)],
    ["tips", current.tips, previous.tips],
    [`money (${page.currency})`, money(current.money), money(previous.money)],
  ];
  return (
    csvRow(["figure", `${page.range.from} to ${page.range.to}`, `${page.previous.from} to ${page.previous.to}`]) +
    rows.map((row) => csvRow(row)).join("") +
    csvRow([]) +
    csvRow([`views by hour (${page.timeZone})`, ...Array.from({ length: 24 }, (_, hour) => `${hour}h`)]) +
    page.insights.heatmap.map((row, weekday) => csvRow([WEEKDAYS[weekday]!, ...row])).join("") +
    Object.entries(page.insights.breakdowns)
      .map(
        ([dimension, rows]) =>
          csvRow([]) +
          csvRow([dimension, "views", "clicks"]) +
          rows.map((row) => csvRow([row.key || "unknown", row.views, row.clicks])).join(""),
      )
      .join("") +
    csvRow([]) +
    pitchRowsCsv(page.pitches, page.currency) +
    csvRow([]) +
    sessionRowsCsv(page.sessions.rows, page.currency, now)
  );
}
