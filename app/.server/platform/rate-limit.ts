import { createHmac, randomBytes } from "node:crypto";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type pg from "pg";

export type LimitRule = { max: number; windowSeconds: number };
export type LimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Counters live here on PostgreSQL (created on first use; not a Drizzle table: the library owns its shape). */
const TABLE = "rate_limits";

/** How often counters whose window has ended are deleted from the table. */
const CLEAR_EVERY_MS = 60_000;

/**
 * A counter's key: a keyed hash (HMAC-SHA256 with the server's secret, 128 bits) of who is counted, so no client
 * address (or account id) is ever stored, while the same client still meets the same counter on every instance.
 */
export function limitKey(secret: string, who: string): string {
  return createHmac("sha256", secret).update(who).digest("base64url").slice(0, 22);
}

/**
 * Every per-client limit of the site (tracking and QR hits, likes, uploads, admin login, better-auth's sign-in
 * rules…) through one library, rate-limiter-flexible. On PostgreSQL the counters are rows shared by every
 * instance, so a client gets the same limit however the balancer spreads its requests; on PGlite (one process by
 * design) they are kept in memory. Counters are keyed by `limitKey` (never an address), and a row whose window
 * has ended is deleted within a minute.
 */
export function createLimiter(store: { pool?: pg.Pool; secret?: string }) {
  const limiters = new Map<string, Promise<RateLimiterAbstract>>();
  // Without the server's secret (tools, unit tests) a random one: keys then mean nothing outside this process.
  const secret = store.secret ?? randomBytes(32).toString("hex");
  // RateLimiterPostgres#clearExpired (not in its type declarations): deletes every row expired before `expire`.
  let table: { clearExpired(expire: number): Promise<void> } | undefined;
  const clearTimer = setInterval(() => void table?.clearExpired(Date.now()), CLEAR_EVERY_MS);
  clearTimer.unref();

  function limiterFor(bucket: string, rule: LimitRule): Promise<RateLimiterAbstract> {
    const name = `${bucket}:${rule.max}:${rule.windowSeconds}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: name, points: rule.max, duration: rule.windowSeconds };
      const pool = store.pool;
      limiter = pool
        ? new Promise<RateLimiterAbstract>((resolve, reject) => {
            const created: RateLimiterPostgres = new RateLimiterPostgres(
              { ...options, storeClient: pool, storeType: "pool", tableName: TABLE, clearExpiredByTimeout: false },
              (error?: Error) => {
                if (error) return reject(error);
                table ??= created as unknown as typeof table; // one limiter clears the whole table, every rule's rows
                resolve(created);
              },
            );
          })
        : Promise.resolve(new RateLimiterMemory(options));
      limiter.catch(() => limiters.delete(name)); // a failed table check is tried again on the next request
      limiters.set(name, limiter);
    }
    return limiter;
  }

  return {
    /** Counts one request of `who` against `bucket`'s rule. */
    async hit(bucket: string, who: string, rule: LimitRule): Promise<LimitResult> {
      const limiter = await limiterFor(bucket, rule);
      try {
        const result = await limiter.consume(limitKey(secret, who));
        return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: retryAfter(result) };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          return { allowed: false, remaining: 0, retryAfterSeconds: retryAfter(refusal) };
        throw refusal;
      }
    },
    /**
     * Counts one request of each of `whos` (a client may appear more than once) against `bucket`'s rule, and
     * answers in the same order. On PostgreSQL it is one statement for all of them (one round trip, one commit,
     * however many clients), with the library's own arithmetic: a counter whose window ended starts again.
     */
    async hitMany(bucket: string, whos: string[], rule: LimitRule): Promise<LimitResult[]> {
      const limiter = await limiterFor(bucket, rule);
      const pool = store.pool;
      if (!pool) {
        return Promise.all(
          whos.map((who) =>
            limiter.consume(limitKey(secret, who)).then(
              (result) => ({ allowed: true, remaining: result.remainingPoints, retryAfterSeconds: retryAfter(result) }),
              (refusal: unknown) => {
                if (refusal instanceof RateLimiterRes)
                  return { allowed: false, remaining: 0, retryAfterSeconds: retryAfter(refusal) };
                throw refusal;
              },
            ),
          ),
        );
      }
      const keys = whos.map((who) => limiter.getKey(limitKey(secret, who)));
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      // Sorted, so two instances' statements lock shared counters in the same order (no deadlock).
      const unique = [...counts.keys()].sort();
      const now = Date.now();
      const { rows } = await pool.query<{ key: string; points: number; expire: string | null }>({
        name: "tipped_limit_many",
        text: COUNT_MANY_SQL,
        values: [unique, unique.map((key) => counts.get(key)!), now + rule.windowSeconds * 1000, now],
      });
      // Each key's requests take the counter's last places in order: the first ones may fit where later ones do not.
      const after = new Map(rows.map((row) => [row.key, row]));
      const seen = new Map<string, number>();
      return keys.map((key) => {
        const row = after.get(key)!;
        const place = row.points - counts.get(key)! + (seen.get(key) ?? 0) + 1;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(Number(row.expire ?? now) - Date.now(), 0) / 1000));
        return place <= rule.max
          ? { allowed: true, remaining: rule.max - place, retryAfterSeconds }
          : { allowed: false, remaining: 0, retryAfterSeconds };
      });
    },
    stop() {
      clearInterval(clearTimer);
    },
  };
}

/**
 * hitMany's one statement (prepared once per connection). Its commit does not wait for the disk
 * (`set_config('synchronous_commit', 'off', true)`, local to this statement's own transaction): a counter is not
 * worth a flush, and the tracking hits it guards would otherwise wait for two (~0.5–3 ms each on the development
 * machine). Should PostgreSQL crash, the counts of its last fraction of a second are lost, so a client may get a
 * few more requests in that window; nothing else changes. The pool's other statements commit as before.
 */
const COUNT_MANY_SQL = `insert into ${TABLE} (key, points, expire)
    select key, points, $3::bigint
    from unnest($1::text[], $2::int[]) as input (key, points),
      (select set_config('synchronous_commit', 'off', true)) as asynchronous_commit
    order by key
  on conflict (key) do update set
    points = case when ${TABLE}.expire <= $4 then excluded.points else ${TABLE}.points + excluded.points end,
    expire = case when ${TABLE}.expire <= $4 then excluded.expire else ${TABLE}.expire end
  returning key, points, expire`;

const retryAfter = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

export type Limiter = ReturnType<typeof createLimiter>;
