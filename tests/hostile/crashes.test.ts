import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { profiles } from "~/.server/db/schema";
import { completedPerformer, TestClient } from "../support/http-client";
import { freshDatabase } from "../support/fresh-server";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { startServer, type TestServer } from "../support/test-server";

/**
 * `kill -9` during write bursts on PGlite (issue 15), the slow part of the hostile suite: every acknowledged like
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
