import { Readable } from "node:stream";
import { and, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import {
  clickRate,
  csvRow,
  monthBuckets,
  monthKey,
  monthStart,
  topLinks,
  type LinkShare,
  type MonthBucket,
} from "~/domain/analytics";
import type { Db } from "../platform/db/client";
import {
  analyticsAmounts,
  analyticsDaily,
  analyticsEvents,
  analyticsLinks,
  analyticsSummary,
} from "../platform/db/schema";

// The index is (profile_id, timestamp DESC NULLS LAST) as Drizzle writes it; Postgres's plain DESC means NULLS
// FIRST and would not use it (a full sort of every event), so the order must say NULLS LAST too.
const NEWEST_FIRST = sql`${analyticsEvents.timestamp} desc nulls last`;

export type RecentEvent = {
  id: number;
  type: string;
  visitorId: string;
  timestamp: string;
  linkType: string | null;
  linkUrl: string | null;
  referrer: string;
  location: string;
};

export type DashboardData = {
  views: number;
  clicks: number;
  clickRate: string;
  thisMonth: number;
  months: MonthBucket[];
  topLinks: LinkShare[];
  /** Clicks per preset amount, smallest amount first. */
  amounts: { amount: number; clicks: number }[];
  recent: RecentEvent[];
};

export const EMPTY_DASHBOARD = (now = new Date()): DashboardData => ({
  views: 0,
  clicks: 0,
  clickRate: "0.0",
  thisMonth: 0,
  months: monthBuckets({}, now),
  topLinks: [],
  amounts: [],
  recent: [],
});

/**
 * The owner's figures (requirements 9) from the rollups only: the summary row, at most ~186 daily rows, the link and
 * amount counters, and the latest 50 events read through the (profile_id, timestamp desc) index.
 */
export async function loadDashboard(db: Db, profileId: string, now = new Date()): Promise<DashboardData> {
  const [summaryRows, monthRows, linkRows, recentRows, amountRows] = await Promise.all([
    db.select().from(analyticsSummary).where(eq(analyticsSummary.profileId, profileId)),
    db
      .select({
        month: sql<string>`to_char(${analyticsDaily.day}, 'YYYY-MM')`,
        views: sql<number>`sum(${analyticsDaily.views})::int`,
      })
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.profileId, profileId), gte(analyticsDaily.day, monthStart(now, 5))))
      .groupBy(sql`1`),
    db
      .select({ linkType: analyticsLinks.linkType, clicks: analyticsLinks.clicks })
      .from(analyticsLinks)
      .where(eq(analyticsLinks.profileId, profileId)),
    db
      .select({
        id: analyticsEvents.id,
        type: analyticsEvents.type,
        visitorId: analyticsEvents.visitorId,
        timestamp: analyticsEvents.timestamp,
        linkType: analyticsEvents.linkType,
        linkUrl: analyticsEvents.linkUrl,
        referrer: analyticsEvents.referrer,
        location: analyticsEvents.location,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.profileId, profileId))
      .orderBy(NEWEST_FIRST, desc(analyticsEvents.id))
      .limit(50),
    db
      .select({ amount: analyticsAmounts.amount, clicks: analyticsAmounts.clicks })
      .from(analyticsAmounts)
      .where(eq(analyticsAmounts.profileId, profileId))
      .orderBy(analyticsAmounts.amount),
  ]);
  const views = Number(summaryRows[0]?.totalProfileViews ?? 0);
  const clicks = Number(summaryRows[0]?.totalLinkClicks ?? 0);
  const byMonth = Object.fromEntries(monthRows.map((row) => [row.month, Number(row.views)]));
  return {
    views,
    clicks,
    clickRate: clickRate(views, clicks),
    thisMonth: byMonth[monthKey(now)] ?? 0,
    months: monthBuckets(byMonth, now),
    topLinks: topLinks(linkRows, clicks),
    amounts: amountRows.map(({ amount, clicks }) => ({ amount, clicks: Number(clicks) })),
    recent: recentRows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() })),
  };
}

const CSV_HEADER = [
  "timestamp (UTC)",
  "type",
  "visitorId",
  "linkType",
  "linkUrl",
  "referrer",
  "city",
  "region",
  "country",
  "location",
  "userAgent",
] as const;

/**
 * The owner's events as CSV, newest first, read in pages of `pageSize` by keyset on (timestamp, id) so that a
 * long history streams without being held in memory.
 */
export function exportCsv(db: Db, profileId: string, pageSize = 2000): Readable {
  return Readable.from(csvPages(db, profileId, pageSize), { objectMode: false });
}

async function* csvPages(db: Db, profileId: string, pageSize: number): AsyncGenerator<string> {
  yield csvRow([...CSV_HEADER]);
  // The cursor keeps Postgres's own text for the timestamp: a JS Date would drop the microseconds.
  type Cursor = { at: string; id: number };
  let after = null as Cursor | null;
  for (;;) {
    const rows = await db
      .select({ row: analyticsEvents, at: sql<string>`${analyticsEvents.timestamp}::text` })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.profileId, profileId),
          // "<=" lets the index start the scan at the cursor; the OR then drops the rows already sent.
          after ? sql`${analyticsEvents.timestamp} <= ${after.at}::timestamptz` : undefined,
          after
            ? or(sql`${analyticsEvents.timestamp} < ${after.at}::timestamptz`, lt(analyticsEvents.id, after.id))
            : undefined,
        ),
      )
      .orderBy(NEWEST_FIRST, desc(analyticsEvents.id))
      .limit(pageSize);
    if (rows.length > 0) {
      yield rows
        .map(({ row }) =>
          csvRow([
            row.timestamp,
            row.type,
            row.visitorId,
            row.linkType,
            row.linkUrl,
            row.referrer,
            row.city,
            row.region,
            row.country,
            row.location,
            row.userAgent,
          ]),
        )
        .join("");
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: last.at, id: last.row.id };
  }
}
