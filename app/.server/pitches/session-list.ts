/** Performing sessions as the dashboard, the insights page and the CSVs list them, newest first. */
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { DayRange } from "~/domain/insights";
import type { Db } from "../platform/db/client";
import { performanceSessions, pitches } from "./schema";

export type SessionRow = {
  id: string;
  pitchName: string | null;
  startedAt: Date;
  endedAt: Date | null;
  timeZone: string;
  views: number;
  clicks: number;
  tips: number;
  tipAmount: number;
};

/**
 * The owner's sessions, newest first: `limit` of them, or every one with `"all"` (the CSVs); with `started`, only
 * those started from its `start` until before its `end`.
 */
export async function listSessions(
  db: Db,
  ownerUid: string,
  limit: number | "all",
  started?: { start: Date; end: Date },
): Promise<SessionRow[]> {
  const query = db
    .select({
      id: performanceSessions.id,
      pitchName: pitches.name,
      startedAt: performanceSessions.startedAt,
      endedAt: performanceSessions.endedAt,
      timeZone: performanceSessions.timeZone,
      views: performanceSessions.views,
      clicks: performanceSessions.clicks,
      tips: performanceSessions.tips,
      tipAmount: performanceSessions.tipAmount,
    })
    .from(performanceSessions)
    .leftJoin(pitches, eq(pitches.id, performanceSessions.pitchId))
    .where(sessionsOf(ownerUid, started))
    // As the index is ordered (drizzle's desc() index is NULLS LAST; a plain DESC sorted all 10,000 rows instead)
    .orderBy(sql`${performanceSessions.startedAt} desc nulls last`)
    .$dynamic();
  const rows = await (limit === "all" ? query : query.limit(limit));
  return rows.map((row) => ({ ...row, tipAmount: Number(row.tipAmount) }));
}

/** The owner's sessions, or those started in `started`: through the (profile, start) index. */
const sessionsOf = (ownerUid: string, started?: { start: Date; end: Date }) =>
  started
    ? and(
        eq(performanceSessions.profileId, ownerUid),
        gte(performanceSessions.startedAt, started.start),
        lt(performanceSessions.startedAt, started.end),
      )
    : eq(performanceSessions.profileId, ownerUid);

/** The sessions the insights page lists; its CSV has every one of the range. */
const RANGE_SESSIONS_SHOWN = 50;

/** The sessions started in the range, newest first (`limit` of them, or every one), and how many there are. */
export async function sessionsInRange(
  db: Db,
  ownerUid: string,
  range: DayRange,
  limit: number | "all" = RANGE_SESSIONS_SHOWN,
): Promise<{ rows: SessionRow[]; count: number }> {
  const [rows, counted] = await Promise.all([
    listSessions(db, ownerUid, limit, range),
    db.select({ count: count() }).from(performanceSessions).where(sessionsOf(ownerUid, range)),
  ]);
  return { rows, count: Number(counted[0]?.count ?? 0) };
}
