// A migration that fails stops the start with its name and leaves the database as it was: the failed migration's
// own statements and a migration applied before it in the same start are rolled back together.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { migrationsFolder, openDatabase } from "~/.server/platform/db/client";
import { freshDatabase } from "../support/fresh-server";
import { tempDataDir } from "../support/test-server";

const database = await freshDatabase();
afterAll(() => database.drop());

/** This version's migrations and two more: one that works, then one whose second statement fails. */
function brokenFolder(): { folder: string; newest: string } {
  const folder = path.join(tempDataDir("tipped-migrations-"), "drizzle");
  onTestFinished(() => rmSync(path.dirname(folder), { recursive: true, force: true }));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const newest = journal.entries.at(-1)!;
  const add = (tag: string, body: string, offset: number) => {
    writeFileSync(path.join(folder, `${tag}.sql`), body);
    journal.entries.push({ ...newest, idx: newest.idx + offset, when: newest.when + offset * 1000, tag });
  };
  add("9998_works", `CREATE TABLE "probe_works" ("id" text PRIMARY KEY);`, 1);
  add(
    "9999_broken",
    `CREATE TABLE "probe_broken" ("id" text PRIMARY KEY);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" text;`,
    2,
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, newest: newest.tag };
}

const options = () => ({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL });

async function state() {
  const opened = await openDatabase(options());
  try {
    const tables = (await opened.db.execute(
      sql`select table_name from information_schema.tables where table_name like 'probe_%'`,
    )) as unknown as { rows: { table_name: string }[] };
    const applied = (await opened.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    return { probes: tables.rows.map((row) => row.table_name), migrations: applied.rows[0]!.n };
  } finally {
    await opened.close();
  }
}

describe("a failed migration", () => {
  it("stops the start naming the migration and leaves the database as it was", async () => {
    const before = await state();
    const { folder, newest } = brokenFolder();
    const start = openDatabase({ ...options(), migrations: folder });
    await expect(start).rejects.toThrow(/^Migration 9999_broken failed: relation "no_such_table" does not exist\./);
    await expect(start).rejects.toThrow(`its newest migration is still ${newest}`);
    // Neither the broken migration's first statement nor the working migration before it was kept.
    expect(await state()).toEqual(before);
    expect(before.probes).toEqual([]);
  });
});
