/**
 * The database as rows: every table of the public schema written as one JSON line per row, and read back into a
 * database at the same migration. The same on PGlite and PostgreSQL in both directions, so an embedded instance's
 * backup restores onto PostgreSQL; values travel as PostgreSQL's own JSON forms (timestamps, bytea as hex, arrays
 * and jsonb as JSON) and json_populate_recordset reads them back into the column types.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";

/** What both drivers' clients (pg.Client, a PGlite transaction) can do. */
export type Queryable = {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the public schema, each after the tables its foreign keys point at (so rows insert in order). */
export async function tablesInOrder(q: Queryable): Promise<string[]> {
  const { rows: tables } = await q.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const { rows: links } = await q.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle: ${[...path, table].join(" → ")}`);
    for (const link of links) if (link.child === table) visit(link.parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

/** Writes every table to `folder/<table>.ndjson`, reading through a cursor; returns each table's row count. */
export async function dumpTables(q: Queryable, folder: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInOrder(q)) {
    const out = createWriteStream(path.join(folder, `${table}.ndjson`));
    let count = 0;
    await q.query(
      `declare tipped_dump no scroll cursor for select row_to_json(t)::text as row from ${quoted(table)} t`,
    );
    try {
      for (;;) {
        const { rows } = await q.query<{ row: string }>("fetch 500 from tipped_dump");
        if (rows.length === 0) break;
        if (!out.write(rows.map((row) => `${row.row}\n`).join(""))) await once(out, "drain");
        count += rows.length;
      }
    } finally {
      await q.query("close tipped_dump");
    }
    out.end();
    await once(out, "close");
    counts[table] = count;
  }
  return counts;
}

/**
 * Inserts the rows of `folder/<table>.ndjson` for each table named in `counts`, in foreign-key order, then moves
 * each serial column's sequence past its largest value. Run inside the caller's transaction.
 */
export async function loadTables(q: Queryable, folder: string, counts: Record<string, number>): Promise<void> {
  const present = await tablesInOrder(q);
  const unknown = Object.keys(counts).filter((table) => !present.includes(table));
  if (unknown.length > 0)
    throw new Error(`The archive holds tables this database does not have: ${unknown.join(", ")}`);
  for (const table of present) {
    if (!(table in counts)) continue;
    let batch: string[] = [];
    let loaded = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await q.query(
        `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1::json)`,
        [`[${batch.join(",")}]`],
      );
      loaded += batch.length;
      batch = [];
    };
    const lines = createInterface({
      input: createReadStream(path.join(folder, `${table}.ndjson`)),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      if (line === "") continue;
      batch.push(line);
      if (batch.length >= 500) await flush();
    }
    await flush();
    if (loaded !== counts[table])
      throw new Error(`${table}: the archive lists ${counts[table]} rows but holds ${loaded}`);
  }
  const { rows: serials } = await q.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    await q.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      [quoted(table), column],
    );
  }
}

/** Each table's row count, for the manifest's check and the tests. */
export async function countRows(q: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInOrder(q)) {
    const { rows } = await q.query<{ n: string | number }>(`select count(*) as n from ${quoted(table)}`);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

/** The newest applied migration's creation time (drizzle's journal "when"), or undefined before the first. */
export async function lastMigrationTime(q: Queryable): Promise<number | undefined> {
  const { rows } = await q.query<{ created_at: string | number }>(
    `select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return rows[0] ? Number(rows[0].created_at) : undefined;
}
