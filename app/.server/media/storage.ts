import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where media files live. Callers speak in relative paths ("recipients/u1/profile/v1/96.webp"); the local
 * driver keeps them under $DATA_DIR/media, the S3 driver (media/s3.ts, loaded only when S3_BUCKET is set) in a
 * bucket (every instance sees the same files).
 */
export interface MediaStorage {
  readonly bucket: string;
  /** Where browsers can fetch files directly (a bucket or CDN address), when not through Tipped's /media/. */
  readonly publicUrl?: string;
  /** Fails with a message naming the setting to fix when the store cannot be used. */
  check(): Promise<void>;
  put(relativePath: string, body: Buffer): Promise<void>;
  get(relativePath: string): Promise<Buffer | null>;
  /** Removes one file, or a whole folder with everything under it. */
  remove(relativePath: string): Promise<void>;
}

const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Relative paths are built by the server, but are still checked: no "..", no absolute paths, no odd characters. */
export function isSafeMediaPath(relativePath: string): boolean {
  return SAFE_PATH.test(relativePath) && !relativePath.split("/").some((part) => part === "." || part === "..");
}

export function createLocalStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const resolve = (relativePath: string) => {
    if (!isSafeMediaPath(relativePath)) throw new Error(`Unsafe media path: ${relativePath}`);
    const full = path.resolve(base, relativePath);
    if (!full.startsWith(base + path.sep)) throw new Error(`Media path leaves the media folder: ${relativePath}`);
    return full;
  };
  return {
    bucket: "local",
    async check() {
      await mkdir(base, { recursive: true });
    },
    async put(relativePath, body) {
      const full = resolve(relativePath);
      await mkdir(path.dirname(full), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${full}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, full);
    },
    async get(relativePath) {
      if (!isSafeMediaPath(relativePath)) return null;
      try {
        const full = resolve(relativePath);
        if (!(await stat(full)).isFile()) return null;
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async remove(relativePath) {
      await rm(resolve(relativePath), { recursive: true, force: true });
    },
  };
}

/** The object store did not answer (an outage, throttling): the request may be tried again later. */
export class StorageUnavailable extends Error {
  readonly status = 503;
  constructor(cause: unknown) {
    super("Photo storage is not answering right now. Please try again in a moment.", { cause });
    this.name = "StorageUnavailable";
  }
}

/** Each media URL names one version of one file, so it is cached for good, by browsers and any CDN. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
