import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { freshDatabase, type FreshDatabase } from "../support/fresh-server";
import { TestClient, signedUpClient } from "../support/http-client";
import { ROOT, startServer, tempDataDir } from "../support/test-server";

const kind = inject("databaseKind");

/** A server of its own on its own database; started again on the same data folder and database after a stop. */
async function ownServer(database: FreshDatabase) {
  return startServer({
    dataDir: database.dataDir,
    env: { TRUST_PROXY: "127.0.0.1", AUTH_RATE_LIMIT_MAX: "3", ...database.env },
  });
}

describe("the server process", () => {
  // One server on its own database for the file; the restart test stops it and starts it again on the same data.
  let database: FreshDatabase;
  let server: Awaited<ReturnType<typeof ownServer>>;
  beforeAll(async () => {
    database = await freshDatabase();
    server = await ownServer(database);
  });
  afterAll(async () => {
    await server.stop();
    await database.drop();
  });

  // Only PGlite keeps its data in a folder this process could corrupt; PostgreSQL has no such lock to test.
  it.runIf(kind === "pglite")("a second process on the same data folder fails fast with a clear message", async () => {
    const { dataDir } = database;
    const second = spawnSync(process.execPath, ["server.js"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The data folder ${dataDir} is in use by another Tipped process`);
    // The first server is unharmed.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("closes cleanly on SIGTERM and keeps its data and the sign-in rate limit", async () => {
    const performer = await signedUpClient(server.url);
    const target = await signedUpClient(server.url);
    const attacker = new TestClient(server.url);
    for (let attempt = 0; attempt < 4; attempt++) {
      await attacker.continueWithEmail(target.email, `wrong-guess-${attempt}`);
    }
    expect((await attacker.continueWithEmail(target.email, "wrong-guess-x")).status).toBe(429);

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    server = await ownServer(database);

    // The account made before the stop signs in; the limit counted before it still holds.
    expect((await new TestClient(server.url).continueWithEmail(performer.email, performer.password)).status).toBe(302);
    const afterRestart = new TestClient(server.url, attacker.ip);
    expect((await afterRestart.continueWithEmail(target.email, "wrong-guess-y")).status).toBe(429);
  });

  it("names each bad setting and refuses to start", () => {
    const dataDir = tempDataDir();
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const result = spawnSync(process.execPath, ["server.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "not-a-port",
        DATABASE_URL: "mysql://nope",
        DATA_DIR: dataDir,
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
  });
});
