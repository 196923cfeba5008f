import { asc, inArray } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { mediaDeletions } from "../platform/db/schema";
import { errorForLog } from "../platform/log-safe";
import type { MediaStorage } from "./storage";

/** A transaction or the database: where the paths to delete are written. */
type Writer = Pick<Db, "insert">;

/** How often files whose removal failed (the store was down) are tried again. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * Marks stored files or folders for deletion: call it in the transaction that drops their metadata rows, so a
 * failed removal (an S3 outage) is never forgotten. Without their rows they are no longer served
 * (media/http/media.ts), whatever the store still holds.
 */
export async function markForDeletion(db: Writer, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db
    .insert(mediaDeletions)
    .values(paths.map((path) => ({ path })))
    .onConflictDoNothing();
}

/** Removes marked files from the store now; what the store could not remove stays marked for the sweep. */
export async function removeMarked(db: Db, media: MediaStorage, paths: string[]): Promise<boolean> {
  const removed: string[] = [];
  let failure: unknown;
  for (const path of paths) {
    try {
      await media.remove(path);
      removed.push(path);
    } catch (error) {
      failure = error;
    }
  }
  if (removed.length > 0) await db.delete(mediaDeletions).where(inArray(mediaDeletions.path, removed));
  if (failure !== undefined) {
    console.error(
      `Could not remove ${paths.length - removed.length} stored file(s); they stay marked and are tried again: ${errorForLog(failure)}`,
    );
  }
  return failure === undefined;
}

/** The periodic sweep of files marked for deletion: once at start, then every minute. */
export function createMediaDeletionSweep(db: Db, media: MediaStorage) {
  async function sweep(): Promise<number> {
    const marked = await db
      .select({ path: mediaDeletions.path })
      .from(mediaDeletions)
      .orderBy(asc(mediaDeletions.createdAt))
      .limit(SWEEP_BATCH);
    if (marked.length === 0) return 0;
    const paths = marked.map((row) => row.path);
    await removeMarked(db, media, paths);
    return paths.length;
  }
  let sweeping: Promise<unknown> = Promise.resolve();
  const run = () => {
    sweeping = sweep().catch((error: unknown) =>
      console.error(`Could not sweep stored files marked for deletion: ${errorForLog(error)}`),
    );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}

export type MediaDeletionSweep = ReturnType<typeof createMediaDeletionSweep>;
