import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/platform/db/client";
import { profiles } from "~/.server/platform/db/schema";
import { completedPerformer, TestClient } from "../support/http-client";
import { freshDatabase } from "../support/fresh-server";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { createScratchDatabase } from "../support/postgres";
import { startServer, type TestServer } from "../support/test-server";

/**
 * `kill -9` during write bursts on PGlite, the slow part of the hostile suite: every acknowledged like
 * is present afterwards, and every restart succeeds on the first attempt (no stale data-folder lock).
 */
const ROUNDS = 10;
const database = await freshDatabase();
afterAll(() => database.drop());

const likeOnce = async (url: string, uid: string) => {
  try {
    const response = await new TestClient(url).postJson(`/api/profiles/${uid}/like`, { liked: true });
    return response.status === 200;
  } catch {
    return false; // the server died mid-request: not acknowledged
  }
};

describe("kill -9 during writes", () => {
  it(`${ROUNDS} crashes: every acknowledged write present, every restart first time`, async () => {
    let server: TestServer = await startServer({ env: INTEGRATION_SERVER_ENV, dataDir: database.dataDir });
    const { uid } = await completedPerformer(server.url);
    let acknowledged = 0;
    let restarts = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let bursting = true;
      const writers = Array.from({ length: 4 }, async () => {
        while (bursting) if (await likeOnce(server.url, uid)) acknowledged++;
      });
      await new Promise((resolve) => setTimeout(resolve, 300 + round * 50));
      const exited = new Promise((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGKILL");
      await exited;
      bursting = false;
      await Promise.all(writers);
      // startServer throws when the process exits (a held lock) or does not answer: the first attempt must do.
      server = await startServer({ env: INTEGRATION_SERVER_ENV, dataDir: database.dataDir, port: server.port });
      restarts++;
    }
    await server.stop();
    const opened = await database.open();
    const [row] = await opened.db
      .select({ likeCount: profiles.likeCount })
      .from(profiles)
      .where(eq(profiles.ownerUid, uid));
    await opened.close();
    console.info(
      `crashes: ${ROUNDS} kill -9 during like bursts; ${restarts} restarts, all first attempt; ` +
        `${acknowledged} likes acknowledged, ${row?.likeCount} present`,
    );
    expect(acknowledged).toBeGreaterThan(0);
    expect(row?.likeCount ?? 0).toBeGreaterThanOrEqual(acknowledged);
  });
});

/**
 * PostgreSQL (with TEST_DATABASE_URL): every connection of the server is cut from the database side during like
 * bursts, ROUNDS times. pg_terminate_backend rather than `kill -9` of the backends: a backend killed with SIGKILL
 * makes PostgreSQL restart every connection of the whole cluster, and the test server is shared. The server must
 * keep running and answering, and every acknowledged like must be present.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
describe.runIf(Boolean(postgresUrl))("PostgreSQL connections cut during writes", () => {
  it(`${ROUNDS} cuts: every acknowledged write present, the server answers after each`, async () => {
    const scratch = await createScratchDatabase(postgresUrl!);
    const migrated = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
    await migrated.close();
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    const server = await startServer({ env: { ...INTEGRATION_SERVER_ENV, DATABASE_URL: scratch.url } });
    try {
      const { uid } = await completedPerformer(server.url);
      let acknowledged = 0;
      let cut = 0;
      let healthAfter = 0;
      for (let round = 0; round < ROUNDS; round++) {
        let bursting = true;
        const writers = Array.from({ length: 4 }, async () => {
          while (bursting) if (await likeOnce(server.url, uid)) acknowledged++;
        });
        await new Promise((resolve) => setTimeout(resolve, 300 + round * 50));
        const { rows } = await admin.query<{ done: boolean }>(
          "select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [scratch.name],
        );
        cut += rows.filter((row) => row.done).length;
        await new Promise((resolve) => setTimeout(resolve, 200));
        bursting = false;
        await Promise.all(writers);
        expect(server.process.exitCode, server.output().slice(-3000)).toBeNull();
        // The pool may hand out one connection that died before it notices; a second try is what a client does.
        let health = await fetch(`${server.url}/api/health`);
        if (health.status !== 200) health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        healthAfter++;
      }
      const { rows } = await admin.query<{ like_count: number }>(
        "select like_count from recipients where owner_uid = $1",
        [uid],
      );
      const present = rows[0]?.like_count ?? 0;
      console.info(
        `postgres cuts: ${ROUNDS} rounds, ${cut} server connections terminated during like bursts; ` +
          `server up and healthy after ${healthAfter}; ${acknowledged} likes acknowledged, ${present} present`,
      );
      expect(cut).toBeGreaterThan(0);
      expect(acknowledged).toBeGreaterThan(0);
      expect(present).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      await server.stop();
      await admin.end();
      await scratch.drop();
    }
  });
});
