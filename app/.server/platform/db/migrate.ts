/**
 * Applies the committed migrations as Drizzle's migrator does (the same table, hashes and order), all pending ones
 * in one transaction, and names the one that failed: a failed start says which migration and leaves the database
 * exactly as it was (the failed migration's statements and any applied before it in this start are rolled back).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { readMigrationFiles } from "drizzle-orm/migrator";

/** A migration failed: nothing of this start's migrations was kept. */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    readonly applied: string | undefined,
    cause: unknown,
  ) {
    // Drizzle wraps the database's error ("Failed query: …"); the database's own words are the reason.
    let root = cause;
    while (root instanceof Error && root.cause instanceof Error) root = root.cause;
    const reason = root instanceof Error ? root.message.split("\n", 1)[0] : String(root);
    super(
      `Migration ${migration} failed: ${reason}. The database was left as it was (its newest migration is still ` +
        `${applied ?? "none"}): fix the cause or go back to the previous version, then start again.`,
      { cause },
    );
    this.name = "MigrationFailed";
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- either driver's database
type AnyDb = PgDatabase<PgQueryResultHKT, any>;

export async function applyMigrations(db: AnyDb, folder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const { entries } = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  await db.execute(sql`create schema if not exists "drizzle"`);
  await db.execute(
    sql`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`,
  );
  const result = (await db.execute(
    sql`select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const last = result.rows[0] ? Number(result.rows[0].created_at) : undefined;
  const pending = migrations
    .map((migration, index) => ({ ...migration, tag: entries[index]?.tag ?? String(migration.folderMillis) }))
    .filter((migration) => last === undefined || last < migration.folderMillis);
  if (pending.length === 0) return;
  const applied = entries.find((entry) => entry.when === last)?.tag;
  let current = pending[0]!.tag;
  try {
    await db.transaction(async (tx) => {
      for (const migration of pending) {
        current = migration.tag;
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
        );
      }
    });
  } catch (error) {
    throw new MigrationFailed(current, applied, error);
  }
}
