import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, user } from "../db/schema";
import type { ProfileChanges } from "../live/profile-changes";

/** A visitor's heart: +1 or −1, never below zero. Returns the new count; undefined when the page is not shown (missing or deactivated). */
export async function changeLikeCount(
  db: Db,
  profileChanges: ProfileChanges,
  ownerUid: string,
  delta: 1 | -1,
): Promise<number | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ likeCount: sql`greatest(0, ${profiles.likeCount} + ${delta})` })
    .where(
      and(
        eq(profiles.ownerUid, ownerUid),
        inArray(
          profiles.ownerUid,
          db
            .select({ id: user.id })
            .from(user)
            .where(and(eq(user.id, ownerUid), eq(user.isActive, true))),
        ),
      ),
    )
    .returning({ likeCount: profiles.likeCount });
  if (row) await profileChanges.publish(ownerUid);
  return row?.likeCount;
}
