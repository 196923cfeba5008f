import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { limitSubject } from "./client-ip";
import { KEEP_PARSED } from "./db/postgres-client";
import { rateLimit } from "./db/schema";

export type LimitRule = { max: number; windowSeconds: number };
export type LimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Rows whose window ended at least this long ago go (the longest rule's window is an hour: password resets). */
const PRUNE_AFTER_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60_000;

/**
 * A counter's key: a keyed hash (HMAC-SHA256 with the server's secret, 128 bits) of who is counted, so no client
 * address (or account id) is ever stored, while the same client still meets the same counter on every instance.
 */
export function limitKey(secret: string, who: string): string {
  return createHmac("sha256", secret).update(who).digest("base64url").slice(0, 22);
}

/**
 * Every per-client limit of the site (tracking and QR hits, likes, uploads, admin login, better-auth's sign-in
 * rules) in one table, `rate_limit` (better-auth's own): a fixed window per counter that starts with its first
 * request, shared by every instance on PostgreSQL. On the embedded database (one process) the site's own limits may
 * be counted in memory instead (`siteLimitsInMemory`: a write per batch of tracking hits cost PGlite a sixth of its
 * ingest), while sign-in limits stay in the table and survive a restart. Counters are keyed by `limitKey` (never an
 * address); rows an hour past their window are deleted once a minute at most. Without a database (unit tests,
 * tools) everything is counted in memory.
 */
export function createLimiter(store: { db?: Db; secret?: string; siteLimitsInMemory?: boolean }) {
  // Without the server's secret (tools, unit tests) a random one: keys then mean nothing outside this process.
  const secret = store.secret ?? randomBytes(32).toString("hex");
  const inTable = store.db ? countInDatabase(store.db) : countInMemory();
  const count = store.siteLimitsInMemory ? countInMemory() : inTable;
  const keyOf = (bucket: string, who: string, rule: LimitRule) =>
    limitKey(secret, `${bucket}:${rule.max}:${rule.windowSeconds}:${limitSubject(who)}`);

  async function hitMany(bucket: string, whos: string[], rule: LimitRule): Promise<LimitResult[]> {
    return count(
      whos.map((who) => keyOf(bucket, who, rule)),
      rule,
    );
  }

  return {
    /**
     * Whether the site's own limits are counted in the table (shared by every instance), so a statement of a
     * feature may count them itself with `keyFor`'s keys (the tracking hits' batch: analytics/batch-statement.ts).
     */
    siteLimitsInTable: Boolean(store.db) && !store.siteLimitsInMemory,
    /** The counter key of `who` in `bucket` under `rule`: the one `hit` and `hitMany` count. */
    keyFor: keyOf,
    /** Counts one request of `who` against `bucket`'s rule. */
    async hit(bucket: string, who: string, rule: LimitRule): Promise<LimitResult> {
      return (await hitMany(bucket, [who], rule))[0]!;
    },
    /**
     * Counts one request of each of `whos` (a client may appear more than once) against `bucket`'s rule, and
     * answers in the same order: one statement for all of them (one round trip, one commit).
     */
    hitMany,
    /** better-auth's rate-limit storage (its `rateLimit.customStorage`): its rules, in the same table. */
    authStorage: {
      async consume(key: string, rule: { window: number; max: number }) {
        const [result] = await inTable([limitKey(secret, `auth:${key}`)], {
          max: rule.max,
          windowSeconds: rule.window,
        });
        return { allowed: result!.allowed, retryAfter: result!.allowed ? null : result!.retryAfterSeconds };
      },
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;

type Count = (keys: string[], rule: LimitRule) => Promise<LimitResult[]>;

/**
 * The counters' fixed window as SQL text, for the limiter's own statement and for a statement that counts with it
 * (the tracking hits' batch, analytics/batch-statement.ts): `rows` is a relation of (key, added); `atMs` and
 * `windowEndedMs` are SQL expressions of the time in ms and of the time at or before which a window has ended.
 * Counters are locked in key order, so two statements never wait for each other in a circle, and each comes back
 * with its count and the start of its window (`returning key, count, last_request`).
 */
export function countersUpsert(rows: string, atMs: string, windowEndedMs: string): string {
  return `insert into rate_limit (id, key, count, last_request)
      select md5(key), key, added, ${atMs} from ${rows} order by key
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${windowEndedMs} then excluded.count
          else rate_limit.count + excluded.count end,
        last_request = case when rate_limit.last_request <= ${windowEndedMs} then excluded.last_request
          else rate_limit.last_request end
      returning key, count, last_request`;
}

/** Seconds until a window that started at `startedAt` (ms) ends, at least 1: a refused request's Retry-After. */
export function secondsLeftInWindow(startedAt: number, windowSeconds: number, now: number): number {
  return Math.max(1, Math.ceil((startedAt + windowSeconds * 1000 - now) / 1000));
}

/**
 * Each key's requests take its counter's last places in order: the first ones may fit where later ones do not.
 * `after` is each counter as it stands once these requests are counted.
 */
function verdicts(keys: string[], rule: LimitRule, after: Map<string, { count: number; startedAt: number }>) {
  const added = new Map<string, number>();
  for (const key of keys) added.set(key, (added.get(key) ?? 0) + 1);
  const seen = new Map<string, number>();
  const now = Date.now();
  return keys.map((key): LimitResult => {
    const counter = after.get(key)!;
    const place = counter.count - added.get(key)! + (seen.get(key) ?? 0) + 1;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const retryAfterSeconds = secondsLeftInWindow(counter.startedAt, rule.windowSeconds, now);
    return place <= rule.max
      ? { allowed: true, remaining: rule.max - place, retryAfterSeconds }
      : { allowed: false, remaining: 0, retryAfterSeconds };
  });
}

function countInDatabase(db: Db): Count {
  let lastPrune = 0;
  return async (keys, rule) => {
    const added = new Map<string, number>();
    for (const key of keys) added.set(key, (added.get(key) ?? 0) + 1);
    // Sorted, so two instances' statements lock shared counters in the same order (no deadlock).
    const unique = [...added.keys()].sort();
    const now = Date.now();
    const ended = now - rule.windowSeconds * 1000;
    // A counter is not worth a flush to disk: this statement's own commit does not wait for one
    // (`synchronous_commit` off, local to its transaction). Should PostgreSQL crash, the counts of its last fraction
    // of a second are lost, so a client may get a few more requests; nothing else changes.
    const result = (await db.execute(sql`${sql.raw(KEEP_PARSED)}with parameters (at_ms, window_ended_ms) as (
        select ${now}::bigint, ${ended}::bigint
      ), input as (
        select key, added
        from unnest(${`{${unique.join(",")}}`}::text[], ${`{${unique.map((key) => added.get(key)).join(",")}}`}::int[])
            as input (key, added),
          (select set_config('synchronous_commit', 'off', true)) as asynchronous_commit
      ) ${sql.raw(countersUpsert("input", "(select at_ms from parameters)", "(select window_ended_ms from parameters)"))}`)) as {
      rows: Array<{ key: string; count: number; last_request: string }>;
    };
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      db.delete(rateLimit)
        .where(lt(rateLimit.lastRequest, now - PRUNE_AFTER_MS))
        .catch(() => undefined); // not awaited by the request; the next prune tries again
    }
    const after = new Map(
      result.rows.map((row) => [row.key, { count: Number(row.count), startedAt: Number(row.last_request) }]),
    );
    return verdicts(keys, rule, after);
  };
}

function countInMemory(): Count {
  const counters = new Map<string, { count: number; startedAt: number }>();
  return async (keys, rule) => {
    const now = Date.now();
    for (const key of keys) {
      const counter = counters.get(key);
      if (!counter || counter.startedAt <= now - rule.windowSeconds * 1000)
        counters.set(key, { count: 1, startedAt: now });
      else counter.count += 1;
    }
    return verdicts(keys, rule, new Map(keys.map((key) => [key, { ...counters.get(key)! }])));
  };
}
