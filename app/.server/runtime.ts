import path from "node:path";
import { createHitBatcher } from "./analytics/hit-batcher";
import { createOlderHitsSweep } from "./analytics/older-hits";
import { createLocator } from "./analytics/location";
import { createMediaDeletionSweep, type MediaDeletionSweep } from "./media/deletions";
import { imageQueue } from "./media/image-work";
import { createS3Storage, createS3UploadStore } from "./media/s3";
import { createLocalStorage, type MediaStorage } from "./media/storage";
import {
  createUnfinishedUploads,
  sweepExpiredUploadFiles,
  type UnfinishedUploads,
  type UploadStore,
} from "./media/unfinished-uploads";
import { createFloodGuard, type HitDeps } from "./analytics/record-hit";
import { createAuth, type Auth } from "./accounts/auth";
import { createFanMailQueue, type FanMailQueue } from "./fans/queue";
import { createMailer, type Mailer } from "./platform/mail/mailer";
import { serveBackupSocket } from "./platform/backup/backup";
import { lockDataDir } from "./platform/data-lock";
import { checkDiskAtStart } from "./platform/disk-space";
import { openDatabase, type Database, type Db } from "./platform/db/client";
import { readSettings, type Settings } from "./platform/settings";
import { createGeocoder } from "./profiles/geocoding";
import { createProfileChanges, type ProfileChanges } from "./profiles/changes";
import { createProfilePageCache, type ProfilePageCache } from "./profiles/page-cache";
import { createHandleResolver, type HandleResolver } from "./profiles/handles";
import { createLiveStreamCaps, descriptorLimit, streamCapBelow, type LiveStreamCaps } from "./profiles/live-streams";
import { createLimiter, type Limiter } from "./platform/rate-limit";
import { createShareCardStore, type ShareCardStore } from "./profiles/share-card-store";
import { createVideoChecker } from "./profiles/videos";
import { sealPlainTaxIds, setTaxIdKey } from "./profiles/tax-id";
import { createThumbnailStore } from "./profiles/video-thumbnails";

/** The composition root: everything the server holds for its lifetime, created once at start, by feature. */
export type Runtime = {
  settings: Settings;
  /**
   * The wall clock (epoch milliseconds) for what a page says about the time: "performing now" and how long its
   * kept copy stays true. Date.now, unless whoever starts the runtime gives another (the tests move it).
   */
  now: () => number;
  database: Database;
  db: Db;
  /** Per-client request limits, shared by every instance on PostgreSQL. */
  limiter: Limiter;
  /** Accounts: better-auth (email and password, social sign-in, two-factor, passkeys). */
  auth: Auth;
  profiles: {
    /** Profile change notices between processes (live updates, the page cache). */
    changes: ProfileChanges;
    /** The one page cache: public profile pages as visitors without a session see them (profiles/page-cache.ts). */
    pages: ProfilePageCache;
    /** Share cards (og:image), drawn once per change and kept beside the profile's photos. */
    shareCards: ShareCardStore;
    /** Short links (`/@{handle}`) to profile ids, kept and dropped on every profile change. */
    handles: HandleResolver;
    /** Open live-update streams, capped per client and below the descriptor limit. */
    liveStreams: LiveStreamCaps;
    searchAddress: ReturnType<typeof createGeocoder>;
    checkVideo: ReturnType<typeof createVideoChecker>;
    videoThumbnail: ReturnType<typeof createThumbnailStore>;
  };
  media: {
    /** Uploaded photos' resized copies ($DATA_DIR/media, or the S3 bucket). */
    storage: MediaStorage;
    /** Resumable uploads not finished yet: where they wait, each account's slots, the periodic expiry sweep. */
    unfinishedUploads: UnfinishedUploads;
    /** Stored files marked for deletion, removed again until the store has them gone (media/deletions.ts). */
    deletions: MediaDeletionSweep;
    /** Image work running and waiting on this process, by lane (media/image-work.ts). */
    imageQueue: typeof imageQueue;
  };
  fans: {
    /** Confirmation mails to new fans (sent at once) and the owner's notices (through the queue). */
    mailer: Mailer;
    /** The worker sending queued notice mails (fans/queue.ts). */
    queue: FanMailQueue;
  };
  /** What recordHit needs: the database, the IP-location reader (opened once) and the per-client flood guard. */
  analytics: HitDeps;
  stop(): Promise<void>;
};

// Kept on globalThis so that development reloads of this module reuse the open database.
const holder = globalThis as typeof globalThis & { __tippedRuntime?: Promise<Runtime> };

export type RuntimeOptions = { now?: () => number };

export function startRuntime(
  environment: NodeJS.ProcessEnv = process.env,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  holder.__tippedRuntime ??= createRuntime(environment, options).catch((error: unknown) => {
    holder.__tippedRuntime = undefined;
    throw error;
  });
  return holder.__tippedRuntime;
}

/** The started runtime; loaders and handlers run only after start, so this never waits. */
export async function runtime(): Promise<Runtime> {
  if (!holder.__tippedRuntime) throw new Error("The server runtime has not been started");
  return holder.__tippedRuntime;
}

export async function stopRuntime(): Promise<void> {
  const current = holder.__tippedRuntime;
  holder.__tippedRuntime = undefined;
  if (current) await (await current).stop();
}

async function createRuntime(environment: NodeJS.ProcessEnv, options: RuntimeOptions): Promise<Runtime> {
  const settings = readSettings(environment);
  const now = options.now ?? Date.now;
  // Expired unfinished uploads go first, then the disk is checked, before the lock and the database write:
  // abandoned uploads or a full disk must not keep the server from starting and freeing space.
  if (!settings.s3) {
    const swept = await sweepExpiredUploadFiles(settings.dataDir, settings.UNFINISHED_UPLOAD_SECONDS * 1000);
    if (swept > 0) console.info(`Removed ${swept} expired unfinished upload(s) before starting.`);
  }
  await checkDiskAtStart(settings.dataDir, settings.MIN_FREE_DISK_BYTES);
  const unlock = settings.DATABASE_URL ? undefined : await lockDataDir(settings.dataDir);
  let database: Database;
  let media: MediaStorage;
  let s3Store: UploadStore | undefined;
  try {
    // The AWS SDK is loaded only when S3_BUCKET is set (media/s3.ts).
    media = settings.s3 ? await createS3Storage(settings.s3) : createLocalStorage(path.join(settings.dataDir, "media"));
    if (settings.s3) s3Store = await createS3UploadStore(settings.s3, settings.UNFINISHED_UPLOAD_SECONDS * 1000);
    await media.check(); // a missing bucket or refused keys stop the start with the setting to fix
    setTaxIdKey(settings);
    database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir });
  } catch (error) {
    await unlock?.();
    throw error;
  }
  const sealed = await sealPlainTaxIds(database.db);
  if (sealed > 0) console.info(`Encrypted ${sealed} Tax ID(s) stored in clear by an earlier version.`);
  // A backup of the embedded database is taken by this process, which holds its folder (platform/backup/backup.ts).
  const stopBackupSocket = database.pglite ? await serveBackupSocket(settings.dataDir, database.pglite) : undefined;
  const profileChanges = createProfileChanges(database);
  await profileChanges.start();
  const profilePages = createProfilePageCache(profileChanges, {
    maxEntries: settings.PROFILE_CACHE_ENTRIES,
    maxBytes: settings.PROFILE_CACHE_MB * 1024 * 1024,
    maxAgeMs: settings.PROFILE_CACHE_SECONDS * 1000,
    now,
  });
  const shareCards = createShareCardStore({ media, secret: settings.AUTH_SECRET });
  const profileHandles = createHandleResolver(database.db, profileChanges, {
    holdDays: settings.HANDLE_HOLD_DAYS,
    now,
  });
  // The site's own limits in memory on the embedded database, one process (docs/decisions/0016-hot-paths.md).
  const limiter = createLimiter({
    db: database.db,
    secret: settings.AUTH_SECRET,
    siteLimitsInMemory: database.kind === "pglite",
  });
  const unfinishedUploads = createUnfinishedUploads({
    db: database.db,
    dataDir: settings.dataDir,
    s3Store,
    expiryMs: settings.UNFINISHED_UPLOAD_SECONDS * 1000,
    clientMaxBytes: settings.UNFINISHED_UPLOAD_CLIENT_MB * 1024 * 1024,
    totalMaxBytes: settings.UNFINISHED_UPLOAD_TOTAL_MB * 1024 * 1024,
  });
  // Files whose removal the store refused (an outage) are removed at start and then every minute.
  const mediaDeletions = createMediaDeletionSweep(database.db, media);
  const auth = createAuth(settings, database.db, limiter);
  // Tracking hits that arrive together are stored together (group commit: analytics/hit-batcher.ts).
  // Hits an older version's instance stores beside this one during a rolling upgrade (analytics/older-hits.ts).
  const olderHits = createOlderHitsSweep(database.db, { repeat: database.kind === "postgres" });
  // The tracking flood limit: on PostgreSQL the hit batch's statement counts it (one round trip a hit, not two).
  const floodGuard = createFloodGuard({ max: settings.TRACKING_RATE_LIMIT_MAX, windowMs: 60_000 }, limiter);
  const limitCountedInBatch = limiter.siteLimitsInTable;
  const hitBatcher = createHitBatcher(database.db, {
    limit: limitCountedInBatch ? floodGuard.rule : undefined,
    // Two at once on PostgreSQL: one commits while the next is written. More were slower in the bench (3,100–4,100
    // hits/s at 4 or 8 against 5,200–5,400 at 2): batches touching the same rollup rows wait for each other's
    // commit, and they get smaller (docs/decisions/0007-analytics.md).
    concurrency: database.kind === "postgres" ? 2 : 1,
  });
  // Pooled: a notice to thousands of fans goes over a few open connections, not one per mail.
  const fanMailer = createMailer(settings, { pool: 4 });
  const fanQueue = createFanMailQueue({
    db: database.db,
    mailer: fanMailer,
    publicUrl: settings.PUBLIC_URL,
    secret: settings.AUTH_SECRET,
    batchSize: settings.FAN_MAIL_BATCH,
    pollMs: settings.FAN_MAIL_POLL_SECONDS * 1000,
    maxAttempts: settings.FAN_MAIL_MAX_ATTEMPTS,
    retryBaseMs: settings.FAN_MAIL_RETRY_SECONDS * 1000,
    claimTimeoutMs: settings.FAN_MAIL_CLAIM_TIMEOUT_SECONDS * 1000,
  });
  fanQueue.start();
  return {
    settings,
    now,
    database,
    db: database.db,
    limiter,
    auth,
    profiles: {
      changes: profileChanges,
      pages: profilePages,
      shareCards,
      handles: profileHandles,
      liveStreams: createLiveStreamCaps({
        perClient: settings.LIVE_STREAMS_PER_CLIENT,
        total: settings.LIVE_STREAMS_MAX ?? streamCapBelow(descriptorLimit()),
      }),
      searchAddress: createGeocoder(settings),
      checkVideo: createVideoChecker(settings),
      videoThumbnail: createThumbnailStore(settings),
    },
    fans: { mailer: fanMailer, queue: fanQueue },
    media: { storage: media, unfinishedUploads, deletions: mediaDeletions, imageQueue },
    analytics: {
      db: database.db,
      locate: createLocator(),
      floodGuard,
      batcher: hitBatcher,
      limitKeyOf: limitCountedInBatch ? floodGuard.keyOf : undefined,
    },
    async stop() {
      profilePages.stop();
      profileHandles.stop();
      await fanQueue.stop();
      await fanMailer.close();
      await hitBatcher.drain();
      await olderHits.stop();
      await unfinishedUploads.stop();
      await mediaDeletions.stop();
      await profileChanges.stop();
      await stopBackupSocket?.();
      await database.close();
      await unlock?.();
    },
  };
}
