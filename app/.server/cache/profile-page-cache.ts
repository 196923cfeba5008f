/**
 * "Render once, serve many times": the HTML of a public profile as an anonymous visitor sees it, kept
 * compressed in memory with its ETag. The profile change notification that drives live updates drops a
 * profile's copy on every server process, so a visitor never gets a page older than the last save.
 * A change that lands while a page is being rendered wins: that render is served once but not kept.
 * A page that is true only until a given moment (it shows "Performing now", or will at the next event's start)
 * says so with the KEPT_UNTIL_HEADER; it is then kept no longer than that.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { ProfileChanges } from "../live/profile-changes";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Set by a page's render (epoch milliseconds): the page stops being true then. Read and removed by the cache, never
 * sent to visitors.
 */
export const KEPT_UNTIL_HEADER = "x-kept-until";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Epoch milliseconds after which the page is not kept (the next event's start or end), if any. */
  keptUntil?: number;
};

export type ProfilePageCacheOptions = {
  /** 0 keeps nothing. */
  maxEntries: number;
  maxBytes: number;
  maxAgeMs: number;
  /** The clock of the age limit (tests move it by hand). */
  perf?: { now(): number };
  /** The wall clock a page's KEPT_UNTIL_HEADER is measured against (tests set it). */
  now?: () => number;
  /**
   * Keep only pages whose render says until when they are true (KEPT_UNTIL_HEADER); any other is served once and
   * drawn again next time (the dashboard: a render whose figures could not be read says nothing).
   */
  onlyWithKeptUntil?: boolean;
  /** Brotli's quality for the kept copy (`pack`); lower for pages drawn again often, such as the dashboard. */
  brotliQuality?: number;
};

export function createProfilePageCache(changes: Pick<ProfileChanges, "onAnyChange">, options: ProfilePageCacheOptions) {
  const keeping = options.maxEntries > 0;
  // Least recently used pages go first once either bound is reached; a page larger than the byte bound is not kept.
  const pages = new LRUCache<string, CachedPage>({
    max: Math.max(options.maxEntries, 1),
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.html.length + page.br.length + page.gzip.length,
    ttl: options.maxAgeMs,
    // Read the clock on every look-up rather than arm a timer each millisecond to cache it.
    ttlResolution: 0,
    perf: options.perf,
  });
  const inFlight = new Map<string, Promise<CachedPage>>();
  const generations = new Map<string, number>();
  // Bumped by clear(): a render that started before it is served once but not kept.
  let epoch = 0;

  // A render of `uid` that started before this is served once but not kept, and later asks do not share it.
  const drop = (uid: string) => {
    generations.set(uid, (generations.get(uid) ?? 0) + 1);
    pages.delete(uid);
    inFlight.delete(uid);
  };
  const stopListening = changes.onAnyChange(drop);

  return {
    /**
     * The page for `uid`, rendered by `render` on a miss. Concurrent misses share one render.
     * Only 200 pages are kept: a missing profile may appear later without a change notification.
     */
    async get(uid: string, render: () => Promise<Response>): Promise<CachedPage> {
      const cached = pages.get(uid);
      if (cached) return cached;
      const pending = inFlight.get(uid);
      if (pending) return pending;
      const generation = generations.get(uid) ?? 0;
      const startedIn = epoch;
      const work = (async () => {
        const page = await pack(await render(), options.brotliQuality);
        const stillCurrent = (generations.get(uid) ?? 0) === generation && epoch === startedIn;
        const ttl = page.keptUntil === undefined ? undefined : page.keptUntil - (options.now ?? Date.now)();
        // A page already past its moment is served once and drawn again next time.
        const current = ttl === undefined ? !options.onlyWithKeptUntil : ttl > 0;
        if (keeping && page.status === 200 && stillCurrent && current)
          pages.set(
            uid,
            page,
            ttl === undefined ? undefined : { ttl: options.maxAgeMs > 0 ? Math.min(ttl, options.maxAgeMs) : ttl },
          );
        return page;
      })();
      inFlight.set(uid, work);
      try {
        return await work;
      } finally {
        if (inFlight.get(uid) === work) inFlight.delete(uid);
      }
    },
    /** The kept page for `uid` if there is one, without rendering (the server's fastest path). */
    peek(uid: string): CachedPage | undefined {
      return pages.get(uid);
    },
    /** Drops the kept page of `uid` (something it shows changed other than the profile itself, e.g. its hits). */
    drop,
    /** Drops every kept page (after the change notifications may have been missed, e.g. a reconnect). */
    clear() {
      epoch += 1;
      pages.clear();
      inFlight.clear();
    },
    stop() {
      stopListening();
      pages.clear();
    },
  };
}

export type ProfilePageCache = ReturnType<typeof createProfilePageCache>;

/**
 * The answer as kept: every encoding made once, headers that may be shared, a strong ETag. Brotli 9 takes some
 * 20 ms for a 65 KB page (quality 5: 2 ms, 1 % larger): worth it for a page kept minutes, not for one drawn again
 * after every hit.
 */
export async function pack(response: Response, brotliQuality = 9): Promise<CachedPage> {
  const html = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzipAsync(html, { level: 9 }),
  ]);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!/^(content-length|content-encoding|set-cookie)$/i.test(name) && name !== KEPT_UNTIL_HEADER)
      headers.push([name, value]);
  });
  const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  const until = Number(response.headers.get(KEPT_UNTIL_HEADER) ?? Number.NaN);
  const keptUntil = Number.isFinite(until) ? until : undefined;
  return { status: response.status, headers, html, br, gzip: gz, etag, keptUntil };
}
