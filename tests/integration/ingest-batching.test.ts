/**
 * Tracking hits are stored by group commit (app/.server/analytics/hit-batcher.ts). Many hits at once
 * are all stored and counted exactly; a batch whose statement fails answers 503 to every hit in it, and a 2xx
 * still means stored: afterwards the stored events equal the acknowledged ones, exactly.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { type PendingHit, writeBatch } from "~/.server/analytics/batch-statement";
import { rollUpOlderHits } from "~/.server/analytics/older-hits";
import { pendingHit } from "../support/hit-fixtures";
import type { Database, Db } from "~/.server/platform/db/client";
import { KEEP_PARSED } from "~/.server/platform/db/postgres-client";
import * as schema from "~/.server/platform/db/schema";
import { completedPerformer, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer({ env: { TRACKING_RATE_LIMIT_MAX: "100000" } });
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let counter = 0;
const hit = (body: Record<string, unknown>) =>
  new TestClient(server.url).request("/api/analytics/hit", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
    body: JSON.stringify(body),
  });
const view = (uid: string, tag = "ok") => ({
  type: "profile_view",
  profileId: uid,
  visitorId: `visitor_${Date.now()}_${tag}${(counter += 1)}`,
});
const click = (uid: string) => ({
  ...view(uid),
  type: "link_click",
  linkType: "venmo",
  linkUrl: "https://venmo.com/u/x",
});

/** The stored events and rollups of each profile, read in one visit to the database (on PGlite each visit restarts the server). */
async function countsOf(...uids: string[]) {
  return server.withDatabase((database) => readCounts(database, uids));
}

async function readCounts({ db }: Database, uids: string[]) {
  const all: Array<Record<string, number>> = [];
  for (const uid of uids) {
    const { rows } = (await db.execute(sql`
      select (select count(*) from analytics_events where profile_id = ${uid})::int as events,
        (select count(*) from analytics_events where profile_id = ${uid} and type = 'link_click')::int as clicks,
        (select total_profile_views from analytics_summary where profile_id = ${uid})::int as summary_views,
        (select total_link_clicks from analytics_summary where profile_id = ${uid})::int as summary_clicks,
        (select coalesce(sum(views), 0) from analytics_daily where profile_id = ${uid})::int as daily_views,
        (select coalesce(sum(clicks), 0) from analytics_links where profile_id = ${uid})::int as link_clicks,
        (select count(*) from analytics_events where profile_id = ${uid} and amount is not null)::int as amount_events,
        (select coalesce(sum(clicks), 0) from analytics_amounts where profile_id = ${uid})::int as amount_clicks`)) as {
      rows: Array<Record<string, number>>;
    };
    all.push(rows[0]!);
  }
  return all;
}

const counts = async (uid: string) => (await countsOf(uid))[0]!;

async function dropFailTrigger({ db }: Database) {
  await db.execute(sql.raw(`drop trigger fail_marked_hit on analytics_events`));
  await db.execute(sql.raw(`drop function fail_marked_hit()`));
}

describe("tracking hits stored by group commit", () => {
  it("stores every one of many simultaneous hits, with exact rollups, and answers 201 to each", async () => {
    const owner = await completedPerformer(server.url);
    const other = await completedPerformer(server.url);
    const bodies = [
      ...Array.from({ length: 150 }, () => view(owner.uid)),
      // One click in five chose a preset amount.
      ...Array.from({ length: 50 }, (_, index) =>
        index % 5 === 0 ? { ...click(owner.uid), amount: 5 } : click(owner.uid),
      ),
      ...Array.from({ length: 30 }, () => view(other.uid)),
      ...Array.from({ length: 5 }, () => view("no-such-profile")),
    ];
    const statuses = await Promise.all(bodies.map(async (body) => (await hit(body)).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(230);
    expect(statuses.filter((status) => status === 404)).toHaveLength(5);

    const [ownerCounts, otherCounts] = await countsOf(owner.uid, other.uid);
    expect(ownerCounts).toEqual({
      events: 200,
      clicks: 50,
      summary_views: 150,
      summary_clicks: 50,
      daily_views: 150,
      link_clicks: 50,
      amount_events: 10,
      amount_clicks: 10,
    });
    expect(otherCounts!.events).toBe(30);
  });

  it("a hit PostgreSQL could not store (a NUL character) is refused alone, not with the batch it arrived with", async () => {
    const owner = await completedPerformer(server.url);
    const bodies = [
      ...Array.from({ length: 20 }, () => view(owner.uid)),
      { ...click(owner.uid), linkUrl: "https://venmo.com/u/x\u0000y" },
      ...Array.from({ length: 20 }, () => view(owner.uid)),
    ];
    const statuses = await Promise.all(bodies.map(async (body) => (await hit(body)).status));
    expect(statuses[20]).toBe(400);
    expect(statuses.filter((status) => status === 201)).toHaveLength(40);
    expect((await counts(owner.uid)).events).toBe(40);
  });

  it("a failed batch answers 503 to every hit in it, and only acknowledged hits are stored", async () => {
    const owner = await completedPerformer(server.url);
    // A hit whose visitor id says "fail" makes its whole statement fail, as a database error would.
    await server.withDatabase(async ({ db }) => {
      await db.execute(
        sql.raw(`create or replace function fail_marked_hit() returns trigger language plpgsql as $$
          begin
            if new.visitor_id like '%_fail%' then raise exception 'simulated storage failure'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(`create trigger fail_marked_hit before insert on analytics_events
          for each row execute function fail_marked_hit()`),
      );
    });
    let triggerDropped = false;
    try {
      const bodies = [
        ...Array.from({ length: 40 }, () => view(owner.uid)),
        view(owner.uid, "fail"),
        ...Array.from({ length: 40 }, () => view(owner.uid)),
      ];
      const responses = await Promise.all(bodies.map((body) => hit(body)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
      expect(statuses[40]).toBe(503);
      const refused = responses[40]!;
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toEqual({ error: "The hit could not be stored just now. Please try again." });

      // Logged once per failed batch, by the process that answered (reading the counts restarts it on PGlite).
      expect(server.output()).toContain("tracking hits could not be stored");
      const acknowledged = statuses.filter((status) => status === 201).length;
      // Read and clean up in one visit to the database.
      const stored = await server.withDatabase(async (database) => {
        const [ownerCounts] = await readCounts(database, [owner.uid]);
        await dropFailTrigger(database);
        triggerDropped = true;
        return ownerCounts!;
      });
      expect(stored.events).toBe(acknowledged);
      expect(stored.summary_views ?? 0).toBe(acknowledged);
      expect(stored.daily_views).toBe(acknowledged);
    } finally {
      // Gone already unless the test failed before reading its counts.
      if (!triggerDropped) await server.withDatabase(dropFailTrigger);
    }
  });

  it("the hit writer stores any text exactly, batch after batch", async () => {
    const owner = await completedPerformer(server.url);
    const awkward = ['a "quoted", {braced} \\ back\\slashed value', "NULL", "", "日本語 🎸 ünïcode", "' or 1=1 --"];
    const pending = (text: string, index: number): PendingHit => ({
      profileId: owner.uid,
      type: "link_click",
      timestamp: `2026-11-2${index}T12:00:00.000Z`,
      visitorId: `visitor_1763870000000_aw${index}`,
      userAgent: text,
      referrer: text,
      linkType: "venmo",
      linkUrl: `https://venmo.com/${text}`,
      amount: index === 0 ? null : index,
      city: index === 0 ? null : text,
      region: text,
      country: null,
      location: text,
      pitch: text,
    });
    const hits = awkward.map(pending);
    const columns = `profile_id, type, timestamp, visitor_id, user_agent, referrer, link_type, link_url, amount, city,
      region, country, location`;
    const rows = await server.withDatabase(async (database) => {
      const write = async (batch: PendingHit[]) => (await writeBatch(database.db, batch)).stored;
      // Three batches through the one statement (one of a profile that does not exist), then every hit again.
      expect([...(await write(hits.slice(0, 2)))]).toEqual([owner.uid]);
      expect([...(await write(hits.slice(2)))]).toEqual([owner.uid]);
      expect([...(await write([{ ...hits[0]!, profileId: "no-such-profile" }]))]).toEqual([]);
      await database.db.execute(
        sql`update analytics_events set visitor_id = visitor_id || '_p' where profile_id = ${owner.uid}`,
      );
      expect([...(await writeBatch(database.db, hits)).stored]).toEqual([owner.uid]);
      const { rows } = (await database.db.execute(
        sql`select ${sql.raw(columns)}, to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from analytics_events where profile_id = ${owner.uid}
          order by visitor_id like '%_p', visitor_id collate "C"`,
      )) as { rows: Array<Record<string, unknown>> };
      return rows;
    });
    const stored = (hit: PendingHit) => ({
      profile_id: hit.profileId,
      type: hit.type,
      visitor_id: hit.visitorId,
      user_agent: hit.userAgent,
      referrer: hit.referrer,
      link_type: hit.linkType,
      link_url: hit.linkUrl,
      amount: hit.amount,
      city: hit.city,
      region: hit.region,
      country: hit.country,
      location: hit.location,
      at: hit.timestamp,
    });
    const withoutTimestamp = rows.map(({ timestamp: _timestamp, ...row }) => row);
    // The first writes' rows (their visitor ids now end in "_p") after the last one's.
    expect(withoutTimestamp).toEqual([
      ...hits.map(stored),
      ...hits.map((hit) => ({ ...stored(hit), visitor_id: `${hit.visitorId}_p` })),
    ]);
    expect(await counts(owner.uid)).toMatchObject({
      events: 10,
      clicks: 10,
      summary_clicks: 10,
      link_clicks: 10,
      // Four of the five hits chose an amount, each written twice: the amounts' rollup counts what the events hold.
      amount_events: 8,
      amount_clicks: 8,
    });
  });

  it("the batch statement counts its clients' flood limit itself, and stores only the hits within it", async () => {
    const owner = await completedPerformer(server.url);
    const limit = { max: 2, windowSeconds: 60 };
    const at = Date.now();
    const tagged = (key: string, n: number) =>
      pendingHit(owner.uid, {
        visitorId: `visitor_1763870000000_fl${key}${n}`,
        userAgent: CHROME,
        limitKey: `k-${key}-${at}`,
      });
    const result = await server.withDatabase(async ({ db }) => {
      // Client a sends three in one batch (the third is over), b one, and a hit without a key is not counted.
      const first = await writeBatch(
        db,
        [tagged("a", 1), tagged("b", 1), tagged("a", 2), tagged("a", 3), tagged("c", 1)].map((hit, index) =>
          index === 4 ? { ...hit, limitKey: null } : hit,
        ),
        limit,
        at,
      );
      // Ten seconds later a's window still holds two, b's one: a is refused again, b gets its second.
      const second = await writeBatch(db, [tagged("a", 4), tagged("b", 2), tagged("b", 3)], limit, at + 10_000);
      // Once a's window has ended, a is counted afresh.
      const third = await writeBatch(db, [tagged("a", 5)], limit, at + 61_000);
      const { rows } = (await db.execute(
        sql`select key, count from rate_limit where key like ${`k-%-${at}`} order by key`,
      )) as { rows: Array<{ key: string; count: number }> };
      return { first, second, third, counters: rows.map((row) => [row.key.split("-")[1], Number(row.count)]) };
    });
    expect([...result.first.stored]).toEqual([owner.uid]);
    expect([...result.first.limited]).toEqual([[3, 60]]);
    expect([...result.second.limited]).toEqual([
      [0, 50],
      [2, 50],
    ]);
    expect([...result.third.limited]).toEqual([]);
    expect([...result.third.stored]).toEqual([owner.uid]);
    // The counters count every hit, refused ones included, as the limiter does; the window of a started again.
    expect(result.counters).toEqual([
      ["a", 1],
      ["b", 3],
    ]);
    // Stored: a1, a2, b1 and the uncounted hit; then b2; then a5. Never a3, a4 or b3.
    const { rows } = await server.withDatabase(
      ({ db }) =>
        db.execute(
          sql`select visitor_id from analytics_events where visitor_id like 'visitor_1763870000000_fl%' and profile_id = ${owner.uid} order by visitor_id`,
        ) as Promise<{ rows: Array<{ visitor_id: string }> }>,
    );
    expect(rows.map((row) => row.visitor_id.replace("visitor_1763870000000_fl", ""))).toEqual([
      "a1",
      "a2",
      "a5",
      "b1",
      "b2",
      "c1",
    ]);
  });

  it("counts the events an older version stored in the insights rollups once, as the batch counts its own", async () => {
    // A rolling upgrade: an older instance writes events without the insights rollups (and without rolled_up).
    const [current, older] = [await completedPerformer(server.url), await completedPerformer(server.url)];
    const hits = (uid: string) =>
      [0, 1, 2, 3].map((index) =>
        pendingHit(uid, {
          type: index === 3 ? "link_click" : "profile_view",
          visitorId: `visitor_1763870000000_old${index % 2}`,
          userAgent: index === 0 ? CHROME : "Mozilla/5.0 (iPhone) Mobile",
          referrer: index === 1 ? "https://example.com" : "direct",
          country: index === 2 ? "PT" : null,
          linkType: index === 3 ? "venmo" : null,
          amount: index === 3 ? 5 : null,
        }),
      );
    const rollups = async ({ db }: Database, uid: string) => {
      const read = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: unknown[] }).rows;
      return {
        hourly: await read(sql`select hour, views, clicks from analytics_hourly where profile_id = ${uid}`),
        visitors: await read(sql`select day, visitors from analytics_visitor_counts where profile_id = ${uid}`),
        breakdown: await read(sql`select day, dimension, key, views, clicks from analytics_breakdown
          where profile_id = ${uid} order by dimension, key`),
        session: await read(sql`select views, clicks from performance_sessions where profile_id = ${uid}`),
      };
    };
    const [mine, theirs, counted, again, left] = await server.withDatabase(async (database) => {
      for (const { uid } of [current, older])
        await database.db.execute(sql`insert into performance_sessions (profile_id, started_at)
          values (${uid}, '2026-11-23T11:00:00Z')`);
      await writeBatch(database.db, hits(current.uid));
      // Written and swept in one transaction: the server's own sweep (every few seconds on PostgreSQL) cannot see
      // these rows before this sweep has counted them.
      const counted = await database.db.transaction(async (tx) => {
        for (const hit of hits(older.uid))
          await tx.execute(sql`insert into analytics_events
            (profile_id, type, timestamp, visitor_id, user_agent, referrer, link_type, amount, country)
            values (${hit.profileId}, ${hit.type}, ${hit.timestamp}, ${hit.visitorId}, ${hit.userAgent}, ${hit.referrer},
              ${hit.linkType}, ${hit.amount}, ${hit.country})`);
        return rollUpOlderHits(tx);
      });
      const again = await rollUpOlderHits(database.db);
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from analytics_events where not rolled_up`,
      )) as { rows: Array<{ n: number }> };
      return [await rollups(database, current.uid), await rollups(database, older.uid), counted, again, rows[0]!.n];
    });
    expect([counted, again, left]).toEqual([4, 0, 0]);
    expect(theirs).toEqual(mine);
    expect(mine.session).toEqual([{ views: 3, clicks: 1 }]);
    expect(mine.visitors).toEqual([{ day: "2026-11-23", visitors: 2 }]);
  });

  it("a batch is never part of another caller's transaction, even on the embedded database", async () => {
    const owner = await completedPerformer(server.url);
    const hit = pendingHit(owner.uid, {
      timestamp: new Date().toISOString(),
      visitorId: "visitor_1763870000000_tx1",
      userAgent: CHROME,
    });
    await server.withDatabase(async (database) => {
      const write = async (batch: PendingHit[]) => (await writeBatch(database.db, batch)).stored;
      let written: Promise<Set<string>> | undefined;
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          written = write([hit]); // not awaited here: on PGlite it waits for this transaction to end
          await new Promise((resolve) => setTimeout(resolve, 50));
          await tx.execute(sql`select 2`);
          throw new Error("rolled back on purpose");
        })
        .catch((error: Error) => expect(error.message).toBe("rolled back on purpose"));
      expect([...(await written!)]).toEqual([owner.uid]);
    });
    expect((await counts(owner.uid)).events).toBe(1);
  });

  // On the embedded database every statement is kept parsed already (pglite-queries.test.ts): nothing to see here.
  it.skipIf(server.database.kind === "pglite")(
    "on PostgreSQL the hit batch is parsed once per connection and planned once, other statements as they come",
    async () => {
      const owner = await completedPerformer(server.url);
      await server.withDatabase(async ({ pool }) => {
        // A connection of the server's own pool, used for nothing else meanwhile.
        const client = await pool!.connect();
        try {
          const db = drizzle({ client, schema }) as unknown as Db;
          const prepared = async () =>
            (
              await client.query<{ statement: string; generic_plans: string; custom_plans: string }>(
                "select statement, generic_plans, custom_plans from pg_prepared_statements",
              )
            ).rows;
          const batch = (call: number) =>
            Array.from({ length: 6 }, (_, n) =>
              pendingHit(owner.uid, { visitorId: `visitor_1763870000000_kp${call}x${n}`, userAgent: CHROME }),
            );
          const before = (await prepared()).find((row) => row.statement.includes("insert into analytics_events"));
          for (let call = 0; call < 8; call++)
            expect([...(await writeBatch(db, batch(call))).stored]).toEqual([owner.uid]);
          await db.execute(sql`select ${owner.uid}::text as not_kept`);
          const rows = await prepared();
          const kept = rows.filter((row) => row.statement.startsWith(KEEP_PARSED));
          const batchRow = kept.find((row) => row.statement.includes("insert into analytics_events"));
          expect(batchRow, "the hit batch is a named statement of this connection").toBeDefined();
          const plans = (row?: { generic_plans: string; custom_plans: string }) =>
            row ? { generic: Number(row.generic_plans), custom: Number(row.custom_plans) } : { generic: 0, custom: 0 };
          const [was, now] = [plans(before), plans(batchRow)];
          expect(now.generic + now.custom - was.generic - was.custom).toBe(8);
          // After five custom plans PostgreSQL settles on one generic plan and stops planning at every call.
          expect(now.generic).toBeGreaterThan(0);
          expect(rows.some((row) => row.statement.includes("not_kept"))).toBe(false);
        } finally {
          client.release();
        }
      });
      expect((await counts(owner.uid)).events).toBe(48);
    },
  );
});
