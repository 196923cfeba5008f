/** Signing up as a fan (double opt-in), confirming, and leaving. */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FanAnswer, FanSignup } from "~/domain/fans";
import type { Db } from "../platform/db/client";
import { fanSignups, fans, fanUnsubscribes } from "./schema";
import { hashToken, newConfirmToken } from "./tokens";

export const CONFIRM_LINK_MS = 24 * 60 * 60 * 1000;
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/** Stores a sign-up waiting for its click, and answers the token to mail. Nothing is a fan yet. */
export async function storePendingSignup(
  db: Db,
  signup: FanSignup & { profileUid: string; language: string; now: Date },
): Promise<string> {
  const { token, hash } = newConfirmToken();
  await db.insert(fanSignups).values({
    tokenHash: hash,
    profileUid: signup.profileUid,
    email: signup.email,
    city: signup.city,
    language: signup.language,
    expiresAt: new Date(signup.now.getTime() + CONFIRM_LINK_MS),
  });
  // Sign-ups a day past their expiry go (confirmed ones are fans by then; the rest were never confirmed).
  await db.delete(fanSignups).where(lt(fanSignups.expiresAt, new Date(signup.now.getTime() - KEEP_EXPIRED_MS)));
  return token;
}

export type ConfirmResult = { answer: Extract<FanAnswer, "confirmed" | "already" | "expired">; profileUid?: string };

/**
 * The confirmation click: the sign-up is marked confirmed and the fan created, in one transaction, once. A replayed
 * link finds the sign-up confirmed already; an address already a fan of this performer is not added again.
 */
export async function confirmSignup(db: Db, token: string, now: Date): Promise<ConfirmResult> {
  if (!/^[\w-]{43}$/.test(token)) return { answer: "expired" };
  const hash = hashToken(token);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(fanSignups)
      .set({ confirmedAt: now })
      .where(and(eq(fanSignups.tokenHash, hash), isNull(fanSignups.confirmedAt), gt(fanSignups.expiresAt, now)))
      .returning();
    if (claimed) {
      const added = await tx
        .insert(fans)
        .values({
          profileUid: claimed.profileUid,
          email: claimed.email,
          city: claimed.city,
          language: claimed.language,
        })
        .onConflictDoNothing()
        .returning({ id: fans.id });
      return { answer: added.length > 0 ? "confirmed" : "already", profileUid: claimed.profileUid };
    }
    const [known] = await tx.select().from(fanSignups).where(eq(fanSignups.tokenHash, hash));
    if (known?.confirmedAt) return { answer: "already", profileUid: known.profileUid };
    return { answer: "expired", profileUid: known?.profileUid };
  });
}

/** The fan leaves by their own link: the row goes, and the owner's unsubscribe count grows by one. */
export async function unsubscribeFan(db: Db, fanId: string): Promise<{ profileUid: string } | null> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(fans).where(eq(fans.id, fanId)).returning({ profileUid: fans.profileUid });
    if (gone) await tx.insert(fanUnsubscribes).values({ profileUid: gone.profileUid });
    return gone ?? null;
  });
}

export async function fanById(db: Db, fanId: string) {
  const [fan] = await db.select().from(fans).where(eq(fans.id, fanId));
  return fan;
}

/** The owner removes a fan of theirs (not counted as an unsubscribe). */
export async function removeFan(db: Db, profileUid: string, fanId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(fanId)) return false;
  const gone = await db
    .delete(fans)
    .where(and(eq(fans.id, fanId), eq(fans.profileUid, profileUid)))
    .returning({ id: fans.id });
  return gone.length > 0;
}

export async function fansOf(db: Db, profileUid: string) {
  return db
    .select({ id: fans.id, email: fans.email, city: fans.city, confirmedAt: fans.createdAt })
    .from(fans)
    .where(eq(fans.profileUid, profileUid))
    .orderBy(sql`${fans.createdAt} desc`, fans.email);
}
