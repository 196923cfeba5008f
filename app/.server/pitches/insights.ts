/**
 * The insights page's pitches for a date range: what each pitch brought in over those days. Like the rest of the
 * page, read from a rollup (the source breakdown) and the paid tips, never from the events. Its sessions:
 * session-list.ts.
 */
import { count, eq, sql, sum } from "drizzle-orm";
import type { DayRange } from "~/domain/insights";
import { compareNames } from "~/domain/pitches";
import type { Db } from "../platform/db/client";
import { paidIn } from "../tips/owner";
import { tips } from "../tips/schema";
import { pitches } from "./schema";
import type { PitchTotals } from "./store";

/** A pitch's figures in a range: as its totals, without its code. */
export type RangePitch = Omit<PitchTotals, "code">;

/** A pitch's scans and clicks in the range: the source breakdown's rows of the performer's pitches. */
type PitchSource = { id: string; name: string; archived: boolean; views: number; clicks: number };
type PitchTips = { id: string; name: string; archived: boolean; tips: number; tipAmount: number };

/** The card tips paid in the range that came through a pitch's code, by pitch. */
export async function pitchTipsInRange(db: Db, ownerUid: string, range: DayRange): Promise<PitchTips[]> {
  const rows = await db
    .select({
      id: pitches.id,
      name: pitches.name,
      archivedAt: pitches.archivedAt,
      tips: count(),
      amount: sum(sql`${tips.amount} - ${tips.refunded}`),
    })
    .from(tips)
    .innerJoin(pitches, eq(pitches.id, tips.pitchId))
    .where(paidIn(ownerUid, range))
    .groupBy(pitches.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    archived: row.archivedAt !== null,
    tips: Number(row.tips),
    tipAmount: Number(row.amount ?? 0),
  }));
}

/**
 * Each pitch with a scan, a click or a paid tip in the range, most scans first: scans and clicks as the source
 * breakdown has them (the range's days in the performer's zone, as the page's other tables), tips by when they were
 * paid.
 */
export function pitchesInRange(sources: PitchSource[], paid: PitchTips[]): RangePitch[] {
  const rows = new Map<string, RangePitch>();
  for (const source of sources)
    rows.set(source.id, { ...pick(source), views: source.views, clicks: source.clicks, tips: 0, tipAmount: 0 });
  for (const pitch of paid) {
    const row = rows.get(pitch.id) ?? { ...pick(pitch), views: 0, clicks: 0, tips: 0, tipAmount: 0 };
    rows.set(pitch.id, { ...row, tips: pitch.tips, tipAmount: pitch.tipAmount });
  }
  return [...rows.values()].sort(
    (a, b) => b.views - a.views || b.tipAmount - a.tipAmount || compareNames(a.name, b.name),
  );
}

const pick = ({ id, name, archived }: { id: string; name: string; archived: boolean }) => ({
  pitchId: id,
  name,
  archived,
});
