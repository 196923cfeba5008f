import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { profileLikes, profiles, user } from "../platform/db/schema";
import type { ProfileChanges } from "./changes";

export type LikeOutcome =
  | { status: "liked"; likeCount: number; likeId: string }
  | { status: "unliked"; likeCount: number }
  /** The page is not shown (missing or deactivated). */
  | { status: "not_found" }
  /** No like of this profile has that id: only the browser that gave a heart can take it back. */
  | { status: "not_yours" };

const hashLikeId = (likeId: string) => createHash("sha256").update(likeId).digest("hex");

/** Thrown inside a transaction to roll it back when the like to remove is not the visitor's. */
class NotYours extends Error {}

/**
 * A visitor's heart. Giving one adds 1 and answers a random id (kept in the visitor's browser; the database keeps
 * only its hash); taking it back needs that id, removes it and subtracts 1, never below zero. The count and the
 * like row change together or not at all.
 */
export async function changeLike(
  db: Db,
  profileChanges: ProfileChanges,
  ownerUid: string,
  change: { liked: true } | { liked: false; likeId: string | undefined },
): Promise<LikeOutcome> {
  let outcome: LikeOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const delta = change.liked ? 1 : -1;
      const [row] = await tx
        .update(profiles)
        .set({ likeCount: sql`greatest(0, ${profiles.likeCount} + ${delta})` })
        .where(
          and(
            eq(profiles.ownerUid, ownerUid),
            inArray(
              profiles.ownerUid,
              tx
                .select({ id: user.id })
                .from(user)
                .where(and(eq(user.id, ownerUid), eq(user.isActive, true))),
            ),
          ),
        )
        .returning({ likeCount: profiles.likeCount });
      if (!row) return { status: "not_found" } as const;
      if (change.liked) {
        const likeId = randomBytes(18).toString("base64url");
        await tx.insert(profileLikes).values({ idHash: hashLikeId(likeId), profileUid: ownerUid });
        return { status: "liked", likeCount: row.likeCount, likeId } as const;
      }
      const removed = change.likeId
        ? await tx
            .delete(profileLikes)
            .where(and(eq(profileLikes.idHash, hashLikeId(change.likeId)), eq(profileLikes.profileUid, ownerUid)))
            .returning({ idHash: profileLikes.idHash })
        : [];
      if (removed.length === 0) throw new NotYours();
      return { status: "unliked", likeCount: row.likeCount } as const;
    });
  } catch (error) {
    if (error instanceof NotYours) return { status: "not_yours" };
    throw error;
  }
  if (outcome.status === "liked" || outcome.status === "unliked") await profileChanges.publish(ownerUid);
  return outcome;
}
