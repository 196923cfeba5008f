/** Card tips at a pitch or during a session (found with the tip: tips/checkout.ts findTipTarget), counted once paid. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { performanceSessions, pitchDaily } from "./schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A tip that just became paid, onto its pitch's day and its session, in the webhook's transaction (the event is
 * applied once, so the tip is counted once).
 */
export async function countPaidTip(
  tx: Tx,
  tip: { profileUid: string; pitchId: string | null; sessionId: string | null; amount: number; paidAt: Date },
): Promise<void> {
  if (tip.pitchId) {
    await tx
      .insert(pitchDaily)
      .values({
        profileId: tip.profileUid,
        pitchId: tip.pitchId,
        day: tip.paidAt.toISOString().slice(0, 10),
        tips: 1,
        tipAmount: tip.amount,
      })
      .onConflictDoUpdate({
        target: [pitchDaily.profileId, pitchDaily.pitchId, pitchDaily.day],
        set: { tips: sql`${pitchDaily.tips} + 1`, tipAmount: sql`${pitchDaily.tipAmount} + ${tip.amount}` },
      });
  }
  if (tip.sessionId) {
    await tx
      .update(performanceSessions)
      .set({
        tips: sql`${performanceSessions.tips} + 1`,
        tipAmount: sql`${performanceSessions.tipAmount} + ${tip.amount}`,
      })
      .where(eq(performanceSessions.id, tip.sessionId));
  }
}
