import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { PGlite, types } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describeDatabaseStartError } from "./errors";
import { applyMigrations, MigrationFailed } from "./migrate";
import { pgliteQueries, type PgliteQueries } from "./pglite-queries";
import { PoolClient } from "./postgres-client";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: everything above the driver speaks the same Drizzle dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection pool on PostgreSQL (Drizzle's; the metrics read its counts). */
  pool?: pg.Pool;
  /** The embedded database's statements, for what Drizzle does not say (the backup's dump); nothing uses PGlite itself. */
  pglite?: PgliteQueries;
  /**
   * PostgreSQL only (the embedded database has one process: nothing to hear from another). Runs LISTEN on a
   * channel; returns the function that stops listening. A lost listening connection is opened again with backoff,
   * and `onReconnect` runs once it listens again: notifications sent while it was away are lost, so the caller must
   * treat everything as changed.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** Any number of instances may start together: one migrates under this lock while the others wait, then see it done. */
const MIGRATION_LOCK_ID = 7_311_402_014; // an arbitrary constant, the same in every build

/** Waits before the nth reconnection attempt: 0.25 s doubling to 10 s, with jitter so instances do not stampede. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(10_000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base / 2 + Math.random() * (base / 2));
}

/**
 * Migration 0011 reads the events of existing profiles in the zone this server ran in, so each keeps its instants:
 * that zone is named to the migrating session here, as the database's own zone may differ from the server process's.
 */
const SERVER_TIME_ZONE_SETTING = "select set_config('tipped.server_time_zone', $1, false)";
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Committed migrations live in drizzle/ at the project root; found by walking up from this module. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Could not find the drizzle/ migrations folder");
    dir = parent;
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Another migrations folder (a restore brings a database up to its archive's migration first). */
  migrations?: string;
}): Promise<Database> {
  const migrations = options.migrations ?? migrationsFolder();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrations);
  return openPglite(path.join(options.dataDir, "db"), migrations);
}

/**
 * PGlite's own start flags plus smaller buffers (docs/decisions/0011-memory.md): its default shared_buffers of
 * 128 MB is most of a small server's memory once touched; 16 MB keeps the working set of one site's pages and
 * rollups, and the operating system's file cache still holds the rest of the data folder.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...["-c", "shared_buffers=16MB", "-c", "temp_buffers=1MB", "-c", "wal_buffers=1MB"],
];

/**
 * Creates a new PGlite data folder (initdb) in a short-lived child process. Run in the server's own process,
 * initdb leaves ~150 MB resident for good: PGlite copies its whole WebAssembly heap while initdb runs, and the
 * freed copies stay in the C allocator's arenas (docs/decisions/0011-memory.md). The server then opens the folder
 * as on any later start. The child compiles PGlite's WebAssembly with V8's baseline compiler alone: it runs initdb
 * once and exits, before optimised code would pay back.
 */
async function initPgliteFolder(folder: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((client) => client.close());`;
  const args = ["--liftoff-only", "-e", script, pglite, folder, JSON.stringify(PGLITE_START_PARAMS)];
  await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, NODE_OPTIONS: "" },
  });
}

/**
 * Drizzle reads dates, times and intervals as PostgreSQL's text, and gives PGlite these parsers with every query;
 * PGlite would copy its whole parser table (some 320 types) for each (docs/decisions/0021). The instance is made
 * with them instead, and every statement reaches it through `pgliteQueries`, which answers with the instance's
 * parsers: the same values.
 */
const asText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asText,
  ]),
);

async function openPglite(folder: string, migrations: string): Promise<Database> {
  mkdirSync(folder, { recursive: true });
  if (!existsSync(path.join(folder, "PG_VERSION"))) await initPgliteFolder(folder);
  const client = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS, parsers: DRIZZLE_PARSERS });
  const queries = pgliteQueries(client);
  // Drizzle takes a PGlite: it calls only `query` and `transaction`.
  const db = drizzlePglite({ client: queries.drizzle as unknown as PGlite, schema }) as unknown as Db;
  await queries.direct.query(SERVER_TIME_ZONE_SETTING, [serverTimeZone()]);
  try {
    // Statements run once: not kept parsed.
    await applyMigrations(drizzlePglite({ client: queries.direct as unknown as PGlite, schema }), migrations);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return {
    db,
    kind: "pglite",
    pglite: queries.direct,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, migrations: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: PoolClient });
  // A checked-out client whose connection is cut between statements (inside a transaction) emits "error" with no
  // listener of the pool's, which would end the process (connections terminated during a like burst):
  // its next statement fails instead, the transaction rolls back and the request answers 503.
  pool.on("connect", (client) => client.on("error", () => undefined));
  // An idle connection the server drops (restart, failover, pg_terminate_backend) emits here; the pool discards
  // it and opens a fresh one on the next query. Without this handler the error would end the process.
  pool.on("error", (error) => console.error("PostgreSQL dropped an idle connection:", error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  try {
    await migrateOnce(url, migrations);
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof MigrationFailed) throw error;
    throw new Error(describeDatabaseStartError(error, url), { cause: error });
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    pool,
    async listen(channel, onPayload, onReconnect) {
      const stop = await listenWithReconnect(url, channel, onPayload, onReconnect);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * Applies the committed migrations once, under a session-level advisory lock on a connection of its own. An
 * instance that waited finds them applied and does nothing; an older build beside a newer one skips migrations
 * it does not know (Drizzle compares by creation time), so a rolling start is safe.
 */
export async function migrateOnce(url: string, migrations = migrationsFolder()): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined); // a failure surfaces through the awaited queries below
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await client.query(SERVER_TIME_ZONE_SETTING, [serverTimeZone()]);
    await applyMigrations(drizzlePg({ client, schema }), migrations);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** LISTEN needs a connection of its own that stays open; when it is lost, a new one listens again. */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: (() => void) | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || stopped) return;
      lost = true;
      console.error(`PostgreSQL LISTEN connection lost${error ? `: ${error.message}` : ""}; reconnecting`);
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    client.on("error", () => undefined); // until it listens, a failure rejects connect() or the LISTEN below
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on("error", onLost);
    client.on("end", () => onLost());
    current = client;
  }

  function scheduleReconnect() {
    if (stopped) return;
    attempt += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          console.error("PostgreSQL LISTEN connection restored");
          onReconnect?.();
        },
        (error: unknown) => {
          console.error(`PostgreSQL LISTEN reconnect failed: ${error instanceof Error ? error.message : error}`);
          scheduleReconnect();
        },
      );
    }, reconnectDelay(attempt));
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
