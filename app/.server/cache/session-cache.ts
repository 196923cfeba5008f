/**
 * Signed-in page views without a database round trip (docs/decisions/0012-signed-in-pages.md): the user a
 * session cookie belongs to, kept for a few seconds. Every write that can end a session or change what it says
 * about its user (a session or user row updated or deleted through better-auth, an admin's deactivate or delete,
 * an account deletion) empties the whole cache at once, in this process as soon as it is committed and in every
 * other process through NOTIFY. A look-up that started before such a write is answered but not kept, so a
 * revoked session is never kept by a look-up that raced its revocation.
 */
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";

const CHANNEL = "session_changes";

type Entry<T> = { user: T; expiresAt: number };

export type SessionCacheOptions = {
  /** 0 keeps nothing. */
  maxEntries: number;
  /** The longest a session is trusted without asking the database (other processes' NOTIFY may be lost). */
  maxAgeMs: number;
  /** The wall clock a session's expiry is measured against (tests set it). */
  now?: () => number;
};

export function createSessionCache<T extends object>(options: SessionCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry<T>>({
    max: Math.max(options.maxEntries, 1),
    ttl: options.maxAgeMs,
    ttlResolution: 0,
  });
  const listeners = new Set<() => void>();
  let generation = 0;

  return {
    /** The kept user of a session cookie, if it is kept and the session has not expired. */
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.user;
      entries.delete(key);
      return undefined;
    },
    /** Read before asking the database; `set` keeps the answer only if nothing was invalidated since. */
    generation: () => generation,
    set(key: string, user: T, expiresAt: Date, askedIn: number) {
      if (options.maxEntries > 0 && askedIn === generation && expiresAt.getTime() > now())
        entries.set(key, { user, expiresAt: expiresAt.getTime() });
    },
    /** Forgets every session, in this process only (see createSessionChanges for the others). */
    invalidate() {
      generation += 1;
      entries.clear();
      for (const listener of listeners) listener();
    },
    /** Runs on every invalidation: what was rendered for a signed-in user goes with the session. */
    onInvalidate(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    size: () => entries.size,
  };
}

export type SessionCache<T extends object = object> = ReturnType<typeof createSessionCache<T>>;

/**
 * Session changes across processes: `changed()` empties this process's cache at once and tells every other
 * process over PostgreSQL NOTIFY; a lost listening connection empties it too (changes may have been missed).
 * With PGlite there is one process (the data folder is locked), so nothing is sent.
 */
export function createSessionChanges(database: Database, cache: Pick<SessionCache, "invalidate">) {
  const others = database.kind === "postgres";
  let stopListening: (() => Promise<void>) | undefined;
  return {
    async start() {
      if (others)
        stopListening = await database.listen(
          CHANNEL,
          () => cache.invalidate(),
          () => cache.invalidate(),
        );
    },
    async stop() {
      await stopListening?.();
    },
    /** Call after the change is committed. */
    changed() {
      cache.invalidate();
      if (!others) return;
      database.db.execute(sql`select pg_notify(${CHANNEL}, '')`).catch((error: unknown) => {
        // The others still drop the session within the cache's age limit.
        console.error("Could not tell other processes that sessions changed:", String(error));
      });
    },
  };
}

export type SessionChanges = ReturnType<typeof createSessionChanges>;
