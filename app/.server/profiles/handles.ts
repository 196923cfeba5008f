import { and, eq, gt } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { HANDLE_MESSAGES, looksLikeHandle, normaliseHandle } from "~/domain/handle";
import type { ProfileAddress } from "~/domain/profile-url";
import type { Db } from "../platform/db/client";
import { profiles, releasedHandles, user } from "../platform/db/schema";
import type { ProfileChanges } from "./changes";

/** Where a short link leads: its active owner's page, or, while it is held, where its last owner is now. */
export type HandleAnswer = { uid: string | null; heldFor?: ProfileAddress };

/** Releases before this instant no longer hold their name. */
const holdStart = (now: number, holdDays: number) => new Date(now - holdDays * 86_400_000);

/** The owner of the short link `handle` (any case) when active; else the held name's last owner, when active. */
async function findByHandle(db: Db, handle: string, heldSince: Date): Promise<HandleAnswer> {
  const [row] = await db
    .select({ uid: profiles.ownerUid })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.ownerUid))
    .where(and(eq(profiles.handle, handle), eq(user.isActive, true)));
  if (row) return { uid: row.uid };
  const [held] = await db
    .select({ ownerUid: profiles.ownerUid, handle: profiles.handle })
    .from(releasedHandles)
    .innerJoin(profiles, eq(profiles.ownerUid, releasedHandles.lastOwnerUid))
    .innerJoin(user, eq(user.id, profiles.ownerUid))
    .where(and(eq(releasedHandles.handle, handle), gt(releasedHandles.releasedAt, heldSince), eq(user.isActive, true)));
  return held ? { uid: null, heldFor: held } : { uid: null };
}

/** The short link asked for was given up by someone else lately and is still held for them. */
export class HandleHeldError extends Error {
  constructor() {
    super(HANDLE_MESSAGES.held);
    this.name = "HandleHeldError";
  }
}

/**
 * Writes a profile change that may move its short link (`next`: the new handle, null for none), in one
 * transaction with the short-link holds: a name another owner gave up less than `holdDays` ago is refused
 * (HandleHeldError); the name this owner gives up is held for them; a name taken (back) stops being held.
 */
export async function writeWithHandleHold<T>(
  db: Db,
  ownerUid: string,
  next: string | null,
  hold: { now: number; holdDays: number },
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ handle: profiles.handle })
      .from(profiles)
      .where(eq(profiles.ownerUid, ownerUid))
      .for("update");
    const previous = current?.handle ?? null;
    if (next !== null && next !== previous) {
      const [held] = await tx
        .select({ lastOwnerUid: releasedHandles.lastOwnerUid })
        .from(releasedHandles)
        .where(
          and(eq(releasedHandles.handle, next), gt(releasedHandles.releasedAt, holdStart(hold.now, hold.holdDays))),
        );
      if (held && held.lastOwnerUid !== ownerUid) throw new HandleHeldError();
    }
    const written = await write(tx as unknown as Db);
    if (previous !== null && previous !== next) {
      const releasedAt = new Date(hold.now);
      await tx
        .insert(releasedHandles)
        .values({ handle: previous, lastOwnerUid: ownerUid, releasedAt })
        .onConflictDoUpdate({ target: releasedHandles.handle, set: { lastOwnerUid: ownerUid, releasedAt } });
    }
    if (next !== null && next !== previous) await tx.delete(releasedHandles).where(eq(releasedHandles.handle, next));
    return written;
  });
}

/** An account about to be deleted gives up its short link: held with no owner, so it leads nowhere for a while. */
export async function releaseHandleOf(tx: Pick<Db, "select" | "insert">, ownerUid: string, now: number): Promise<void> {
  const [row] = await tx.select({ handle: profiles.handle }).from(profiles).where(eq(profiles.ownerUid, ownerUid));
  if (!row?.handle) return;
  const releasedAt = new Date(now);
  await tx
    .insert(releasedHandles)
    .values({ handle: row.handle, lastOwnerUid: ownerUid, releasedAt })
    .onConflictDoUpdate({ target: releasedHandles.handle, set: { lastOwnerUid: ownerUid, releasedAt } });
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
 * handle → profile id for `/@{handle}`, kept in memory so a short link costs what `/profile/{uid}` costs; a name
 * held after its owner gave it up answers where that owner is now. Any profile change (a rename holds the old
 * handle and takes a new one) and a reconnect drop every entry; a lookup
 * that a change overtook is answered but not kept. Unknown handles are kept too (as null), so a flood of made-up
 * names cannot reach the database more than once each.
 */
export function createHandleResolver(
  db: Db,
  changes: Pick<ProfileChanges, "onAnyChange" | "onReconnect">,
  options: { maxEntries?: number; maxAgeMs?: number; holdDays?: number; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const holdDays = options.holdDays ?? 0;
  const known = new LRUCache<string, HandleAnswer>({
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
    async resolve(handle: string): Promise<HandleAnswer> {
      if (!looksLikeHandle(handle)) return { uid: null };
      const key = normaliseHandle(handle);
      const kept = known.get(key);
      if (kept) return kept;
      const startedIn = generation;
      const answer = await findByHandle(db, key, holdStart(now(), holdDays));
      if (generation === startedIn) known.set(key, answer);
      return answer;
    },
    stop() {
      stopChanges();
      stopReconnect();
      known.clear();
    },
  };
}

export type HandleResolver = ReturnType<typeof createHandleResolver>;
