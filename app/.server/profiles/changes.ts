import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../platform/db/client";

const CHANNEL = "profile_changes";

/**
 * Profile change notifications: a save publishes the profile's id through PostgreSQL NOTIFY (in-process with
 * PGlite), every server process LISTENs once and fans out to its own subscribers (open profile pages, and caches
 * that must drop a stale copy; this process's caches at once, see `publish`). When the listening connection was
 * lost and is back, changes may have been missed: every open page is told to refresh and `onReconnect` listeners
 * run (the page cache empties itself). A notice carries the id of the process that sent it: that process told its
 * own listeners when it published, so it ignores its echo (which could otherwise drop a page kept after the save).
 */
export function createProfileChanges(database: Database) {
  const subscribers = new Map<string, Set<() => void>>();
  const everyChange = new Set<(uid: string) => void>();
  const reconnected = new Set<() => void>();
  const origin = randomUUID();
  let stopListening: (() => Promise<void>) | undefined;
  const tell = (uid: string) => {
    for (const listener of everyChange) listener(uid);
    for (const listener of subscribers.get(uid) ?? []) listener();
  };

  return {
    async start() {
      stopListening = await database.listen(
        CHANNEL,
        (payload) => {
          const space = payload.indexOf(" ");
          if (payload.slice(0, space) !== origin) tell(payload.slice(space + 1));
        },
        () => {
          for (const listener of reconnected) listener();
          for (const set of subscribers.values()) for (const listener of set) listener();
        },
      );
    },
    async stop() {
      await stopListening?.();
      subscribers.clear();
      everyChange.clear();
      reconnected.clear();
    },
    /**
     * Call after the change is committed. This process's listeners hear of it at once, so the answer that follows
     * a save never finds the old page; every other process hears it through NOTIFY.
     */
    async publish(uid: string) {
      tell(uid);
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${`${origin} ${uid}`})`);
    },
    subscribe(uid: string, listener: () => void): () => void {
      let set = subscribers.get(uid);
      if (!set) subscribers.set(uid, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) subscribers.delete(uid);
      };
    },
    onAnyChange(listener: (uid: string) => void): () => void {
      everyChange.add(listener);
      return () => everyChange.delete(listener);
    },
    /** Runs after a lost listening connection is back (changes in between were not seen). */
    onReconnect(listener: () => void): () => void {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    subscriberCount: () => [...subscribers.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

export type ProfileChanges = ReturnType<typeof createProfileChanges>;
