import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { requestLimits } from "./db/schema";

export type LimitRule = { max: number; windowSeconds: number };
export type LimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * A fixed-window counter in the database, so limits hold across restarts and across server processes.
 * One atomic upsert: a new window resets the count, otherwise it is incremented.
 */
export async function hitLimit(db: Db, key: string, rule: LimitRule, now = Date.now()): Promise<LimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(requestLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} = ${windowStart} then ${requestLimits.count} + 1 else 1 end`,
        windowStart: sql`${windowStart}`,
      },
    })
    .returning({ count: requestLimits.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.max,
    remaining: Math.max(0, rule.max - count),
    retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000),
  };
}
