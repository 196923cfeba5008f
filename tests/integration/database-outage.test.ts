/**
 * A dropped database connection during a save answers 503 and loses no acknowledged write. The server
 * reaches PostgreSQL through a TCP relay of the test's own, which the test cuts (every open connection reset, new
 * ones refused) and then restores, as a failover or a restart would.
 */
import { createServer, type Server, type Socket, connect } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "~/.server/platform/db/client";
import { isDatabaseUnavailable } from "~/.server/platform/db/errors";
import { completedPerformer, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { freshDatabase } from "../support/fresh-server";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { startServer } from "../support/test-server";

const onPostgres = inject("databaseKind") === "postgres";

type Relay = { port: number; cut: () => void; restore: () => void; close: () => Promise<void> };

async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  let open = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    cut() {
      open = false;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// PGlite runs inside the server process: there is no connection to drop.
describe.skipIf(!onPostgres)("a database outage during a save (PostgreSQL)", async () => {
  if (!onPostgres) return;
  const database = await freshDatabase();
  const direct = new URL(database.env.DATABASE_URL!);
  const relay = await startRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
  const relayed = new URL(direct);
  relayed.port = String(relay.port);
  const server = await startServer({
    env: { ...INTEGRATION_SERVER_ENV, DATABASE_URL: relayed.toString() },
    dataDir: database.dataDir,
  });
  afterAll(async () => {
    await server.stop();
    await relay.close();
    await database.drop();
  });

  it("answers 503 with a message while the database is gone, keeps running, and saves once it is back", async () => {
    const { client, uid } = await completedPerformer(server.url);
    const edit = (description: string) =>
      client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, description });

    relay.cut();
    const refused = await edit("Written during the outage");
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("nothing was saved");
    expect(server.process.exitCode).toBeNull();

    relay.restore();
    let saved = await edit("Written after the outage");
    // The pool may hand out one connection that died with the relay before it notices; a retry is what a visitor does.
    if (saved.status === 503) saved = await edit("Written after the outage");
    expect(saved.status).toBe(302);

    const page = await (await client.get(`/profile/${uid}`)).text();
    expect(page).toContain("Written after the outage");
    expect(page).not.toContain("Written during the outage");
  });

  it("answers 503 with Retry-After for pages and files that need the database while it is gone", async () => {
    const { client, uid } = await completedPerformer(server.url);
    relay.cut();
    try {
      const answers = {
        "profile page": await new TestClient(server.url).get(`/profile/${uid}`),
        dashboard: await client.get("/dashboard"),
        "share card": await new TestClient(server.url).get(`/profile/${uid}/card.png`),
      };
      for (const [what, answer] of Object.entries(answers)) {
        expect(answer.status, what).toBe(503);
        expect(answer.headers.get("retry-after"), what).toBe("5");
      }
      // The owner's page says what happened, in words rather than a status line.
      const dashboard = /<main[^>]*>([\s\S]*?)<\/main>/.exec(await answers.dashboard.text())?.[1] ?? "";
      expect(dashboard).toMatch(/<h1[^>]*>Temporarily unavailable<\/h1>/);
      expect(dashboard).toContain("We could not reach our database");
      // Liveness stays up (restarting would not help); readiness says the instance cannot serve.
      expect((await fetch(`${server.url}/api/live`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    } finally {
      relay.restore();
    }
    expect(server.process.exitCode).toBeNull();
  });

  it("a transaction that cannot get a connection is an outage too (503), not an error of the request", async () => {
    const opened = await openDatabase({ databaseUrl: relayed.toString(), dataDir: database.dataDir });
    try {
      relay.cut();
      // A query's failure comes wrapped by Drizzle; a transaction's connect is the pool's own, unwrapped.
      const failure = await opened.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((error) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      relay.restore();
      await opened.close();
    }
  });
});
