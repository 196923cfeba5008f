import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { S3Store } from "@tus/s3-store";
import { and, count, eq, gt, lte, sum } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { unfinishedUploads } from "../platform/db/schema";
import { errorForLog } from "../platform/log-safe";

/** Unfinished resumable uploads one account may have at a time (one account left 25 of 5 MB in 2 s). */
const MAX_UNFINISHED_UPLOADS = 10;
export const TOO_MANY_UNFINISHED_MESSAGE = `You have ${MAX_UNFINISHED_UPLOADS} unfinished uploads. Finish one, or wait an hour for them to expire, then try again.`;
export const TOO_MANY_FROM_CLIENT_MESSAGE =
  "Too many unfinished uploads come from your network. Finish one, or wait an hour for them to expire, then try again.";

/** Why a new upload may not start: the account's slots, the client's bytes, or the server's bytes in total. */
export type ClaimRefusal = "account" | "client" | "total";

/** Where unfinished uploads' bytes wait: a folder (below) or the S3 bucket (media/s3.ts). */
export type UploadStore = {
  datastore: FileStore | S3Store;
  ready: Promise<void>;
  removeFiles(id: string): Promise<void>;
};

export type UnfinishedUploads = {
  datastore: FileStore | S3Store;
  ready: Promise<void>;
  /**
   * Takes one of the owner's slots for a new upload of `bytes`, counted against its client's and the server's caps
   * on bytes held by unfinished uploads; the reason when it may not start.
   */
  claim(id: string, owner: { uid: string; clientKey: string; bytes: number }): Promise<ClaimRefusal | null>;
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
  /** Caps on the bytes unfinished uploads may hold: per client address and in total (settings.ts). */
  clientMaxBytes: number;
  totalMaxBytes: number;
}): UnfinishedUploads {
  const { db, expiryMs } = options;
  const store = options.s3Store ?? localUploadStore(localUploadFolder(options.dataDir), expiryMs);
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
    async claim(id, { uid, clientKey, bytes }) {
      // Counted, then taken: creations racing in parallel could overshoot by a few, never without bound.
      const live = gt(unfinishedUploads.createdAt, cutoff());
      const held = (where: ReturnType<typeof and>) =>
        db
          .select({ open: count(), bytes: sum(unfinishedUploads.bytes).mapWith(Number) })
          .from(unfinishedUploads)
          .where(where)
          .then(([row]) => ({ open: row?.open ?? 0, bytes: row?.bytes ?? 0 }));
      const [account, client, total] = await Promise.all([
        held(and(eq(unfinishedUploads.ownerUid, uid), live)),
        held(and(eq(unfinishedUploads.clientKey, clientKey), live)),
        held(live),
      ]);
      if (account.open >= MAX_UNFINISHED_UPLOADS) return "account";
      if (client.bytes + bytes > options.clientMaxBytes) return "client";
      if (total.bytes + bytes > options.totalMaxBytes) return "total";
      await db.insert(unfinishedUploads).values({ id, ownerUid: uid, clientKey, bytes });
      return null;
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
      // The first sweep starts once the store is ready: a stop before then waits for it too.
      await ready.catch(() => undefined);
      await sweeping;
    },
  };
}

/** Where unfinished uploads wait without S3. */
const localUploadFolder = (dataDir: string) => path.join(dataDir, "uploads-partial");

/**
 * Removes the files of expired unfinished uploads in DATA_DIR, before anything else at start writes there: a disk
 * filled by abandoned uploads stopped the next start at its first write (the lock), while the sweep that would have
 * freed it ran only after a successful start. Needs no database; the bookkeeping rows go with the first periodic
 * sweep. Returns how many it removed.
 */
export async function sweepExpiredUploadFiles(dataDir: string, expiryMs: number): Promise<number> {
  const directory = localUploadFolder(dataDir);
  if (!existsSync(directory)) return 0;
  return new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs }).deleteExpired();
}

function localUploadStore(directory: string, expiryMs: number): UploadStore {
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  return {
    datastore,
    ready: mkdir(directory, { recursive: true }).then(() => undefined),
    removeFiles: (id) => datastore.remove(id),
  };
}
