import { mkdir } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { S3Store } from "@tus/s3-store";
import { and, count, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { unfinishedUploads } from "../platform/db/schema";
import { errorForLog } from "../platform/log-safe";

/** Unfinished resumable uploads one account may have at a time (one account left 25 of 5 MB in 2 s). */
const MAX_UNFINISHED_UPLOADS = 10;
export const TOO_MANY_UNFINISHED_MESSAGE = `You have ${MAX_UNFINISHED_UPLOADS} unfinished uploads. Finish one, or wait an hour for them to expire, then try again.`;

/** Where unfinished uploads' bytes wait: a folder (below) or the S3 bucket (media/s3.ts). */
export type UploadStore = {
  datastore: FileStore | S3Store;
  ready: Promise<void>;
  removeFiles(id: string): Promise<void>;
};

export type UnfinishedUploads = {
  datastore: FileStore | S3Store;
  ready: Promise<void>;
  /** Takes one of the owner's slots for a new upload; false when all are taken. */
  claim(id: string, ownerUid: string): Promise<boolean>;
  /** Deletes a finished upload's bytes and bookkeeping, and frees its slot. */
  discard(id: string): Promise<void>;
  /** Removes every unfinished upload older than the expiry (files or bucket objects, and slots). */
  sweep(): Promise<number>;
  /** Stops the periodic sweep (at shutdown), after one in progress. */
  stop(): Promise<void>;
};

/**
 * Where unfinished resumable uploads wait, and how long. With S3 they live in the bucket (`s3Store`, from
 * media/s3.ts), so any instance can continue or check an upload; otherwise in DATA_DIR/uploads-partial. An
 * upload not finished within `expiryMs` is removed by a sweep that runs at start and then periodically while the
 * server runs; each account has at most MAX_UNFINISHED_UPLOADS at a time (counted in the database, so every
 * instance sees the same slots).
 */
export function createUnfinishedUploads(options: {
  db: Db;
  dataDir: string;
  s3Store?: UploadStore;
  expiryMs: number;
  sweepEveryMs?: number;
}): UnfinishedUploads {
  const { db, expiryMs } = options;
  const store = options.s3Store ?? localUploadStore(path.join(options.dataDir, "uploads-partial"), expiryMs);
  const { datastore, removeFiles } = store;
  let ready = store.ready;

  const cutoff = () => new Date(Date.now() - expiryMs);

  async function sweep(): Promise<number> {
    await ready;
    const removed = await datastore.deleteExpired();
    await db.delete(unfinishedUploads).where(lte(unfinishedUploads.createdAt, cutoff()));
    return removed;
  }

  let sweeping: Promise<unknown> = Promise.resolve();
  const runSweep = () => {
    sweeping = sweep().catch((error: unknown) =>
      console.error(`Could not sweep expired unfinished uploads: ${errorForLog(error)}`),
    );
  };
  ready = ready.then(() => runSweep());
  const timer = setInterval(runSweep, options.sweepEveryMs ?? Math.min(5 * 60_000, Math.max(1000, expiryMs / 2)));
  timer.unref();

  return {
    datastore,
    ready,
    async claim(id, ownerUid) {
      // Counted, then taken: creations racing in parallel could overshoot by a few, never without bound.
      const [{ open } = { open: 0 }] = await db
        .select({ open: count() })
        .from(unfinishedUploads)
        .where(and(eq(unfinishedUploads.ownerUid, ownerUid), gt(unfinishedUploads.createdAt, cutoff())));
      if (open >= MAX_UNFINISHED_UPLOADS) return false;
      await db.insert(unfinishedUploads).values({ id, ownerUid });
      return true;
    },
    async discard(id) {
      try {
        await removeFiles(id);
      } finally {
        await db.delete(unfinishedUploads).where(eq(unfinishedUploads.id, id));
      }
    },
    sweep,
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}

function localUploadStore(directory: string, expiryMs: number): UploadStore {
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  return {
    datastore,
    ready: mkdir(directory, { recursive: true }).then(() => undefined),
    removeFiles: (id) => datastore.remove(id),
  };
}
