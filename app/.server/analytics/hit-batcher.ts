/**
 * Group commit for tracking hits: the hits that arrive within a few milliseconds of each other (or while the
 * previous batch is being written) are stored by one statement, so one transaction, with their rollups. Each
 * hit's promise settles only after its batch committed, so a "stored" answer still means the hit is in the
 * database; when a batch fails, every hit in it fails (HitBatchError) and none of them was acknowledged.
 * On the embedded database one batch is written at a time; on PostgreSQL two at once (`concurrency`), each on
 * its own pool connection, so a batch's commit does not hold the next one back.
 */
import type { Db } from "../platform/db/client";
import { type BatchLimit, type BatchOutcome, type HitWriter, type PendingHit, writeBatch } from "./batch-statement";

/**
 * Stored; not stored because no active profile has that id; or not stored because its client was over the flood
 * limit the batch counted (`limit`), with the seconds until the client's window ends.
 */
export type BatchedResult = "stored" | "not_found" | { limitedForSeconds: number };

export class HitBatchError extends Error {
  constructor(
    readonly size: number,
    options: { cause: unknown },
  ) {
    super(`A batch of ${size} tracking hits could not be stored`, options);
    this.name = "HitBatchError";
  }
}

export type HitBatcherOptions = {
  /**
   * How long the first hit of a batch waits for others when a batch could be sent at once (fewer than `concurrency`
   * being written; otherwise the hits wait for a write to end, and go together then). 1 ms: with 20 clients waiting
   * for their answers, each millisecond here is one every client waits, and 3 ms cost a third of the throughput in
   * the bench for no saving in CPU per hit.
   */
  windowMs?: number;
  /** The most hits one statement writes. */
  maxBatch?: number;
  /**
   * How many batches may be written at once: 1 on the embedded database (one connection); on PostgreSQL a few, so
   * the next batch is sent on another pool connection while one commits rather than wait for it.
   */
  concurrency?: number;
  /** Called once per failed batch (the server logs it); defaults to console.error. */
  onBatchError?: (error: HitBatchError) => void;
  /**
   * The flood limit the batch statement counts its hits' clients against (each hit's `limitKey`), so a hit costs one
   * round trip to the database, not one for its count and one for its batch. Without it, hits were counted before.
   */
  limit?: BatchLimit;
  /** How a batch is written (tests make it fail); by default through Drizzle (writeBatch). */
  write?: HitWriter;
};

type Waiting = { hit: PendingHit; resolve: (result: BatchedResult) => void; reject: (error: unknown) => void };

export function createHitBatcher(db: Pick<Db, "execute">, options: HitBatcherOptions = {}) {
  const write: HitWriter = options.write ?? ((hits) => writeBatch(db, hits, options.limit ?? null));
  const windowMs = options.windowMs ?? 1;
  const maxBatch = options.maxBatch ?? 250;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const onBatchError =
    options.onBatchError ?? ((error: HitBatchError) => console.error(error.message, String(error.cause)));
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = 0;
  const idle: (() => void)[] = [];

  function schedule() {
    if (writing >= concurrency) return; // a batch being written sends the next one when it is done
    if (queue.length >= maxBatch) {
      clearTimeout(timer);
      timer = undefined;
      void flush();
    } else {
      timer ??= setTimeout(() => {
        timer = undefined;
        void flush();
      }, windowMs);
    }
  }

  async function flush() {
    if (writing >= concurrency || queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    writing += 1;
    try {
      const outcome = await writeRetrying(
        write,
        batch.map((waiting) => waiting.hit),
      );
      batch.forEach((waiting, index) => waiting.resolve(resultOf(outcome, waiting.hit, index)));
    } catch (cause) {
      const error = new HitBatchError(batch.length, { cause });
      onBatchError(error);
      for (const waiting of batch) waiting.reject(error);
    }
    writing -= 1;
    // Hits that came in meanwhile have waited long enough: they go at once.
    if (queue.length > 0) void flush();
    else if (writing === 0) for (const done of idle.splice(0)) done();
  }

  return {
    /** Resolves once the hit's batch committed. */
    add(hit: PendingHit): Promise<BatchedResult> {
      return new Promise<BatchedResult>((resolve, reject) => {
        queue.push({ hit, resolve, reject });
        schedule();
      });
    },
    /** Resolves when every hit added so far is written (or failed): before the database closes. */
    drain(): Promise<void> {
      if (writing === 0 && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}

function resultOf(outcome: BatchOutcome, hit: PendingHit, index: number): BatchedResult {
  const limitedFor = outcome.limited.get(index);
  if (limitedFor !== undefined) return { limitedForSeconds: limitedFor };
  return outcome.stored.has(hit.profileId) ? "stored" : "not_found";
}

/**
 * Two batches written at once may wait for each other's rollup rows; should PostgreSQL ever find them waiting in a
 * circle it cancels one (40P01, a deadlock) before anything of it is stored, and that batch is simply sent again.
 */
async function writeRetrying(write: HitWriter, hits: PendingHit[]): Promise<BatchOutcome> {
  try {
    return await write(hits);
  } catch (error) {
    if (sqlState(error) !== "40P01") throw error;
    return write(hits);
  }
}

function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = (cause as Error & { cause?: unknown }).cause) {
    const code = (cause as Error & { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

export type HitBatcher = ReturnType<typeof createHitBatcher>;
