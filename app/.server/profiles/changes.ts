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
 * The same channel carries "a tip arrived" for the owner's open dashboard (`publishTip`, notice "{origin} {uid} tip"),
 * which leaves pages and caches alone. The embedded database has one process by construction (the data lock), so
 * there nothing is sent or heard: a NOTIFY would be one more statement per save and per webhook, heard by nobody.
 */
export function createProfileChanges(database: Database) {
  const subscribers = new Map<string, Set<() => void>>();
  const everyChange = new Set<(uid: string) => void>();
  const reconnected = new Set<() => void>();
  const tipSubscribers = new Map<string, Set<() => void>>();
  const origin = randomUUID();
  let stopListening: (() => Promise<void>) | undefined;
  const notify = async (notice: string) => {
    if (database.listen) await database.db.execute(sql`select pg_notify(${CHANNEL}, ${notice})`);
  };
  const tellTip = (uid: string) => {
    for (const listener of tipSubscribers.get(uid) ?? []) listener();
  };
  const tell = (uid: string) => {
    for (const listener of everyChange) listener(uid);
    for (const listener of subscribers.get(uid) ?? []) listener();
  };

  return {
    async start() {
      if (!database.listen) return;
      stopListening = await database.listen(
        CHANNEL,
        (payload) => {
          const [from, uid, kind] = payload.split(" ");
          if (from === origin || !uid) return;
          if (kind === "tip") tellTip(uid);
          else tell(uid);
        },
        () => {
          for (const listener of reconnected) listener();
          for (const set of subscribers.values()) for (const listener of set) listener();
          for (const set of tipSubscribers.values()) for (const listener of set) listener();
        },
      );
    },
    async stop() {
      await stopListening?.();
      subscribers.clear();
      everyChange.clear();
      reconnected.clear();
      tipSubscribers.clear();
    },
    /**
     * Call after the change is committed. This process's listeners hear of it at once, so the answer that follows
     * a save never finds the old page; every other process hears it through NOTIFY.
     */
    async publish(uid: string) {
      tell(uid);
      await notify(`${origin} ${uid}`);
    },
    /** A tip of this owner's changed (paid, refunded...): their open dashboards reload their figures. */
    async publishTip(uid: string) {
      tellTip(uid);
      await notify(`${origin} ${uid} tip`);
    },
    subscribe: (uid: string, listener: () => void) => addTo(subscribers, uid, listener),
    subscribeTips: (uid: string, listener: () => void) => addTo(tipSubscribers, uid, listener),
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

function addTo(map: Map<string, Set<() => void>>, uid: string, listener: () => void): () => void {
  let set = map.get(uid);
  if (!set) map.set(uid, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(uid);
  };
}

export type ProfileChanges = ReturnType<typeof createProfileChanges>;
