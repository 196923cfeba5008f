import { and, eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { looksLikeHandle, normaliseHandle } from "~/domain/handle";
import type { Db } from "../platform/db/client";
import { profiles, user } from "../platform/db/schema";
import type { ProfileChanges } from "./changes";

/** The owner of the short link `handle` (any case), when that owner is active; else null. */
async function findUidByHandle(db: Db, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ uid: profiles.ownerUid })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.ownerUid))
    .where(and(eq(profiles.handle, normaliseHandle(handle)), eq(user.isActive, true)));
  return row?.uid ?? null;
}

/** A Postgres unique violation on the short link's index (two saves racing for one handle). */
export function isHandleTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === "recipients_handle_idx" || message?.includes("recipients_handle_idx"))) {
      return true;
    }
  }
  return false;
}

/**
 * handle → profile id for `/@{handle}`, kept in memory so a short link costs what `/profile/{uid}` costs. Any
 * profile change (a rename frees the old handle and takes a new one) and a reconnect drop every entry; a lookup
 * that a change overtook is answered but not kept. Unknown handles are kept too (as null), so a flood of made-up
 * names cannot reach the database more than once each.
 */
export function createHandleResolver(
  db: Db,
  changes: Pick<ProfileChanges, "onAnyChange" | "onReconnect">,
  options: { maxEntries?: number; maxAgeMs?: number } = {},
) {
  const known = new LRUCache<string, { uid: string | null }>({
    max: options.maxEntries ?? 10_000,
    ttl: options.maxAgeMs ?? 10 * 60_000,
  });
  let generation = 0;
  const drop = () => {
    generation += 1;
    known.clear();
  };
  const stopChanges = changes.onAnyChange(drop);
  const stopReconnect = changes.onReconnect(drop);

  return {
    /** The kept answer, without asking the database: a uid, null (no such handle) or undefined (not known yet). */
    peek(handle: string): string | null | undefined {
      return known.get(normaliseHandle(handle))?.uid;
    },
    async resolve(handle: string): Promise<string | null> {
      if (!looksLikeHandle(handle)) return null;
      const key = normaliseHandle(handle);
      const kept = known.get(key);
      if (kept) return kept.uid;
      const startedIn = generation;
      const uid = await findUidByHandle(db, key);
      if (generation === startedIn) known.set(key, { uid });
      return uid;
    },
    stop() {
      stopChanges();
      stopReconnect();
      known.clear();
    },
  };
}

export type HandleResolver = ReturnType<typeof createHandleResolver>;
