/**
 * `npm run restore -- FILE [--force]`: checks the whole archive first (archive.ts), refuses a target that holds
 * data unless forced, then brings the target's database up to the archive's migration, loads every row in one
 * transaction, applies this version's newer migrations, and puts the photos back. On the embedded database the
 * restored folder is built beside the data folder and moved in last; nothing is half-restored.
 */
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { lockDataDir } from "../data-lock";
import { migrateOnce, migrationsFolder, openDatabase } from "../db/client";
import { readSettings, type Settings } from "../settings";
import { filesUnder, type Manifest, readArchive } from "./archive";
import { journalEntry, mediaStorageFor } from "./backup";
import { countRows, loadTables, type Queryable } from "./tables";

/** A copy of the migrations folder whose journal stops at `idx`: the schema the archive's rows were written in. */
async function migrationsUpTo(idx: number, into: string): Promise<string> {
  const source = migrationsFolder();
  await cp(source, into, { recursive: true });
  const journalFile = path.join(into, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= idx);
  await writeFile(journalFile, JSON.stringify(journal));
  return into;
}

const rowsIn = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

async function postgresRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return rowsIn(await countRows(client as unknown as Queryable));
  } finally {
    await client.end();
  }
}

async function pgliteRows(folder: string): Promise<number> {
  if (!existsSync(path.join(folder, "PG_VERSION"))) return 0;
  const client = await PGlite.create(folder);
  try {
    return rowsIn(await countRows(client as unknown as Queryable));
  } finally {
    await client.close();
  }
}

function checkCounts(loaded: Record<string, number>, manifest: Manifest) {
  for (const [table, expected] of Object.entries(manifest.database.tables)) {
    if (loaded[table] !== expected)
      throw new Error(`${table} holds ${loaded[table]} rows after loading, not ${expected}`);
  }
}

async function restorePostgres(
  settings: Settings,
  work: string,
  manifest: Manifest,
  migrations: string,
  force: boolean,
) {
  const url = settings.DATABASE_URL!;
  if (force) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public");
    } finally {
      await client.end();
    }
  }
  await migrateOnce(url, migrations);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await loadTables(client as unknown as Queryable, path.join(work, "database"), manifest.database.tables);
    checkCounts(await countRows(client as unknown as Queryable), manifest);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  await migrateOnce(url);
}

/** Builds the restored embedded database in `work/pglite/db`, at this version's newest migration. */
async function buildPglite(work: string, manifest: Manifest, migrations: string): Promise<string> {
  const dataDir = path.join(work, "pglite");
  const atArchive = await openDatabase({ dataDir, migrations });
  try {
    await atArchive.pglite!.transaction(async (tx) => {
      const q = tx as unknown as Queryable;
      await loadTables(q, path.join(work, "database"), manifest.database.tables);
      checkCounts(await countRows(q), manifest);
    });
  } finally {
    await atArchive.close();
  }
  await (await openDatabase({ dataDir })).close(); // this version's newer migrations
  return path.join(dataDir, "db");
}

export async function restore(options: {
  env: NodeJS.ProcessEnv;
  file: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<Manifest> {
  const log = options.log ?? (() => undefined);
  const force = options.force ?? false;
  // The archive's secret is written only after the checks: a stand-in keeps readSettings from generating one.
  const settings = readSettings({ ...options.env, AUTH_SECRET: options.env.AUTH_SECRET || "0".repeat(32) });
  const { dataDir } = settings;
  const unlock = settings.DATABASE_URL ? undefined : await lockDataDir(dataDir);
  const work = await mkdtemp(path.join(dataDir, ".restore-"));
  try {
    const manifest = await readArchive(path.resolve(options.file), work);
    let migration;
    try {
      migration = journalEntry(manifest.database.migration.when);
    } catch {
      throw new Error(
        `The archive was made by a newer Tipped (${manifest.appVersion}, migration ${manifest.database.migration.tag}): ` +
          "upgrade this one first, then restore.",
      );
    }
    log(
      `Archive checked: ${rowsIn(manifest.database.tables)} rows, ${manifest.photos.files} photos, made ${manifest.createdAt}`,
    );

    const localMedia = path.join(dataDir, "media");
    const rows = settings.DATABASE_URL
      ? await postgresRows(settings.DATABASE_URL)
      : await pgliteRows(path.join(dataDir, "db"));
    const photos = settings.s3 ? 0 : (await filesUnder(localMedia)).length;
    if ((rows > 0 || photos > 0) && !force) {
      throw new Error(
        `The target already holds data (${rows} rows, ${photos} photos): restore replaces nothing unless run with --force.`,
      );
    }
    const migrations = await migrationsUpTo(migration.idx, path.join(work, "migrations"));

    const storage = await mediaStorageFor(settings);
    if (settings.s3) {
      for (const name of await filesUnder(path.join(work, "media"))) {
        await storage.put(name, readFileSync(path.join(work, "media", name)));
      }
    }
    if (settings.DATABASE_URL) {
      await restorePostgres(settings, work, manifest, migrations, force);
    } else {
      const built = await buildPglite(work, manifest, migrations);
      const live = path.join(dataDir, "db");
      if (existsSync(live)) await rename(live, path.join(work, "replaced-db"));
      await rename(built, live);
    }
    if (!settings.s3) {
      if (existsSync(localMedia)) await rename(localMedia, path.join(work, "replaced-media"));
      await mkdir(path.join(work, "media"), { recursive: true });
      await rename(path.join(work, "media"), localMedia);
    }
    if (existsSync(path.join(work, "auth-secret")) && !options.env.AUTH_SECRET) {
      await writeFile(path.join(dataDir, "auth-secret"), readFileSync(path.join(work, "auth-secret")), { mode: 0o600 });
    }
    log(
      `Restored into ${settings.DATABASE_URL ? "PostgreSQL" : dataDir}${settings.s3 ? ` and bucket ${settings.s3.bucket}` : ""}.`,
    );
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    await unlock?.();
  }
}
