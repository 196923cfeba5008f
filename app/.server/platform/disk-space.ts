import { existsSync, statSync } from "node:fs";
import { rm, statfs, writeFile } from "node:fs/promises";
import path from "node:path";

/** Bytes an unprivileged process may still write on the file system holding `directory`. */
export async function freeDiskBytes(directory: string): Promise<number> {
  const stats = await statfs(directory);
  return stats.bavail * stats.bsize;
}

export const LOW_DISK_MESSAGE = "The server is low on storage space, so uploads are paused. Please try again later.";

/**
 * Whether `incoming` more bytes fit on the disk holding `directory` while leaving `keepFree` bytes (a
 * full DATA_DIR stopped the database, its lock and the server's start). `keepFree` 0 turns the check off.
 */
export async function roomFor(directory: string, incoming: number, keepFree: number): Promise<boolean> {
  if (keepFree <= 0) return true;
  return (await freeDiskBytes(directory)) - Math.max(0, incoming) >= keepFree;
}

/**
 * Space the server keeps taken in DATA_DIR while there is plenty, to give back when a start finds the disk full: 8 MB
 * (the database needs about 1 MB to open), at most half the free space kept, so uploads never get to use it.
 */
const RESERVE_FILE = "disk-reserve";
const reserveBytes = (keepFree: number) => Math.min(8 * 1024 * 1024, Math.floor(keepFree / 2));

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Run at start, before the lock and the database write anything (a start on a full disk failed with
 * ENOSPC writing its lock). Below `keepFree` it says so in the log and frees the reserve file, so the lock and the
 * database (which needs about 1 MB to open) have room; with plenty of room it takes the reserve again.
 */
export async function checkDiskAtStart(dataDir: string, keepFree: number): Promise<void> {
  if (keepFree <= 0) return;
  const free = await freeDiskBytes(dataDir);
  const reserve = path.join(dataDir, RESERVE_FILE);
  if (free < keepFree) {
    const released = existsSync(reserve) ? statSync(reserve).size : 0;
    if (released) await rm(reserve, { force: true });
    console.warn(
      `The disk holding ${dataDir} is full: ${megabytes(free)} free, less than MIN_FREE_DISK_BYTES ` +
        `(${megabytes(keepFree)}). Tipped starts${released ? ` on the ${megabytes(released)} it kept in reserve` : ""}, ` +
        "and refuses uploads until space is freed.",
    );
    return;
  }
  if (!existsSync(reserve) && free >= keepFree + reserveBytes(keepFree)) {
    await writeFile(reserve, Buffer.alloc(reserveBytes(keepFree))).catch(() => rm(reserve, { force: true }));
  }
}
