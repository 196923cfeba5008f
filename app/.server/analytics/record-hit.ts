import { isbot } from "isbot";
import { z } from "zod";
import { tipAmountSchema } from "~/domain/tip-amounts";
import { isVisitorId } from "~/domain/visitor";
import { pitchCodeOf } from "~/domain/pitches";
import type { Db } from "../platform/db/client";
import { countScan } from "../admin/qr-codes";
import { createLimiter, type Limiter } from "../platform/rate-limit";
import { type PendingHit, writeBatch } from "./batch-statement";
import type { HitBatcher } from "./hit-batcher";
import type { Locate } from "./location";
import { hits as hitsCounter } from "../platform/metrics/metrics";

/**
 * Every analytics hit goes through `recordHit` (requirements 3, 7, 9): validate, drop bots, drop the owner's own hits,
 * rate limit per client, look up the location, then store the event and its rollups in one statement (one
 * transaction, shared with the hits that arrived at the same moment: hit-batcher.ts): a "stored" answer means
 * the hit is in the database. On PostgreSQL that statement also counts the flood limit (`limitKeyOf`), so a view
 * or a click costs one round trip; elsewhere the limit is counted first. The client's IP is used for the limit and
 * the location only; it is never stored.
 *
 * The input is a union on `type`, so a later kind (a QR scan) is one more member; the bot and flood checks
 * are small functions of their own so other counters can share them.
 */

/**
 * PostgreSQL text cannot hold a NUL character: a stored string with one would fail its whole batch (every hit
 * written with it answered 503), so it is refused here, as this hit's own 400.
 */
const withoutNul = (value: string) => !value.includes("\u0000");
const profileId = z
  .string({ error: "profileId is required" })
  .trim()
  .min(1, "profileId is required")
  .max(128, "profileId is too long")
  .refine(withoutNul, "profileId must not contain a NUL character");
const visitorId = z.string({ error: "visitorId is required" }).refine(isVisitorId, "visitorId is not a visitor id");
const referrer = z.string().max(2048, "referrer is too long").optional();
/** The pitch code the page was opened with; anything else (an old or mistyped code) counts the hit without one. */
const pitch = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? pitchCodeOf(value) : null));

export const hitSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("profile_view"), profileId, visitorId, referrer, pitch }),
    z.object({
      type: z.literal("link_click"),
      profileId,
      visitorId,
      referrer,
      pitch,
      linkType: z
        .string({ error: "linkType is required" })
        .regex(/^[a-z0-9_-]{1,32}$/, "linkType must be a short lower-case name"),
      linkUrl: z
        .string({ error: "linkUrl is required" })
        .max(2048, "linkUrl is too long")
        .refine(withoutNul, "linkUrl must not contain a NUL character")
        .refine((value) => {
          try {
            return ["http:", "https:"].includes(new URL(value).protocol);
          } catch {
            return false;
          }
        }, "linkUrl must be an http or https address"),
      /** The preset amount chosen: whole dollars 1–999. */
      amount: tipAmountSchema.optional(),
    }),
    z.object({
      type: z.literal("qr_scan"),
      citySlug: z.string({ error: "citySlug is required" }).max(100, "citySlug is too long"),
    }),
  ],
  { error: "type must be profile_view, link_click or qr_scan" },
);

/** A crawler or bot by its user agent (isbot's well-kept list); an empty user agent counts as a bot. */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent === "" || isbot(agent);
}

/** The limiter's bucket of the tracking flood limit's counters. */
const TRACKING_BUCKET = "hits";

/**
 * The per-client flood limit on tracking and QR hits, through the site's one limiter (app/.server/platform/rate-limit.ts):
 * on PostgreSQL it is shared by every instance, so a client gets `max` hits a window in total, not per instance.
 * There, views and clicks are counted by their batch's statement instead (`limitKeyOf`, same counters); this guard
 * counts QR scans, and every hit on the embedded database.
 * The hits that arrive together (the same turn of the event loop, or while the previous count is being written)
 * are counted together, one statement for all their clients (Limiter#hitMany): at thousands of hits a second a
 * round trip and a commit per hit would be the ceiling. Without a limiter (tests, tools) the counters are kept in
 * memory.
 */
export function createFloodGuard(rule: { max: number; windowMs: number }, limiter: Limiter = createLimiter({})) {
  const limitRule = { max: rule.max, windowSeconds: Math.max(1, Math.round(rule.windowMs / 1000)) };
  type Verdict = { allowed: boolean; retryAfterSeconds: number };
  let waiting: { key: string; resolve: (verdict: Verdict) => void; reject: (error: unknown) => void }[] = [];
  let counting = false;

  async function count() {
    if (counting || waiting.length === 0) return;
    const batch = waiting.slice(0, MAX_COUNTED_TOGETHER);
    waiting = waiting.slice(batch.length);
    counting = true;
    try {
      const results = await limiter.hitMany(
        TRACKING_BUCKET,
        batch.map((entry) => entry.key),
        limitRule,
      );
      batch.forEach((entry, index) => {
        const { allowed, retryAfterSeconds } = results[index]!;
        entry.resolve({ allowed, retryAfterSeconds });
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      counting = false;
      void count();
    }
  }

  const guard = (key: string): Promise<Verdict> =>
    new Promise<Verdict>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!counting && waiting.length === 1) setImmediate(() => void count());
    });
  return Object.assign(guard, {
    /** The rule, for a statement that counts these counters itself (`createHitBatcher`'s `limit`). */
    rule: limitRule,
    /** A client's counter key, the one this guard counts (`HitDeps.limitKeyOf`). */
    keyOf: (clientIp: string) => limiter.keyFor(TRACKING_BUCKET, clientIp, limitRule),
  });
}
const MAX_COUNTED_TOGETHER = 1000;
type FloodGuard = ReturnType<typeof createFloodGuard>;

export type HitContext = {
  userAgent: string | null | undefined;
  clientIp: string;
  /** The signed-in viewer, when the request carried a session. */
  viewerId: string | null;
  /** The site's own origins (platform/http/origin.ts `siteOrigins`): a referrer there is no referring site. */
  siteOrigins?: readonly string[];
  /** Whether a profile's page is hidden from visitors (accounts/page-visibility.ts): its hits are not counted. */
  isHidden?: (profileId: string) => Promise<boolean>;
  now?: Date;
};

export type HitResult =
  | { status: "stored" }
  | { status: "ignored"; reason: "bot" | "owner" }
  | { status: "invalid"; message: string }
  | { status: "limited"; retryAfterSeconds: number }
  | { status: "not_found" };

/**
 * Where the visitor came from, without query or fragment (they can carry personal data); "direct" if nowhere, or
 * from one of this site's own pages (`siteOrigins`, the landing page say): Tipped is no referring site to its
 * performers, as analytics tools leave out self-referrals.
 */
export function referrerOrigin(referrer: string | undefined, siteOrigins: readonly string[] = []): string {
  const text = referrer?.trim();
  if (!text || text === "direct") return "direct";
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "direct";
    if (siteOrigins.includes(url.origin)) return "direct";
    return `${url.origin}${url.pathname}`.slice(0, 512);
  } catch {
    return "direct";
  }
}

export type HitDeps = {
  db: Db;
  locate: Locate;
  floodGuard: FloodGuard;
  batcher?: HitBatcher;
  /**
   * When the batcher counts the flood limit in its statement (`createHitBatcher`'s `limit`, on PostgreSQL): each
   * client's counter key. A view or click then costs one round trip; a QR scan still goes through `floodGuard`.
   */
  limitKeyOf?: (clientIp: string) => string;
};

/** Records a tracking hit; its outcome is counted for /metrics (a batch that failed as "failed"). */
export async function recordHit(deps: HitDeps, input: unknown, context: HitContext): Promise<HitResult> {
  try {
    const result = await record(deps, input, context);
    hitsCounter.inc({ result: result.status === "ignored" ? `ignored_${result.reason}` : result.status });
    return result;
  } catch (error) {
    hitsCounter.inc({ result: "failed" });
    throw error;
  }
}

async function record(deps: HitDeps, input: unknown, context: HitContext): Promise<HitResult> {
  const parsed = hitSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", message: parsed.error.issues[0]?.message ?? "Invalid hit" };
  const hit = parsed.data;
  if (isBotAgent(context.userAgent)) return { status: "ignored", reason: "bot" };
  if (hit.type !== "qr_scan" && context.viewerId && context.viewerId === hit.profileId) {
    return { status: "ignored", reason: "owner" };
  }
  const countedInBatch = hit.type !== "qr_scan" && deps.batcher !== undefined && deps.limitKeyOf !== undefined;
  if (!countedInBatch) {
    const limit = await deps.floodGuard(context.clientIp);
    if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  // A page hidden until its owner confirms the email has no visitors to count.
  if (hit.type !== "qr_scan" && (await context.isHidden?.(hit.profileId))) return { status: "not_found" };
  // A city QR code's scan: its counter (clicks + 1, lastClicked) in one atomic update.
  if (hit.type === "qr_scan") {
    const counted = await countScan(deps.db, hit.citySlug, context.now);
    return counted ? { status: "stored" } : { status: "not_found" };
  }

  const place = deps.locate(context.clientIp);
  const pending: PendingHit = {
    profileId: hit.profileId,
    type: hit.type,
    timestamp: (context.now ?? new Date()).toISOString(),
    visitorId: hit.visitorId,
    userAgent: (context.userAgent ?? "").slice(0, 512),
    referrer: referrerOrigin(hit.referrer, context.siteOrigins),
    linkType: hit.type === "link_click" ? hit.linkType : null,
    linkUrl: hit.type === "link_click" ? hit.linkUrl : null,
    amount: hit.type === "link_click" ? (hit.amount ?? null) : null,
    city: place.city,
    region: place.region,
    country: place.country,
    location: place.location,
    pitch: hit.pitch,
    limitKey: countedInBatch ? deps.limitKeyOf!(context.clientIp) : null,
  };
  // The event and its three rollups commit together or not at all, with the other hits of its batch
  // (hit-batcher.ts); without a batcher (tools, tests) the hit is a batch of one.
  if (!deps.batcher) {
    const { stored } = await writeBatch(deps.db, [pending]);
    return stored.has(pending.profileId) ? { status: "stored" } : { status: "not_found" };
  }
  const result = await deps.batcher.add(pending);
  if (typeof result === "object") return { status: "limited", retryAfterSeconds: result.limitedForSeconds };
  return { status: result };
}
