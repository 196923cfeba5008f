import { rmSync } from "node:fs";
import { afterAll, inject, TestRunner } from "vitest";
import type { Database, openDatabase as OpenDatabase } from "~/.server/platform/db/client";
import type { Runtime } from "~/.server/runtime";
import { startOutsideWorld, type OutsideWorld } from "../fakes/outside-world.mjs";
import { INTEGRATION_SERVER_ENV } from "./integration-env";
import { createScratchDatabase } from "./postgres";
import { startInProcessServer } from "./in-process-server";
import { copyPgliteFolder, startServer, tempDataDir } from "./test-server";

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
  /** The server's runtime, when it runs in this process (in-process-server.ts). */
  runtime?: Runtime;
  /** Reads or writes the server's database directly. */
  withDatabase: <T>(run: (database: Database) => Promise<T>) => Promise<T>;
};

/**
 * The production build's app on a fresh database and its own fake outside world, for the test file that calls it
 * (at its top level: `const server = await startFreshServer()`); stopped after the file. It runs in this test
 * file's process (in-process-server.ts), or with `process: true` as a process of its own, for the few files about
 * what a process does (the modules it loads). A test that moves time gives the server its clock (`now`).
 */
export async function startFreshServer(
  options: {
    env?: Record<string, string>;
    process?: boolean;
    /** The server's wall clock for what its pages say about the time (Runtime.now): in-process servers only. */
    now?: () => number;
  } = {},
): Promise<FreshServer> {
  if (options.process && options.now) throw new Error("A server process keeps its own clock: `now` is in-process only");
  // Its server stops after the file (afterAll), which a hook registered inside a test never does: the process would
  // outlive the run.
  if (TestRunner.getCurrentTest())
    throw new Error("startFreshServer belongs at a test file's top level, not inside a test");
  const [database, outside] = await Promise.all([freshDatabase(), startOutsideWorld()]);
  const env = { ...INTEGRATION_SERVER_ENV, ...outside.env, ...database.env, ...options.env };
  const server = options.process
    ? await startServer({ env, dataDir: database.dataDir })
    : await startInProcessServer({ env, dataDir: database.dataDir, now: options.now });
  afterAll(async () => {
    await server.stop();
    await outside.close();
    await database.drop();
  });
  return {
    url: server.url,
    dataDir: database.dataDir,
    outside,
    database,
    output: server.output,
    runtime: "runtime" in server ? server.runtime : undefined,
    withDatabase: async (run) => {
      // The server's own open database: no second owner for a PGlite folder.
      if ("runtime" in server) return run(server.runtime.database as unknown as Database);
      if (database.kind === "pglite") throw new Error("A PGlite folder has one owner: the server process");
      const opened = await database.open();
      try {
        return await run(opened);
      } finally {
        await opened.close();
      }
    },
  };
}
