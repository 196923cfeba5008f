import { rmSync } from "node:fs";
import { afterAll, inject } from "vitest";
import type { Database, openDatabase as OpenDatabase } from "~/.server/platform/db/client";
import { startOutsideWorld, type OutsideWorld } from "../fakes/outside-world.mjs";
import { INTEGRATION_SERVER_ENV } from "./integration-env";
import { createScratchDatabase } from "./postgres";
import { copyPgliteFolder, startServer, tempDataDir, type TestServer } from "./test-server";

export type FreshDatabase = {
  kind: "pglite" | "postgres";
  /** The server's DATA_DIR (on PGlite the database lives in its db/ folder). */
  dataDir: string;
  /** What a server needs in its environment to use this database. */
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
};

/**
 * The database client, loaded by the files that open the database themselves: most files only talk to their server,
 * and each test file loads its modules afresh.
 */
const openDatabase: typeof OpenDatabase = async (options) =>
  (await import("~/.server/platform/db/client")).openDatabase(options);

/** A database of its own, already migrated: a copy of the run's template (see the global setups). */
export async function freshDatabase(): Promise<FreshDatabase> {
  const kind = inject("databaseKind");
  const template = inject("template");
  const dataDir = tempDataDir();
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") {
    copyPgliteFolder(template, dataDir);
    return { kind, dataDir, env: {}, open: () => openDatabase({ dataDir }), drop: async () => removeDataDir() };
  }
  const templateName = new URL(template).pathname.slice(1);
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, templateName);
  return {
    kind,
    dataDir,
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, dataDir }),
    async drop() {
      await scratch.drop();
      removeDataDir();
    },
  };
}

export type FreshServer = {
  url: string;
  dataDir: string;
  /** The fake geocoder and YouTube this server talks to; its request log belongs to this file alone. */
  outside: OutsideWorld;
  database: FreshDatabase;
  /** What the server process wrote to stdout and stderr so far. */
  output: () => string;
  /** Reads or writes the server's database directly. */
  withDatabase: <T>(run: (database: Database) => Promise<T>) => Promise<T>;
};

/**
 * The production build as a process of its own, on a fresh database and its own fake outside world, for the test
 * file that calls it (at its top level: `const server = await startFreshServer()`); stopped after the file.
 */
export async function startFreshServer(options: { env?: Record<string, string> } = {}): Promise<FreshServer> {
  const [database, outside] = await Promise.all([freshDatabase(), startOutsideWorld()]);
  const env = { ...INTEGRATION_SERVER_ENV, ...outside.env, ...database.env, ...options.env };
  let server: TestServer = await startServer({ env, dataDir: database.dataDir });
  afterAll(async () => {
    await server.stop();
    await outside.close();
    await database.drop();
  });

  async function withOpenDatabase<T>(run: (opened: Database) => Promise<T>): Promise<T> {
    const opened = await database.open();
    try {
      return await run(opened);
    } finally {
      await opened.close();
    }
  }

  return {
    url: server.url,
    dataDir: database.dataDir,
    outside,
    database,
    output: () => server.output(),
    async withDatabase(run) {
      if (database.kind === "postgres") return withOpenDatabase(run);
      // A PGlite folder has one owner: the server steps aside and comes back at the same address.
      await server.stop();
      try {
        return await withOpenDatabase(run);
      } finally {
        server = await startServer({ env, dataDir: database.dataDir, port: server.port });
      }
    },
  };
}
