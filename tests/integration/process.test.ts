import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { TestClient, signedUpClient } from "../support/http-client";
import { createScratchDatabase } from "../support/postgres";
import { ROOT, startServer, tempDataDir } from "../support/test-server";

const kind = inject("databaseKind");

/** A server of its own, on the same kind of database as the rest of this run. */
async function ownServer(dataDir: string, databaseUrl?: string) {
  return startServer({
    dataDir,
    env: { TRUST_PROXY: "127.0.0.1", AUTH_RATE_LIMIT_MAX: "3", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
}

describe("the server process", () => {
  it("keeps the sign-in rate limit across a restart", async () => {
    const dataDir = tempDataDir();
    const scratch = kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    try {
      let server = await ownServer(dataDir, scratch?.url);
      const { email } = await signedUpClient(server.url);
      const attacker = new TestClient(server.url);
      for (let attempt = 0; attempt < 4; attempt++) await attacker.continueWithEmail(email, `wrong-guess-${attempt}`);
      expect((await attacker.continueWithEmail(email, "wrong-guess-x")).status).toBe(429);
      expect(await server.stop()).toBe(0);

      server = await ownServer(dataDir, scratch?.url);
      const afterRestart = new TestClient(server.url, attacker.ip);
      expect((await afterRestart.continueWithEmail(email, "wrong-guess-y")).status).toBe(429);
      await server.stop();
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Only PGlite keeps its data in a folder this process could corrupt; PostgreSQL has no such lock to test.
  it.runIf(kind === "pglite")("a second process on the same data folder fails fast with a clear message", async () => {
    const dataDir = tempDataDir();
    const first = await ownServer(dataDir);
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
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("closes cleanly on SIGTERM and keeps its data", async () => {
    const dataDir = tempDataDir();
    const scratch = kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    try {
      let server = await ownServer(dataDir, scratch?.url);
      const { email, password } = await signedUpClient(server.url);
      expect(await server.stop()).toBe(0);
      expect(server.output()).toContain("SIGTERM received");
      server = await ownServer(dataDir, scratch?.url);
      const response = await new TestClient(server.url).continueWithEmail(email, password);
      expect(response.status).toBe(302);
      await server.stop();
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("names each bad setting and refuses to start", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", PORT: "not-a-port", DATABASE_URL: "mysql://nope", DATA_DIR: tempDataDir() },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
  });
});
