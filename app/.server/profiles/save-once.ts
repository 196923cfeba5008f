import { and, eq, lt } from "drizzle-orm";
import { SAVE_KEY } from "~/domain/form-draft";
import type { Db } from "../platform/db/client";
import { profileSaves } from "../platform/db/schema";

const KEPT_MS = 24 * 60 * 60 * 1000;

/** Says the save with this key was applied before: the caller answers as if it had just been applied. */
export const ALREADY_SAVED = Symbol("already saved");

/**
 * Applies a profile form's save once per save key (a retry sends the same key, so it is applied once). The key is
 * taken first, so two copies of one save racing apply one; if the save fails the key is given back, so the retry
 * applies. A form without a key (no JavaScript) just saves.
 */
export async function saveOnce<T>(
  db: Db,
  ownerUid: string,
  formData: FormData,
  save: () => Promise<T>,
): Promise<T | typeof ALREADY_SAVED> {
  const key = formData.get("saveKey");
  if (typeof key !== "string" || !SAVE_KEY.test(key)) return save();
  await db
    .delete(profileSaves)
    .where(and(eq(profileSaves.ownerUid, ownerUid), lt(profileSaves.createdAt, new Date(Date.now() - KEPT_MS))));
  const taken = await db
    .insert(profileSaves)
    .values({ saveKey: `${ownerUid}:${key}`, ownerUid })
    .onConflictDoNothing()
    .returning({ saveKey: profileSaves.saveKey });
  if (taken.length === 0) return ALREADY_SAVED;
  try {
    return await save();
  } catch (error) {
    await db
      .delete(profileSaves)
      .where(eq(profileSaves.saveKey, `${ownerUid}:${key}`))
      .catch(() => undefined);
    throw error;
  }
}
