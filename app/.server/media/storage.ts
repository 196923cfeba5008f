import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where media files live. Callers speak in relative paths ("recipients/u1/profile/v1/96.webp"); the local
 * driver keeps them under $DATA_DIR/media. An S3-compatible driver implements the same four methods.
 */
export interface MediaStorage {
  readonly bucket: string;
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
