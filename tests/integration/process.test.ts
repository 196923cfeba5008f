import { spawnSync } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
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
  it("keeps the sign-in rate limit across a restart", async () => {
    const database = await freshDatabase();
    try {
      let server = await ownServer(database);
      const { email } = await signedUpClient(server.url);
      const attacker = new TestClient(server.url);
      for (let attempt = 0; attempt < 4; attempt++) await attacker.continueWithEmail(email, `wrong-guess-${attempt}`);
      expect((await attacker.continueWithEmail(email, "wrong-guess-x")).status).toBe(429);
      expect(await server.stop()).toBe(0);

      server = await ownServer(database);
      const afterRestart = new TestClient(server.url, attacker.ip);
      expect((await afterRestart.continueWithEmail(email, "wrong-guess-y")).status).toBe(429);
      await server.stop();
    } finally {
      await database.drop();
    }
  });

  // Only PGlite keeps its data in a folder this process could corrupt; PostgreSQL has no such lock to test.
  it.runIf(kind === "pglite")("a second process on the same data folder fails fast with a clear message", async () => {
    const database = await freshDatabase();
    const { dataDir } = database;
    const first = await ownServer(database);
    try {
      const second = spawnSync(process.execPath, ["server.js"], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "0" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The data folder ${dataDir} is in use by another Tipped process`);
      // The first server is unharmed.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
      await database.drop();
    }
  });

  it("closes cleanly on SIGTERM and keeps its data", async () => {
    const database = await freshDatabase();
    try {
      let server = await ownServer(database);
      const { email, password } = await signedUpClient(server.url);
      expect(await server.stop()).toBe(0);
      expect(server.output()).toContain("SIGTERM received");
      server = await ownServer(database);
      const response = await new TestClient(server.url).continueWithEmail(email, password);
      expect(response.status).toBe(302);
      await server.stop();
    } finally {
      await database.drop();
    }
  });

  it("names each bad setting and refuses to start", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "not-a-port",
        DATABASE_URL: "mysql://nope",
        DATA_DIR: tempDataDir(),
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
  });
});
