import { expectConsoleError } from "../support/console-guard";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { Readable } from "node:stream";
import { S3ServiceException } from "@aws-sdk/client-s3";
import { S3Store } from "@tus/s3-store";
// @tus/utils' Upload, re-exported by @tus/server: @tus/utils is a dependency of the tus packages, not one of ours.
import { Upload } from "@tus/server";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Db, migrateOnce, openDatabase } from "~/.server/platform/db/client";
import type { S3Settings } from "~/.server/platform/settings";
import { createProfileChanges } from "~/.server/profiles/changes";
import { createS3Storage, describeS3StartError, s3ClientConfig } from "~/.server/media/s3";
import { StorageUnavailable } from "~/.server/media/storage";
import { createLimiter } from "~/.server/platform/rate-limit";
import { startS3 } from "../fakes/s3-server.mjs";
import { createScratchDatabase } from "../support/postgres";
import { tempDataDir } from "../support/test-server";

const onPostgres = inject("databaseKind") === "postgres";
const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("S3 media storage (against a local S3-compatible server)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = await startS3({ bucket: `media-${randomBytes(3).toString("hex")}` });
    settings = {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: "us-east-1",
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    };
  });
  afterAll(() => s3?.close());

  it("stores, reads and removes a folder of files", async () => {
    const storage = await createS3Storage(settings);
    await storage.check();
    await storage.put("recipients/u1/profile/v1/96.webp", Buffer.from("small"));
    await storage.put("recipients/u1/profile/v1/512.webp", Buffer.from("large"));
    await storage.put("recipients/u1/banner/v2/1200.webp", Buffer.from("banner"));
    expect(String(await storage.get("recipients/u1/profile/v1/512.webp"))).toBe("large");
    expect(await storage.get("recipients/u1/profile/v1/missing.webp")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();

    await storage.remove("recipients/u1/profile/v1");
    expect(await storage.get("recipients/u1/profile/v1/96.webp")).toBeNull();
    expect(await s3.keys()).toEqual(["recipients/u1/banner/v2/1200.webp"]);
    await storage.remove("recipients/u1");
    expect(await s3.keys()).toEqual([]);
  });

  it("names the setting to fix when the bucket is missing or the keys are wrong", async () => {
    await expect((await createS3Storage({ ...settings, bucket: "no-such-bucket" })).check()).rejects.toThrow(
      /^S3_BUCKET: the bucket "no-such-bucket" does not exist/,
    );
    // s3rver does not check keys on HeadBucket, so the refusal real S3 sends is built here.
    const refused = new S3ServiceException({
      name: "InvalidAccessKeyId",
      $fault: "client",
      $metadata: { httpStatusCode: 403 },
      message: "no",
    });
    expect(describeS3StartError(refused, settings)).toMatch(
      /^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: .* refused these keys/,
    );
    await expect((await createS3Storage({ ...settings, endpoint: "http://127.0.0.1:9" })).check()).rejects.toThrow(
      /^S3_ENDPOINT: could not reach/,
    );
  });

  it("reports an outage during a write as StorageUnavailable (503)", async () => {
    const storage = await createS3Storage(settings);
    await s3.stop();
    try {
      const failure = await storage.put("gallery/1_0_x/800.webp", Buffer.from("x")).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StorageUnavailable);
      expect((failure as StorageUnavailable).status).toBe(503);
    } finally {
      await s3.start();
    }
  });

  it("continues a resumable upload on another instance's store (nothing kept in one process)", async () => {
    const store = () =>
      new S3Store({ useTags: false, s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfig(settings) } });
    const [first, second] = [store(), store()];
    const bytes = randomBytes(600 * 1024);
    const id = randomBytes(16).toString("hex");
    await first.create(new Upload({ id, size: bytes.length, offset: 0, metadata: { owner: "u1", kind: "gallery" } }));
    const chunk = 256 * 1024;
    let offset = 0;
    for (const [index, instance] of [first, second, first].entries()) {
      const part = bytes.subarray(index * chunk, (index + 1) * chunk);
      offset = await instance.write(Readable.from([part]), id, offset);
      // The other instance sees the same offset and owner.
      const seen = await (instance === first ? second : first).getUpload(id);
      expect(seen.offset).toBe(offset);
      expect(seen.metadata?.owner).toBe("u1");
    }
    expect(offset).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const piece of (await second.read(id)) as Readable) chunks.push(Buffer.from(piece as Uint8Array));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });
});

describe.skipIf(!onPostgres)("PostgreSQL for several instances", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    await migrateOnce(scratch.url); // the limiter's table
  });
  afterAll(() => scratch?.drop());
  /**
   * A pool of the test's own. Its `end()` resolves before its connections have closed, so the database's drop at
   * the end can cut one still closing: the pool then emits "error", which with no listener ends the test run.
   */
  const testPool = (max?: number) => {
    const pool = new pg.Pool({ connectionString: scratch.url, max });
    pool.on("error", () => undefined);
    return pool;
  };

  it("applies migrations once when many instances start together", async () => {
    for (let round = 0; round < 3; round++) {
      const fresh = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      try {
        await Promise.all(Array.from({ length: 6 }, () => migrateOnce(fresh.url)));
        const client = new pg.Client({ connectionString: fresh.url });
        await client.connect();
        const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        const tables = await client.query(
          "select count(*)::int as n from information_schema.tables where table_name = 'recipients'",
        );
        await client.end();
        expect(rows[0].n).toBeGreaterThan(0);
        expect(tables.rows[0].n).toBe(1);
        // Every migration recorded exactly once.
        const again = new pg.Client({ connectionString: fresh.url });
        await again.connect();
        const dupes = await again.query(
          "select hash from drizzle.__drizzle_migrations group by hash having count(*) > 1",
        );
        await again.end();
        expect(dupes.rows).toEqual([]);
      } finally {
        await fresh.drop();
      }
    }
  });

  it("listens again after its connection is terminated, and says so", async () => {
    const logged = expectConsoleError(); // "says so": the lost connection is logged
    const dataDir = tempDataDir();
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
    const changes = createProfileChanges(database);
    await changes.start();
    const seen: string[] = [];
    let reconnects = 0;
    let streamsTold = 0;
    changes.onAnyChange((uid) => seen.push(uid));
    changes.onReconnect(() => (reconnects += 1));
    changes.subscribe("open-page", () => (streamsTold += 1));
    try {
      await changes.publish("before");
      await until(() => seen.includes("before"));

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(scratch.url).pathname.slice(1);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      await admin.end();

      await until(() => reconnects === 1);
      expect(streamsTold).toBe(1); // open live pages are told to refresh
      // The pool got over its dropped connections too: the next publish goes through and arrives.
      await changes.publish("after");
      await until(() => seen.includes("after"));
      expect(logged.some(([message]) => String(message).startsWith("PostgreSQL LISTEN connection lost"))).toBe(true);
    } finally {
      await changes.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("counts many clients in one statement whose quick commit stays its own (hitMany)", async () => {
    // One connection each, so the statement after hitMany runs where it ran.
    const pool = testPool(1);
    const other = testPool(1);
    try {
      const secret = "integration-test-secret-0123456789abcdef";
      const [a, b] = [pool, other].map((client) => createLimiter({ db: drizzle({ client }) as unknown as Db, secret }));
      const rule = { max: 2, windowSeconds: 60 };
      const first = await a!.hitMany("many", ["198.51.100.1", "198.51.100.2", "198.51.100.1", "198.51.100.2"], rule);
      expect(first.map((result) => result.allowed)).toEqual([true, true, true, true]);
      // Another instance meets the same counters.
      const second = await b!.hitMany("many", ["198.51.100.2", "198.51.100.3"], rule);
      expect(second.map((result) => result.allowed)).toEqual([false, true]);
      expect(second[0]!.retryAfterSeconds).toBeGreaterThan(0);
      // Its commit skipped the flush for itself only: the connection's other statements still wait for the disk.
      expect((await pool.query("show synchronous_commit")).rows[0].synchronous_commit).toBe("on");
    } finally {
      await Promise.all([pool.end(), other.end()]);
    }
  });

  it("shares one limit between instances, in better-auth's table, keyed by a hash", async () => {
    const pools = [testPool(), testPool()];
    try {
      // Instances share the server's secret, so the same client meets the same counter (keyed by its hash).
      const [a, b] = pools.map((client) =>
        createLimiter({ db: drizzle({ client }) as unknown as Db, secret: "integration-test-secret-0123456789abcdef" }),
      );
      const rule = { max: 5, windowSeconds: 60 };
      const answers = [];
      for (let index = 0; index < 8; index++)
        answers.push((await (index % 2 ? a! : b!).hit("test", "203.0.113.7", rule)).allowed);
      expect(answers.filter(Boolean)).toHaveLength(5);
      expect(answers.slice(5)).toEqual([false, false, false]);
      expect((await a!.hit("test", "203.0.113.8", rule)).allowed).toBe(true);
      // better-auth's rules count in the same table.
      expect((await b!.authStorage.consume("203.0.113.7/sign-in/email", { window: 60, max: 1 })).allowed).toBe(true);
      expect((await a!.authStorage.consume("203.0.113.7/sign-in/email", { window: 60, max: 1 })).allowed).toBe(false);
      const { rows } = await pools[0]!.query("select key from rate_limit");
      expect(rows.length).toBeGreaterThan(2);
      expect(JSON.stringify(rows)).not.toContain("203.0.113"); // keyed by a hash, never the address
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});
