import { randomUUID } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { rateLimit } from "../platform/db/schema";
import { limitKey } from "../platform/rate-limit";

/** The longest window of better-auth's rules (password reset: an hour); older rows count for nothing. */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60_000;

/**
 * better-auth's rate-limit storage (its `rateLimit.customStorage`): the same `rate_limit` table, so limits
 * survive a restart and span instances, but the key is a keyed hash of better-auth's own key (the client
 * address and the path), never the address itself. One upsert per request counts and decides
 * atomically: a fixed window that starts with the first request and ends `window` seconds later.
 */
export function createAuthRateLimitStorage(db: Db, secret: string) {
  let lastPrune = 0;
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const now = Date.now();
      const windowMs = rule.window * 1000;
      const ended = sql`${rateLimit.lastRequest} <= ${now - windowMs}`;
      const [row] = await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key: limitKey(secret, key), count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: sql`case when ${ended} then ${now}::bigint else ${rateLimit.lastRequest} end`,
          },
        })
        .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        // Rows whose every window has ended go (one statement, not awaited by the request).
        db.delete(rateLimit)
          .where(lt(rateLimit.lastRequest, now - LONGEST_WINDOW_MS))
          .catch(() => undefined);
      }
      const count = row?.count ?? 1;
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      const started = Number(row?.lastRequest ?? now);
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((started + windowMs - now) / 1000)) };
    },
  };
}
