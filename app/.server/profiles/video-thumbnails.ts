/**
 * YouTube thumbnails served from Tipped itself: a visitor's phone asks Google for nothing until they press
 * play, the page needs no third-party origin, and each picture arrives as a small WebP sized for its slot.
 * Fetched once from YOUTUBE_THUMBNAIL_URL, kept on disk; when YouTube cannot be reached the page gets a
 * neutral placeholder (briefly cached), never a broken image.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { VIDEO_ID } from "~/domain/youtube";
import type { Settings } from "../platform/settings";
import { loadSharp } from "../media/image-work";

const TIMEOUT_MS = 3_000;
const THUMBNAIL_SIZE = { width: 480, height: 270 } as const;

export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9" width="${THUMBNAIL_SIZE.width}" height="${THUMBNAIL_SIZE.height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#27272a"/><stop offset="1" stop-color="#09090b"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>`;

export type Thumbnail = { kind: "image"; body: Buffer } | { kind: "placeholder" };

/** Ids YouTube had no thumbnail for, remembered a day, so a made-up id costs one fetch. */
const MISSES = { max: 10_000, ttlMs: 24 * 60 * 60 * 1000 };

export function createThumbnailStore(settings: Pick<Settings, "YOUTUBE_THUMBNAIL_URL" | "dataDir">) {
  const base = settings.YOUTUBE_THUMBNAIL_URL.replace(/\/+$/, "");
  const folder = path.join(settings.dataDir, "cache", "youtube-thumbnails");
  const pending = new Map<string, Promise<Thumbnail>>();
  const misses = new LRUCache<string, true>({ max: MISSES.max, ttl: MISSES.ttlMs });

  async function download(id: string, beforeFetch: () => Promise<void>): Promise<Thumbnail> {
    const file = path.join(folder, `${id}.webp`);
    try {
      return { kind: "image", body: await readFile(file) };
    } catch {
      /* not kept yet */
    }
    if (misses.has(id)) return { kind: "placeholder" };
    await beforeFetch();
    try {
      const response = await fetch(`${base}/vi/${id}/hqdefault.jpg`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status >= 400 && response.status < 500) misses.set(id, true);
      if (!response.ok) return { kind: "placeholder" };
      const source = Buffer.from(await response.arrayBuffer());
      const sharp = await loadSharp();
      const body = await sharp(source, { limitInputPixels: 4_000_000 })
        .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: "cover" }) // crops hqdefault's letterbox
        .webp({ quality: 70 })
        .toBuffer();
      await mkdir(folder, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      return { kind: "image", body };
    } catch (error) {
      console.warn(`YouTube thumbnail ${id} unavailable:`, (error as Error).message);
      return { kind: "placeholder" };
    }
  }

  /**
   * The thumbnail of a video id, or null for an id that cannot be one. `beforeFetch` runs only when YouTube
   * must be asked (the visitor's rate limit); what it throws is thrown here.
   */
  return function thumbnail(id: string, beforeFetch: () => Promise<void> = async () => {}): Promise<Thumbnail> | null {
    if (!VIDEO_ID.test(id)) return null;
    let work = pending.get(id);
    if (!work) {
      work = download(id, beforeFetch).finally(() => pending.delete(id));
      pending.set(id, work);
    }
    return work;
  };
}
