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

/**
 * Every per-client limit of the site (tracking and QR hits, uploads, address search…) through one library,
 * rate-limiter-flexible. On PostgreSQL the counters are rows shared by every instance, so a client gets the same
 * limit however the balancer spreads its requests; on PGlite (one process by design) they are kept in memory.
 */
export function createLimiter(store: { pool?: pg.Pool }) {
  const limiters = new Map<string, Promise<RateLimiterAbstract>>();

  function limiterFor(bucket: string, rule: LimitRule): Promise<RateLimiterAbstract> {
    const name = `${bucket}:${rule.max}:${rule.windowSeconds}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: name, points: rule.max, duration: rule.windowSeconds };
      const pool = store.pool;
      limiter = pool
        ? new Promise<RateLimiterAbstract>((resolve, reject) => {
            const created: RateLimiterPostgres = new RateLimiterPostgres(
              { ...options, storeClient: pool, storeType: "pool", tableName: TABLE, clearExpiredByTimeout: true },
              (error?: Error) => (error ? reject(error) : resolve(created)),
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
        const result = await limiter.consume(who);
        return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: retryAfter(result) };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          return { allowed: false, remaining: 0, retryAfterSeconds: retryAfter(refusal) };
        throw refusal;
      }
    },
  };
}

const retryAfter = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

export type Limiter = ReturnType<typeof createLimiter>;
