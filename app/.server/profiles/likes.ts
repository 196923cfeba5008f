import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import type { ProfileChanges } from "../live/profile-changes";

/** A visitor's heart: +1 or −1, never below zero. Returns the new count. */
export async function changeLikeCount(
  db: Db,
  profileChanges: ProfileChanges,
  ownerUid: string,
  delta: 1 | -1,
): Promise<number | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ likeCount: sql`greatest(0, ${profiles.likeCount} + ${delta})` })
    .where(eq(profiles.ownerUid, ownerUid))
    .returning({ likeCount: profiles.likeCount });
  if (row) await profileChanges.publish(ownerUid);
  return row?.likeCount;
}
