/**
 * The one page cache: a public profile page as every visitor without a session sees it, rendered once and kept
 * compressed with a strong ETag. A change to the profile drops its copy on every process (profile-changes.ts), and
 * a copy lives at most `maxAgeMs`, or until the page's "performing now" line changes (the next event's start or
 * end), whichever comes first. Signed-in viewers and React Router's .data requests get a render of their own. The
 * page reads nothing from the query string (a QR code's `?ref=`), so every address of a profile shares its copy.
 * There is a copy per language (the visitor's, platform/http/language.ts), each with its own ETag.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { nextEventBoundary } from "~/domain/performing-now";
import { LOCALES, type Locale } from "~/domain/languages";
import { toPublicProfile } from "~/domain/profile-projection";
import { profileTimeZone } from "~/domain/time-zone";
import type { Db } from "../platform/db/client";
import { chooseEncoding } from "../platform/http/compression";
import { notModified } from "../platform/http/conditional";
import type { AppEnv } from "../platform/http/types";
import type { ProfileChanges } from "./changes";
import { hasSessionCookie } from "../accounts/session";
import { findProfileOnce } from "./request-profile";
import { pageCacheLookups } from "../platform/metrics/metrics";
import { setAnswerHeader } from "../platform/http/answer-headers";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";

export type KeptPage = {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The answer's headers for each encoding and for a 304, built once. */
  headers: Record<Encoding | "notModified", Record<string, string>>;
};

export type PageCacheOptions = {
  /** 0 keeps nothing. */
  maxEntries: number;
  maxBytes: number;
  maxAgeMs: number;
  /** The wall clock (tests move it). */
  now?: () => number;
};

export function createProfilePageCache(
  changes: Pick<ProfileChanges, "onAnyChange" | "onReconnect">,
  options: PageCacheOptions,
) {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, KeptPage & { until: number }>({
    max: Math.max(options.maxEntries, 1),
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.html.length + page.br.length + page.gzip.length,
  });
  // A render that started before a change to its profile (or a reconnect) is answered once but not kept.
  const generations = new Map<string, number>();
  let epoch = 0;
  const keyOf = (uid: string, locale: Locale) => `${locale} ${uid}`;
  const drop = (uid: string) => {
    generations.set(uid, (generations.get(uid) ?? 0) + 1);
    for (const locale of LOCALES) pages.delete(keyOf(uid, locale));
  };
  const clear = () => {
    epoch += 1;
    pages.clear();
  };
  const stopChanges = changes.onAnyChange(drop);
  const stopReconnect = changes.onReconnect(clear);

  return {
    /** The clock the copies' lifetimes are read on. */
    now,
    get(uid: string, locale: Locale): KeptPage | undefined {
      const page = pages.get(keyOf(uid, locale));
      const fresh = page && page.until > now() ? page : undefined;
      if (page && !fresh) pages.delete(keyOf(uid, locale));
      pageCacheLookups.inc({ result: fresh ? "hit" : "miss" });
      return fresh;
    },
    /** A stamp to hand back to `keep`: a change between the two means the render is stale. */
    stamp: (uid: string) => `${epoch}:${generations.get(uid) ?? 0}`,
    keep(uid: string, locale: Locale, stamp: string, page: KeptPage, trueUntil: number | null) {
      if (options.maxEntries <= 0 || stamp !== `${epoch}:${generations.get(uid) ?? 0}`) return;
      const until = Math.min(now() + options.maxAgeMs, trueUntil ?? Number.POSITIVE_INFINITY);
      if (until > now()) pages.set(keyOf(uid, locale), { ...page, until });
    },
    drop,
    clear,
    /** How many pages are kept and their bytes (in all three encodings). */
    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
    stop() {
      stopChanges();
      stopReconnect();
      pages.clear();
    },
  };
}

export type ProfilePageCache = ReturnType<typeof createProfilePageCache>;

/**
 * A rendered answer as kept: every encoding made once, a strong ETag, and the headers of each answer (the render's
 * own but Set-Cookie and the length and encoding, which differ).
 */
export async function pack(response: Response, securityHeaders: Record<string, string> = {}): Promise<KeptPage> {
  const html = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  const base: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!/^(content-length|content-encoding|set-cookie)$/i.test(name)) base[name] = value;
  });
  Object.assign(base, securityHeaders, {
    etag,
    "cache-control": "public, no-cache",
    vary: "Accept-Encoding, Cookie, Accept-Language",
    "x-profile-cache": "stored",
  });
  const sized = (body: Buffer, encoding?: string) => ({
    ...base,
    ...(encoding ? { "content-encoding": encoding } : {}),
    "content-length": String(body.length),
  });
  const headers = { br: sized(br, "br"), gzip: sized(gz, "gzip"), identity: sized(html), notModified: base };
  return { html, br, gzip: gz, etag, headers };
}

/** The kept page as an answer to this request: 304 when the visitor has it, else the smallest encoding it takes. */
export function keptResponse(page: KeptPage, request: Request): Response {
  if (notModified(request.headers.get("if-none-match") ?? undefined, page.etag))
    return new Response(null, { status: 304, headers: page.headers.notModified });
  const encoding: Encoding = chooseEncoding(request.headers.get("accept-encoding") ?? undefined) ?? "identity";
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  // A Buffer is a Uint8Array: sent as it is, not copied.
  return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: page.headers[encoding],
  });
}

/** GET /profile/:uid: the kept page for visitors without a session; everyone else gets a private, fresh render. */
export function profilePageCache(
  cache: ProfilePageCache,
  db: Db,
  securityHeaders: Record<string, string>,
): MiddlewareHandler<AppEnv, "/profile/:uid"> {
  return async (c, next) => {
    const uid = c.req.param("uid");
    // Another month of the calendar (?month=, the way there without JavaScript) is not the kept page.
    const otherMonth = c.req.query("month") !== undefined;
    // Back from a card tip's checkout (?tip=thanks or cancelled): the thank-you, or the form filled in again.
    const backFromTip = c.req.query("tip") !== undefined;
    if (hasSessionCookie(c.req.header("cookie")) || uid.endsWith(".data") || otherMonth || backFromTip) {
      await next();
      setAnswerHeader(c, "Cache-Control", "private, no-cache");
      setAnswerHeader(c, "Vary", "Cookie", { append: true });
      return;
    }
    const locale = c.get("locale");
    const kept = cache.get(uid, locale);
    if (kept) return answerKept(c, kept);
    const stamp = cache.stamp(uid);
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    const page = await pack(c.res, securityHeaders);
    // The page says who is performing now: it is true only until the next event starts or ends. The loader read
    // the profile for this request already (request-profile.ts); that read is asked again, not the database.
    const stored = await findProfileOnce(db, c.get("loadContext") ?? {}, uid);
    const profile = stored ? toPublicProfile(stored) : null;
    const boundary = profile
      ? nextEventBoundary(profile.events, new Date(cache.now()), profileTimeZone(profile))
      : null;
    cache.keep(uid, locale, stamp, page, boundary ? boundary.getTime() : null);
    c.res = undefined as unknown as Response; // Hono merges headers into a replaced response unless cleared
    c.res = answerKept(c, page);
  };
}

/** The kept page as this request's answer, marked so: the middlewares around it send it as it is (madeOnce). */
function answerKept(c: Context<AppEnv>, page: KeptPage): Response {
  c.set("madeOnce", true);
  return keptResponse(page, c.req.raw);
}
