/**
 * The embedded database's statements kept parsed (platform/db/pglite-queries.ts): the same answers as PGlite's own
 * `query`, never inside another caller's transaction, and a bounded number kept.
 */
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { pgliteQueries } from "~/.server/platform/db/pglite-queries";
import { tempDataDir } from "../support/test-server";

const folder = tempDataDir("tipped-queries-");
let client: PGlite;
let queries: ReturnType<typeof pgliteQueries>;
const KEPT = 4;

beforeAll(async () => {
  cpSync(inject("template"), folder, { recursive: true });
  client = await PGlite.create(path.join(folder, "db"));
  queries = pgliteQueries(client, KEPT);
  await client.exec("create table kept_test (id int primary key, note text, at timestamptz, ok boolean, data jsonb)");
});
afterAll(async () => {
  await client?.close();
  rmSync(folder, { recursive: true, force: true });
});

const preparedCount = async () =>
  Number((await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n);

it("answers as PGlite's own query does, for every parameter and column type, again and again", async () => {
  const at = new Date("2026-03-29T01:30:00.000Z");
  const insert = "insert into kept_test (id, note, at, ok, data) values ($1, $2, $3, $4, $5) returning id";
  for (let id = 1; id <= 3; id++) {
    const inserted = await queries.drizzle.query(insert, [id, `note ${id}`, at, id % 2 === 1, { id, tags: ["a"] }]);
    expect(inserted.rows).toEqual([{ id }]);
    expect(inserted.affectedRows).toBe(1);
  }
  const select = "select id, note, at, ok, data, array[id, id] as pair from kept_test where id >= $1 order by id";
  for (const rowMode of ["object", "array"] as const) {
    const kept = await queries.drizzle.query(select, [2], { rowMode });
    const own = await client.query(select, [2], { rowMode });
    expect(kept.rows).toEqual(own.rows);
    expect(kept.fields).toEqual(own.fields);
  }
  expect((await queries.drizzle.query<{ ok: boolean }>(select, [3])).rows).toEqual([
    { id: 3, note: "note 3", at, ok: true, data: { id: 3, tags: ["a"] }, pair: [3, 3] },
  ]);
  const updated = await queries.drizzle.query("update kept_test set note = $1 where id > $2", [null, 1]);
  expect(updated.affectedRows).toBe(2);
  expect((await client.query("select count(*)::int as n from kept_test where note is null")).rows).toEqual([{ n: 2 }]);
});

it("keeps at most its bound of statements, the least recently used closed first", async () => {
  const before = await preparedCount();
  for (let n = 0; n < KEPT + 3; n++) await queries.drizzle.query(`select ${n} as n where $1::int > 0`, [1]);
  // The newest statements are kept, the closes of the oldest done by the next call outside a transaction.
  await queries.drizzle.query("select 1 as n");
  expect(await preparedCount()).toBe(KEPT);
  expect(before).toBeLessThanOrEqual(KEPT);
  const direct = await queries.direct.query("select $1::int + 1 as n", [41]);
  expect(direct.rows).toEqual([{ n: 42 }]);
  expect(await preparedCount()).toBe(KEPT); // parsed each time: nothing kept
});

it("a failing statement throws the database's error and the next one runs; a statement that does not parse is not kept", async () => {
  const insert = "insert into kept_test (id, note) values ($1, $2)";
  await queries.drizzle.query(insert, [10, "first"]);
  await expect(queries.drizzle.query(insert, [10, "again"])).rejects.toMatchObject({ code: "23505" });
  await queries.drizzle.query(insert, [11, "after"]);
  await expect(queries.drizzle.query("select nonsense from", [])).rejects.toMatchObject({ code: "42601" });
  const names = await client.query<{ statement: string }>("select statement from pg_prepared_statements");
  expect(names.rows.map((row) => row.statement)).not.toContain("select nonsense from");
  expect((await queries.drizzle.query("select note from kept_test where id = $1", [11])).rows).toEqual([
    { note: "after" },
  ]);
});

it("a statement sent while a transaction is open waits for its end, so it never joins or sees it", async () => {
  const db = drizzle({ client: queries.drizzle as unknown as PGlite });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inserted!: () => void;
  const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
  const order: string[] = [];
  const rolledBack = db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into kept_test (id, note) values (20, 'uncommitted')`);
      inserted();
      await held;
      order.push("transaction ends");
      throw new Error("roll back");
    })
    .catch((error: Error) => error.message);
  await insertedOnce;
  const outside = db.execute(sql`select count(*)::int as n from kept_test where id = 20`).then((result) => {
    order.push("outside answered");
    return result.rows;
  });
  const alsoDirect = queries.direct.query("select count(*)::int as n from kept_test where id = 20").then((result) => {
    order.push("direct answered");
    return result.rows;
  });
  await new Promise((resolve) => setTimeout(resolve, 50)); // both would have answered by now, were they let in
  expect(order).toEqual([]);
  release();
  expect(await rolledBack).toBe("roll back");
  expect(await outside).toEqual([{ n: 0 }]);
  expect(await alsoDirect).toEqual([{ n: 0 }]);
  expect(order[0]).toBe("transaction ends");
});

it("statements in a transaction are kept parsed too, and a failure there rolls the whole transaction back", async () => {
  const db = drizzle({ client: queries.drizzle as unknown as PGlite });
  const attempt = db.transaction(async (tx) => {
    await tx.execute(sql`insert into kept_test (id, note) values (${30}, ${"in a transaction"})`);
    await tx.execute(sql`insert into kept_test (id, note) values (${30}, ${"twice"})`);
  });
  await expect(attempt).rejects.toThrow();
  expect((await client.query("select count(*)::int as n from kept_test where id = 30")).rows).toEqual([{ n: 0 }]);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into kept_test (id, note) values (${31}, ${"committed"})`);
  });
  expect((await client.query("select note from kept_test where id = 31")).rows).toEqual([{ note: "committed" }]);
});
