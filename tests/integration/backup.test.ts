// npm run backup / npm run restore as an operator runs them: a backup taken while the server runs on the embedded
// database restores into a fresh data folder and onto PostgreSQL with every table's rows and byte-identical photos;
// a target with data is refused unless forced; a damaged or truncated archive is refused and nothing is written.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { countRows, dumpTables, type Queryable } from "~/.server/platform/backup/tables";
import { startS3 } from "../fakes/s3-server.mjs";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, TestClient } from "../support/http-client";
import { createScratchDatabase } from "../support/postgres";
import { ROOT, startServer, tempDataDir } from "../support/test-server";

const run = promisify(execFile);
const server = await startFreshServer();
const runtime = server.runtime!;
const work = tempDataDir("tipped-backup-test-");
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Outcome = { code: number; output: string };
async function script(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--liftoff-only", `scripts/${name}.mjs`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const SECRET = "integration-test-secret-0123456789abcdef";
/** A restore is a process that creates and migrates a database twice: slow on a busy machine. */
const SLOW = 240_000;

/** Every file under a folder with its bytes. */
function filesIn(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, full), readFileSync(full));
  }
  return files;
}

async function pgliteCounts(dataDir: string) {
  const client = await PGlite.create(path.join(dataDir, "db"));
  try {
    return await countRows(client as unknown as Queryable);
  } finally {
    await client.close();
  }
}

/** Every table's rows as the backup writes them, sorted: equal dumps mean equal values, type by type. */
async function rowsOf(q: Queryable): Promise<Record<string, string[]>> {
  const folder = tempDataDir("tipped-dump-");
  try {
    await q.query("begin");
    const counts = await dumpTables(q, folder);
    await q.query("commit");
    return Object.fromEntries(
      Object.keys(counts).map((table) => [
        table,
        readFileSync(path.join(folder, `${table}.ndjson`), "utf8")
          .split("\n")
          .filter(Boolean)
          .sort(),
      ]),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The archive's rows (unpacked by the first test), sorted like rowsOf. */
function archivedRows(): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(archived).map((table) => [
      table,
      readFileSync(path.join(work, "unpacked", "database", `${table}.ndjson`), "utf8")
        .split("\n")
        .filter(Boolean)
        .sort(),
    ]),
  );
}

async function postgresCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countRows(client as unknown as Queryable);
  } finally {
    await client.end();
  }
}

const visitorId = (n: number) => `visitor_${Date.now()}_backup${n}`;

/** Users, profiles, photos, likes, analytics events and their rollups, made through the app. */
async function makeData() {
  const performers = [await completedPerformer(server.url), await completedPerformer(server.url)];
  for (const [index, { client }] of performers.entries()) {
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: index ? "#208040" : "#c02860" },
    })
      .jpeg()
      .toBuffer();
    const upload = await client.request("/uploads/profile", {
      method: "POST",
      headers: { "content-type": "image/jpeg", "x-file-name": "photo.jpg", origin: server.url },
      body: new Uint8Array(photo),
    });
    expect(upload.status).toBe(201);
  }
  const visitor = new TestClient(server.url);
  for (const [n, { uid }] of performers.entries()) {
    for (const body of [
      { type: "profile_view", profileId: uid, visitorId: visitorId(n) },
      {
        type: "link_click",
        profileId: uid,
        visitorId: visitorId(n),
        linkType: "venmo",
        linkUrl: "https://venmo.com/x",
      },
    ]) {
      const response = await visitor.request("/api/analytics/hit", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 Chrome/131.0.0.0" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
    }
  }
  await runtime.analytics.batcher?.drain();
  return performers;
}

const performers = await makeData();
const sourceCounts = await countRows(runtime.database.pglite as unknown as Queryable);
const sourcePhotos = filesIn(path.join(server.dataDir, "media"));
const archive = path.join(work, "backup.tar");
/** Rows per table in the archive, taken while a load ran (the first test). */
let archived: Record<string, number> = {};

/** A restored instance answers the first performer's page with their photo, byte for byte. */
async function checkServes(env: Record<string, string>, dataDir: string) {
  const restored = await startServer({ env: { AUTH_SECRET: SECRET, ...env }, dataDir });
  try {
    const page = await new TestClient(restored.url).get(`/profile/${performers[0]!.uid}`);
    expect(page.status).toBe(200);
    const [photoPath] = [...sourcePhotos.keys()];
    const photo = await fetch(`${restored.url}/media/${photoPath}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(sourcePhotos.get(photoPath!)!)).toBe(true);
  } finally {
    await restored.stop();
  }
}

describe("backup while the server runs on the embedded database", () => {
  it("writes one archive with the database, the photos and a manifest, in one moment while hits keep coming", async () => {
    expect(sourceCounts.user).toBeGreaterThanOrEqual(2);
    expect(sourceCounts.analytics_events).toBeGreaterThanOrEqual(4);
    expect(sourcePhotos.size).toBeGreaterThanOrEqual(2);
    // A load of tracking hits (each from its own client, under the flood limit) runs through the whole backup.
    let loading = true;
    let stored = 0;
    const load = (async () => {
      for (let n = 0; loading; n++) {
        const response = await new TestClient(server.url).request("/api/analytics/hit", {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 Chrome/131.0.0.0" },
          body: JSON.stringify({
            type: "profile_view",
            profileId: performers[n % 2]!.uid,
            visitorId: visitorId(100 + n),
          }),
        });
        if (response.status === 201) stored += 1;
      }
    })();
    const outcome = await script("backup", [archive], { DATA_DIR: server.dataDir, AUTH_SECRET: SECRET });
    loading = false;
    await load;
    await runtime.analytics.batcher?.drain();
    expect(outcome.output).toContain("Backup written to");
    expect(outcome.code).toBe(0);
    expect(stored).toBeGreaterThan(0);
    const unpacked = path.join(work, "unpacked");
    mkdirSync(unpacked);
    await run("tar", ["-xf", archive, "-C", unpacked]);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as {
      database: { tables: Record<string, number>; migration: { tag: string } };
    };
    archived = manifest.database.tables;
    expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
    const after = await countRows(runtime.database.pglite as unknown as Queryable);
    // The hits that keep coming add events, and a row per new visitor of the day; every other table keeps its count.
    const growing = ["analytics_events", "analytics_visitors"];
    for (const [table, rows] of Object.entries(sourceCounts)) {
      if (growing.includes(table)) continue;
      expect(archived[table], table).toBe(rows);
    }
    for (const table of growing) {
      expect(archived[table], table).toBeGreaterThanOrEqual(sourceCounts[table]!);
      expect(archived[table], table).toBeLessThanOrEqual(after[table]!);
    }
    // One moment: the rollups in the archive count exactly the events in it.
    const rows = (table: string) =>
      readFileSync(path.join(unpacked, "database", `${table}.ndjson`), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const views = rows("analytics_events").filter((event) => event.type === "profile_view").length;
    const summed = rows("analytics_summary").reduce((sum, row) => sum + Number(row.total_profile_views), 0);
    expect(summed).toBe(views);
    expect(rows("analytics_hourly").reduce((sum, row) => sum + Number(row.views), 0)).toBe(views);
    // The server kept running and answering while its database was copied.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it(
    "restores into a fresh data folder: every table's rows and every photo's bytes",
    async () => {
      const target = path.join(work, "restored");
      const outcome = await script("restore", [archive], { DATA_DIR: target, AUTH_SECRET: SECRET });
      expect(outcome.output).toContain("Restored into");
      expect(outcome.code).toBe(0);
      expect(await pgliteCounts(target)).toEqual(archived);
      // Every value came back as it was: timestamps, JSON, numbers, ids and sequences alike.
      const client = await PGlite.create(path.join(target, "db"));
      try {
        expect(await rowsOf(client as unknown as Queryable)).toEqual(archivedRows());
      } finally {
        await client.close();
      }
      const restoredPhotos = filesIn(path.join(target, "media"));
      for (const [name, bytes] of sourcePhotos) expect(restoredPhotos.get(name)?.equals(bytes), name).toBe(true);
      await checkServes({}, target);
    },
    SLOW,
  );

  it(
    "refuses a target that holds data unless forced",
    async () => {
      const target = path.join(work, "restored");
      const refused = await script("restore", [archive], { DATA_DIR: target, AUTH_SECRET: SECRET });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already holds data .*--force/);
      const forced = await script("restore", [archive, "--force"], { DATA_DIR: target, AUTH_SECRET: SECRET });
      expect(forced.code).toBe(0);
      expect(await pgliteCounts(target)).toEqual(archived);
    },
    SLOW,
  );

  it("refuses a truncated or altered archive and writes nothing", async () => {
    const bytes = readFileSync(archive);
    const truncated = path.join(work, "truncated.tar");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const altered = path.join(work, "altered.tar");
    const copy = Buffer.from(bytes);
    // One byte of a performer's id inside a table's rows: the tar stays readable, the member's checksum fails.
    const at = bytes.indexOf(`"${performers[0]!.uid}"`) + 1;
    expect(at).toBeGreaterThan(1);
    copy[at] = copy[at] === 0x41 ? 0x42 : 0x41;
    writeFileSync(altered, copy);
    for (const [file, message] of [
      [truncated, /damaged or incomplete/],
      [altered, /damaged or incomplete \(database\/.* fails its checksum\)/],
    ] as const) {
      const target = path.join(work, `target-${path.basename(file)}`);
      const outcome = await script("restore", [file], { DATA_DIR: target, AUTH_SECRET: SECRET });
      expect(outcome.code, outcome.output).toBe(1);
      expect(outcome.output).toMatch(message);
      expect(outcome.output).toContain("nothing was restored");
      expect(existsSync(path.join(target, "db"))).toBe(false);
      expect(existsSync(path.join(target, "media"))).toBe(false);
      expect(readdirSync(target)).toEqual([]);
    }
    expect(statSync(archive).size).toBe(bytes.length);
  });
});

describe("photos in an S3 bucket", () => {
  it(
    "restores the photos into the bucket, and a backup reads them back from it",
    async () => {
      const s3 = await startS3({ bucket: "backup-test" });
      onTestFinished(() => s3.close());
      const dataDir = path.join(work, "s3-instance");
      const env = { ...s3.env, DATA_DIR: dataDir, AUTH_SECRET: SECRET };
      const outcome = await script("restore", [archive], env);
      expect(outcome.output).toContain("and bucket backup-test");
      expect(outcome.code).toBe(0);
      expect(await s3.keys()).toEqual([...sourcePhotos.keys()].sort());
      for (const [name, bytes] of sourcePhotos) {
        const stored = readFileSync(path.join(s3.directory, s3.bucket, `${name}._S3rver_object`));
        expect(stored.equals(bytes), name).toBe(true);
      }
      expect(existsSync(path.join(dataDir, "media"))).toBe(false);

      const fromBucket = path.join(work, "from-bucket.tar");
      expect((await script("backup", [fromBucket], env)).code).toBe(0);
      const unpacked = path.join(work, "from-bucket");
      mkdirSync(unpacked);
      await run("tar", ["-xf", fromBucket, "-C", unpacked]);
      const inArchive = filesIn(path.join(unpacked, "media"));
      expect(inArchive.size).toBe(sourcePhotos.size);
      for (const [name, bytes] of sourcePhotos) expect(inArchive.get(name)?.equals(bytes), name).toBe(true);
    },
    SLOW,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)("from the embedded database to PostgreSQL", () => {
  it(
    "restores onto an empty PostgreSQL database, which then backs up and restores again",
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      onTestFinished(() => scratch.drop());
      const env = { DATABASE_URL: scratch.url, AUTH_SECRET: SECRET, PUBLIC_URL: "http://127.0.0.1:1" };
      const dataDir = path.join(work, "postgres-instance");
      const outcome = await script("restore", [archive], { ...env, DATA_DIR: dataDir });
      expect(outcome.output).toContain("Restored into PostgreSQL");
      expect(outcome.code).toBe(0);
      expect(await postgresCounts(scratch.url)).toEqual(archived);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        expect(await rowsOf(client as unknown as Queryable)).toEqual(archivedRows());
      } finally {
        await client.end();
      }
      const restoredPhotos = filesIn(path.join(dataDir, "media"));
      for (const [name, bytes] of sourcePhotos) expect(restoredPhotos.get(name)?.equals(bytes), name).toBe(true);
      const { PUBLIC_URL: _unused, ...serverEnv } = env;
      await checkServes(serverEnv, dataDir);
      const postgresNow = await postgresCounts(scratch.url);

      // PostgreSQL's own backup (read in one snapshot) restores back into an embedded database.
      const again = path.join(work, "from-postgres.tar");
      expect((await script("backup", [again], { ...env, DATA_DIR: dataDir })).code).toBe(0);
      const back = path.join(work, "back-to-pglite");
      expect((await script("restore", [again], { DATA_DIR: back, AUTH_SECRET: SECRET })).code).toBe(0);
      expect(await pgliteCounts(back)).toEqual(postgresNow);
    },
    SLOW,
  );
});
