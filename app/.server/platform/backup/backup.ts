/**
 * `npm run backup -- FILE`: the database (a consistent copy, taken in one transaction), the photos the database
 * names and the generated auth secret, in one archive (archive.ts). On PostgreSQL the script reads the database
 * itself. On the embedded database a running server holds the data folder (data-lock.ts), so the server takes the
 * copy: it listens on a socket inside the data folder (only its owner can reach it) and dumps on request.
 */
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createS3Storage } from "../../media/s3";
import { createLocalStorage, type MediaStorage } from "../../media/storage";
import { lockDataDir } from "../data-lock";
import { migrationsFolder } from "../db/client";
import { pgliteQueries, type PgliteQueries } from "../db/pglite-queries";
import { readSettings, type Settings } from "../settings";
import { type Manifest, writeArchive } from "./archive";
import { dumpTables, lastMigrationTime, type Queryable } from "./tables";

/** The socket a server on the embedded database answers backup requests on. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, "backup.sock");

type Dumped = { tables: Record<string, number>; migrationWhen: number | undefined };

async function dumpWith(q: Queryable, folder: string): Promise<Dumped> {
  return { tables: await dumpTables(q, folder), migrationWhen: await lastMigrationTime(q) };
}

/** Dumps the embedded database in one transaction: PGlite runs nothing else until it ends. */
const dumpPglite = (client: Pick<PgliteQueries, "transaction">, folder: string) =>
  client.transaction((tx) => dumpWith(tx as unknown as Queryable, folder));

/**
 * Serves dump requests on the data folder's socket: a request is one JSON line naming an empty folder, the answer
 * one JSON line with the row counts (or an error). Returns the function that stops it.
 */
export async function serveBackupSocket(
  dataDir: string,
  client: Pick<PgliteQueries, "transaction">,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // A socket's path is limited to ~107 bytes: a deeper data folder serves no backups while running.
  if (Buffer.byteLength(socketPath) > 100) {
    console.warn(`No backup socket: ${socketPath} is too long a path. Stop the server to take a backup.`);
    return async () => undefined;
  }
  await rm(socketPath, { force: true }); // left by a process that ended without closing it; we hold the lock
  const server: Server = createServer((socket) => {
    const lines = createInterface({ input: socket });
    lines.once("line", (line) => {
      lines.close();
      void (async () => {
        try {
          const { folder } = JSON.parse(line) as { folder: string };
          socket.end(`${JSON.stringify(await dumpPglite(client, folder))}\n`);
        } catch (error) {
          socket.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
        }
      })();
    });
    socket.on("error", () => undefined);
  });
  const previous = process.umask(0o177); // the socket file is created 0600: only this user may connect
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(previous);
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

async function askServer(dataDir: string, folder: string): Promise<Dumped> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) {
    throw new Error(`The server using ${dataDir} serves no backup socket (${socketPath}): stop it, then back up.`);
  }
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = createConnection(socketPath, () => socket.write(`${JSON.stringify({ folder })}\n`));
    let text = "";
    socket.on("data", (chunk) => (text += String(chunk)));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  const parsed = JSON.parse(answer) as Dumped & { error?: string };
  if (parsed.error) throw new Error(`The running server could not dump its database: ${parsed.error}`);
  return parsed;
}

async function dumpDatabase(settings: Settings, folder: string): Promise<Dumped> {
  if (settings.DATABASE_URL) {
    const client = new pg.Client({ connectionString: settings.DATABASE_URL });
    await client.connect();
    try {
      // One snapshot for every table while the instances keep writing.
      await client.query("begin isolation level repeatable read read only");
      const dumped = await dumpWith(client as unknown as Queryable, folder);
      await client.query("commit");
      return dumped;
    } finally {
      await client.end();
    }
  }
  let unlock: (() => Promise<void>) | undefined;
  try {
    unlock = await lockDataDir(settings.dataDir);
  } catch (error) {
    if (!/in use by another Tipped process/.test((error as Error).message)) throw error;
    return askServer(settings.dataDir, folder); // the server is running: it takes the copy
  }
  try {
    if (!existsSync(path.join(settings.dataDir, "db", "PG_VERSION"))) {
      throw new Error(`No database in ${settings.dataDir} (no db/ folder): nothing to back up.`);
    }
    const client = await PGlite.create(path.join(settings.dataDir, "db"));
    try {
      return await dumpPglite(pgliteQueries(client).direct, folder);
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}

export const mediaStorageFor = async (settings: Settings): Promise<MediaStorage> =>
  settings.s3 ? createS3Storage(settings.s3) : createLocalStorage(path.join(settings.dataDir, "media"));

/** The journal's entry for a migration's creation time. */
export function journalEntry(when: number, folder = migrationsFolder()): { tag: string; when: number; idx: number } {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number; idx: number }[];
  };
  const entry = journal.entries.find((candidate) => candidate.when === when);
  if (!entry) throw new Error(`No migration created at ${when} in this version of Tipped`);
  return entry;
}

export async function backup(options: {
  env: NodeJS.ProcessEnv;
  file: string;
  appVersion: string;
  log?: (line: string) => void;
}): Promise<Manifest> {
  const log = options.log ?? (() => undefined);
  const settings = readSettings(options.env);
  const file = path.resolve(options.file);
  const staging = await mkdtemp(path.join(path.dirname(file), ".tipped-backup-"));
  try {
    const databaseFolder = path.join(staging, "database");
    await mkdir(databaseFolder);
    const dumped = await dumpDatabase(settings, databaseFolder);
    if (dumped.migrationWhen === undefined)
      throw new Error("The database has no migrations applied: nothing to back up.");
    const migration = journalEntry(dumped.migrationWhen);
    log(
      `Database: ${Object.values(dumped.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(dumped.tables).length} tables (migration ${migration.tag})`,
    );

    // The photos the copy names, read after it: a photo added since is not in the copy's rows and not needed.
    const storage = await mediaStorageFor(settings);
    const names = readFileSync(path.join(databaseFolder, "stored_files.ndjson"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { full_path: string }).full_path);
    let files = 0;
    for (const name of names) {
      const body = await storage.get(name);
      if (!body) {
        log(`Photo ${name} is named in the database but missing from the store; left out.`);
        continue;
      }
      const target = path.join(staging, "media", name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
      files += 1;
    }
    log(`Photos: ${files} files (${settings.s3 ? `bucket ${settings.s3.bucket}` : "local"})`);

    // A generated secret signs sessions and seals two-factor secrets: the restored instance needs the same one.
    const secret = path.join(settings.dataDir, "auth-secret");
    if (existsSync(secret)) await copyFile(secret, path.join(staging, "auth-secret"));

    return await writeArchive(staging, file, {
      format: "tipped-backup",
      formatVersion: 1,
      appVersion: options.appVersion,
      createdAt: new Date().toISOString(),
      database: {
        source: settings.DATABASE_URL ? "postgres" : "pglite",
        migration: { tag: migration.tag, when: migration.when },
        tables: dumped.tables,
      },
      photos: { source: settings.s3 ? "s3" : "local", files },
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
