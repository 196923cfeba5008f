// Instances made by older versions upgrade at start: a database at an earlier schema, holding rows as that schema
// held them (tests/fixtures/upgrade/<tag>.sql, one for each schema that changed what is stored), goes through every
// later migration when the current build starts on it, and what the migrations carried, moved or derived reads back
// through the app (its public pages) and in the tables (exact row counts, the rollups backfilled from the events).
// Every migration in drizzle/ is crossed by a fixture with rows it has to carry or transform:
//   0000_init         → 0001–0021: 0005 clears client addresses, 0011 gives the profile with events a time zone, and
//                       the start seals a Tax ID stored in clear;
//   0006_passkeys     → 0007–0021: 0007 sums the events' preset amounts into analytics_amounts, 0009 widens the
//                       unfinished uploads, 0011 again, 0020 the amounts breakdown;
//   0016_fans         → 0017–0021: card tips, plans and fans keep their state (the notice queued to a fan goes out
//                       from the new version), the profile gets its currency (USD);
//   0019_user_locale  → 0020–0021: hourly, visitor and breakdown rollups backfilled in the performer's own time zone,
//                       with pitch attribution, and the events marked counted (0021); a pitch's ?p= address still
//                       attributes a visit.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { type Db, migrationsFolder, openDatabase } from "~/.server/platform/db/client";
import { countRows, type Queryable } from "~/.server/platform/backup/tables";
import { TestClient } from "../support/http-client";
import { createScratchDatabase } from "../support/postgres";
import { copyPgliteFolder, startServer, tempDataDir } from "../support/test-server";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/upgrade");
const work = tempDataDir("tipped-upgrade-");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The servers' settings: card tips on (Stripe's keys; nothing here calls Stripe) and the server's zone fixed (0011
 * names it to profiles holding events).
 */
const SERVER_ENV = {
  STRIPE_SECRET_KEY: "sk_test_tipped_upgrade",
  STRIPE_WEBHOOK_SECRET: "whsec_tipped_upgrade",
  STRIPE_API_URL: "http://127.0.0.1:9",
  TZ: "UTC",
};
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
/** Rollup rows of the fixtures' own days (a hit a test sends lands on today). */
const FIXTURE_DAYS_END = "2026-11-01";

/** This version's migrations folder cut after `tag`: the schema an older version left. */
function migrationsUpTo(tag: string): string {
  const folder = path.join(work, `drizzle-${tag}`);
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

let firstSchema: Promise<string> | undefined;
/** An embedded database at the first schema, made once and copied for each fixture: initdb takes seconds. */
function firstSchemaPglite(): Promise<string> {
  firstSchema ??= (async () => {
    const dataDir = path.join(work, "pglite-first-schema");
    await (await openDatabase({ dataDir, migrations: migrationsUpTo("0000_init") })).close();
    return dataDir;
  })();
  return firstSchema;
}

async function seed(options: { dataDir: string; databaseUrl?: string }, tag: string) {
  if (!options.databaseUrl) copyPgliteFolder(await firstSchemaPglite(), options.dataDir);
  const opened = await openDatabase({ ...options, migrations: migrationsUpTo(tag) });
  try {
    const rows = readFileSync(path.join(FIXTURES, `${tag}.sql`), "utf8");
    // Several statements at once: PGlite's exec, or node-postgres's simple query.
    if (opened.pglite) await opened.pglite.exec(rows);
    else await opened.pool!.query(rows);
  } finally {
    await opened.close();
  }
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An unfinished sign-up's address answers without error, and without revealing its owner's email. */
async function expectHiddenOwner(url: string, uid: string, email: string) {
  const response = await new TestClient(url).get(`/profile/${uid}`);
  expect(response.status).toBeLessThan(500);
  expect(await response.text()).not.toContain(email);
}

/** A page's HTML, after checking it answered 200. */
async function page(url: string, pathname: string): Promise<string> {
  const response = await new TestClient(url).get(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

type Fixture = {
  tag: string;
  /** Through the started server: its pages, and any request a check needs. */
  app: (url: string) => Promise<void>;
  /** What the server logged, once stopped. */
  log?: (output: string) => void;
  /** Exact row counts after the upgrade (the tables the fixture filled, and those the migrations or start derived). */
  counts: Record<string, number>;
  /** Direct reads of what the migrations carried, moved or derived. */
  data: (db: Db) => Promise<void>;
};

const fixtures: Fixture[] = [
  {
    tag: "0000_init",
    async app(url) {
      const html = await page(url, "/profile/upgrade0000performerA");
      expect(html).toContain("The Engine Quartet");
      expect(html).toContain("Strings and brass on the pier every Friday.");
      expect(html).toContain("Friday night at the pier");
      expect(html).toContain("venmo.com/u/enginequartet");
      expect(html).not.toContain("91-1234567");
      await expectHiddenOwner(url, "upgrade0000performerB", "grace@example.com");
    },
    counts: {
      user: 2,
      account: 2,
      session: 1,
      rate_limit: 0, // 0005: keyed by client addresses
      recipients: 2,
      stored_files: 1,
      analytics_events: 3,
      analytics_summary: 1,
      analytics_daily: 1,
      analytics_links: 1,
      analytics_hourly: 1,
      analytics_visitors: 2,
      analytics_visitor_counts: 1,
      qr_codes: 1,
      tags: 2,
    },
    async data(db) {
      const profiles = await rows<{ owner_uid: string; time_zone: string | null; tax_id: string | null }>(
        db,
        sql`select owner_uid, time_zone, tax_id from recipients order by owner_uid`,
      );
      // 0011: the profile holding events got the server's zone, the other none.
      expect(profiles.map((row) => row.time_zone)).toEqual(["UTC", null]);
      // The start encrypts a Tax ID an earlier version stored in clear.
      expect(profiles[0]!.tax_id).toMatch(/^v1:/);
      expect(profiles[0]!.tax_id).not.toContain("1234567");
      // 0005: the session stays, its address goes.
      expect(await rows(db, sql`select id, ip_address from session`)).toEqual([
        { id: "upgrade0000sessionA", ip_address: null },
      ]);
    },
  },
  {
    tag: "0006_passkeys",
    async app(url) {
      // The short link (0003's handle) serves the page.
      const html = await page(url, "/@rosatide");
      expect(html).toContain("Rosa and the Tide");
      expect(html).toContain("Flamenco guitar under the Burnside Bridge, Saturdays at noon.");
      expect(html).toContain("Saturday market set");
      expect(html).toContain("venmo.com/u/rosatide");
      expect(html).toContain("instagram.com/rosatide");
      // Her preset amounts, in the currency 0017 gave every profile.
      expect(html).toContain("$15");
      expect(html).not.toContain("data-card-tips");
      await expectHiddenOwner(url, "upgrade0006performerB", "tom@example.com");
    },
    counts: {
      user: 2,
      account: 2,
      two_factor: 1,
      passkey: 1,
      recipients: 2,
      stored_files: 1,
      profile_likes: 2,
      profile_reports: 1,
      unfinished_uploads: 0, // carried by 0009, then expired by the start's sweep
      analytics_events: 8,
      analytics_summary: 1,
      analytics_daily: 3,
      analytics_links: 3,
      analytics_amounts: 2,
      analytics_hourly: 3,
      analytics_visitors: 4,
      analytics_visitor_counts: 3,
      tags: 2,
    },
    async data(db) {
      // 0007: the clicks counted so far, by preset amount.
      expect(await rows(db, sql`select amount, clicks from analytics_amounts order by amount`)).toEqual([
        { amount: 3, clicks: 1 },
        { amount: 7, clicks: 2 },
      ]);
      // 0020: the same amounts in the breakdown the insights read.
      expect(
        await rows(
          db,
          sql`select key, sum(clicks)::int as clicks from analytics_breakdown where dimension = 'amount'
            group by key order by key`,
        ),
      ).toEqual([
        { key: "3", clicks: 1 },
        { key: "7", clicks: 2 },
      ]);
      expect(
        await rows(
          db,
          sql`select owner_uid, handle, time_zone, currency, tip_amounts from recipients order by owner_uid`,
        ),
      ).toEqual([
        {
          owner_uid: "upgrade0006performerA",
          handle: "rosatide",
          time_zone: "UTC",
          currency: "USD",
          tip_amounts: [3, 7, 15],
        },
        {
          owner_uid: "upgrade0006performerB",
          handle: null,
          time_zone: null,
          currency: "USD",
          tip_amounts: [2, 5, 10, 20],
        },
      ]);
      expect(await rows(db, sql`select two_factor_enabled, locale from "user" order by id`)).toEqual([
        { two_factor_enabled: true, locale: "en" },
        { two_factor_enabled: false, locale: "en" },
      ]);
    },
  },
  {
    tag: "0016_fans",
    async app(url) {
      for (const pathname of ["/profile/upgrade0016performerA", "/@meierhu"]) {
        const html = await page(url, pathname);
        expect(html).toContain("Mei on the Erhu");
        expect(html).toContain("Erhu covers of film themes in Washington Square Park.");
        expect(html).toContain("Sunday in the park");
        expect(html).toContain("venmo.com/u/meierhu");
        // The enabled Stripe account's card tips, in the currency 0017 gave the profile.
        expect(html).toContain("data-card-tips");
        expect(html).toContain("$25");
      }
    },
    log(output) {
      // No SMTP_URL: the mailer writes the mail to the log (one, to the fan it was queued for).
      expect(output.match(/\[mail\] to \S+/g)).toEqual(["[mail] to fan.two@example.com"]);
    },
    counts: {
      user: 2,
      account: 2,
      recipients: 2,
      stored_files: 1,
      media_deletions: 0, // the start's sweep removes what was marked
      profile_saves: 1,
      released_handles: 1,
      payment_accounts: 1,
      plan_subscriptions: 1,
      tips: 3,
      stripe_events: 2,
      fans: 2,
      fan_signups: 2,
      fan_unsubscribes: 1,
      fan_notices: 1,
      fan_mails: 2,
      analytics_events: 6,
      analytics_summary: 1,
      analytics_daily: 3,
      analytics_links: 2,
      analytics_amounts: 1,
      analytics_hourly: 4,
      analytics_visitors: 4,
      analytics_visitor_counts: 3,
      analytics_breakdown: 15,
      tags: 2,
    },
    async data(db) {
      expect(
        await rows(
          db,
          sql`select checkout_session_id, amount, currency, net, refunded, status, pitch_id from tips
            order by created_at`,
        ),
      ).toEqual([
        {
          checkout_session_id: "cs_upgrade0016_paid",
          amount: 1000,
          currency: "usd",
          net: 950,
          refunded: 0,
          status: "paid",
          pitch_id: null,
        },
        {
          checkout_session_id: "cs_upgrade0016_refunded",
          amount: 2500,
          currency: "usd",
          net: 2375,
          refunded: 2500,
          status: "refunded",
          pitch_id: null,
        },
        {
          checkout_session_id: "cs_upgrade0016_open",
          amount: 500,
          currency: "usd",
          net: 475,
          refunded: 0,
          status: "open",
          pitch_id: null,
        },
      ]);
      expect(await rows(db, sql`select status from payment_accounts`)).toEqual([{ status: "enabled" }]);
      expect(await rows(db, sql`select plan, status from plan_subscriptions`)).toEqual([
        { plan: "monthly", status: "active" },
      ]);
      expect(await rows(db, sql`select email, language from fans order by email`)).toEqual([
        { email: "fan.one@example.com", language: "en" },
        { email: "fan.two@example.com", language: "es" },
      ]);
      expect(
        await rows(db, sql`select email, confirmed_at is not null as confirmed from fan_signups order by email`),
      ).toEqual([
        { email: "fan.three@example.com", confirmed: false },
        { email: "fan.two@example.com", confirmed: true },
      ]);
      expect(
        await rows(
          db,
          sql`select f.email, m.status, m.attempts from fan_mails m join fans f on f.id = m.fan_id order by f.email`,
        ),
      ).toEqual([
        { email: "fan.one@example.com", status: "sent", attempts: 1 },
        // The notice queued before the upgrade goes out from the new version's queue at start.
        { email: "fan.two@example.com", status: "sent", attempts: 1 },
      ]);
      expect(await rows(db, sql`select currency, time_zone from recipients order by owner_uid`)).toEqual([
        { currency: "USD", time_zone: "America/New_York" },
        { currency: "USD", time_zone: null },
      ]);
      // 0020: unique visitors per day of her own (a view at 23:30 in New York is 03:30 the next day in UTC).
      expect(await rows(db, sql`select day::text as day, visitors from analytics_visitor_counts order by day`)).toEqual(
        [
          { day: "2026-10-10", visitors: 2 },
          { day: "2026-10-11", visitors: 1 },
          { day: "2026-10-12", visitors: 1 },
        ],
      );
    },
  },
  {
    tag: "0019_user_locale",
    async app(url) {
      const html = await page(url, "/profile/upgrade0019performerA");
      expect(html).toContain("Lena &amp; the Cello");
      expect(html).toContain("Bach suites on the Oberbaum Bridge, most Saturday afternoons.");
      expect(html).toContain("Advent on the bridge");
      expect(html).toContain("revolut.me/lenacello");
      expect(html).toContain("data-card-tips");
      // In euros, with her IBAN to copy.
      expect(html).toContain("€10");
      expect(html).toMatch(/DE89 ?3704 ?0044 ?0532 ?0130 ?00/);
      // The pitch's printed address opens the page, and a visit through it is the pitch's.
      expect((await page(url, "/profile/upgrade0019performerA?p=quaysde9")).length).toBeGreaterThan(0);
      const hit = await fetch(`${url}/api/analytics/hit`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": PHONE },
        body: JSON.stringify({
          type: "profile_view",
          profileId: "upgrade0019performerA",
          visitorId: "visitor_1764370000000_upgrade",
          pitch: "quaysde9",
        }),
      });
      expect(hit.status).toBe(201);
    },
    counts: {
      user: 2,
      account: 2,
      recipients: 2,
      stored_files: 1,
      payment_accounts: 1,
      pitches: 2,
      performance_sessions: 1,
      tips: 2,
      stripe_events: 2,
      // The fixture's, and the visit through the pitch's address (today: a day of its own in every rollup).
      pitch_daily: 2 + 1,
      analytics_events: 7 + 1,
      analytics_summary: 1,
      analytics_daily: 3 + 1,
      analytics_links: 1,
      analytics_amounts: 1,
      analytics_hourly: 5 + 1,
      analytics_visitors: 4 + 1,
      analytics_visitor_counts: 3 + 1,
      analytics_breakdown: 14 + 3, // source, country, device
      tags: 2,
    },
    async data(db) {
      const P1 = "00190000-0000-4000-8000-000000000011";
      const P2 = "00190000-0000-4000-8000-000000000012";
      // 0021: the carried events are counted already; only events an older version stores later wait for a sweep.
      expect(await rows(db, sql`select count(*)::int as n from analytics_events where not rolled_up`)).toEqual([
        { n: 0 },
      ]);
      // 0020: hours in UTC, days hers (Berlin): 22:30 UTC on the 12th is her 13th.
      expect(
        await rows(
          db,
          sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as hour, views, clicks
            from analytics_hourly where hour < ${FIXTURE_DAYS_END}::timestamptz order by hour`,
        ),
      ).toEqual([
        { hour: "2026-09-12T14", views: 2, clicks: 1 },
        { hour: "2026-09-12T15", views: 1, clicks: 0 },
        { hour: "2026-09-12T22", views: 1, clicks: 0 },
        { hour: "2026-09-13T10", views: 0, clicks: 1 },
        { hour: "2026-09-20T11", views: 1, clicks: 0 },
      ]);
      expect(
        await rows(
          db,
          sql`select day::text as day, visitors from analytics_visitor_counts
            where day < ${FIXTURE_DAYS_END}::date order by day`,
        ),
      ).toEqual([
        { day: "2026-09-12", visitors: 2 },
        { day: "2026-09-13", visitors: 1 },
        { day: "2026-09-20", visitors: 1 },
      ]);
      const breakdown = await rows<{ day: string; dimension: string; key: string; views: number; clicks: number }>(
        db,
        sql`select day::text as day, dimension, key, views, clicks from analytics_breakdown
          where day < ${FIXTURE_DAYS_END}::date`,
      );
      const line = (row: (typeof breakdown)[number]) =>
        `${row.day} ${row.dimension}=${row.key} ${row.views}/${row.clicks}`;
      expect(breakdown.map(line).sort()).toEqual(
        [
          "2026-09-12 amount=5 0/1",
          "2026-09-12 country=DE 3/1",
          "2026-09-12 device=phone 3/1",
          "2026-09-12 link=revolut 0/1",
          `2026-09-12 source=pitch:${P1} 3/1`,
          "2026-09-13 country= 0/1",
          "2026-09-13 country=NL 1/0",
          "2026-09-13 device=desktop 1/1",
          "2026-09-13 link=revolut 0/1",
          "2026-09-13 source=direct 0/1",
          "2026-09-13 source=https://instagram.com/ 1/0",
          "2026-09-20 country= 1/0",
          "2026-09-20 device=tablet 1/0",
          `2026-09-20 source=pitch:${P2} 1/0`,
        ].sort(),
      );
      // The visit through ?p= is the pitch's, on a day of its own.
      expect(
        await rows(
          db,
          sql`select pitch_id, session_id from analytics_events where visitor_id = 'visitor_1764370000000_upgrade'`,
        ),
      ).toEqual([{ pitch_id: P1, session_id: null }]);
      expect(
        await rows(
          db,
          sql`select views, clicks, tips from pitch_daily where pitch_id = ${P1} and day >= ${FIXTURE_DAYS_END}::date`,
        ),
      ).toEqual([{ views: 1, clicks: 0, tips: 0 }]);
      expect(
        await rows(
          db,
          sql`select amount, currency, status, refunded, pitch_id, session_id from tips order by created_at`,
        ),
      ).toEqual([
        {
          amount: 500,
          currency: "eur",
          status: "paid",
          refunded: 0,
          pitch_id: P1,
          session_id: "00190000-0000-4000-8000-000000000021",
        },
        { amount: 1000, currency: "eur", status: "refunded", refunded: 1000, pitch_id: null, session_id: null },
      ]);
      expect(
        await rows(db, sql`select views, clicks, tips, tip_amount::int as tip_amount from performance_sessions`),
      ).toEqual([{ views: 3, clicks: 1, tips: 1, tip_amount: 500 }]);
      expect(await rows(db, sql`select locale from "user" order by id`)).toEqual([{ locale: "de" }, { locale: "es" }]);
    },
  },
];

async function upgradeAndCheck(fixture: Fixture, options: { dataDir: string; databaseUrl?: string }) {
  await seed(options, fixture.tag);
  const env = { ...SERVER_ENV, ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) };
  const server = await startServer({ env, dataDir: options.dataDir });
  try {
    await fixture.app(server.url);
  } finally {
    expect(await server.stop()).toBe(0);
  }
  fixture.log?.(server.output());
  const opened = await openDatabase(options);
  try {
    const counts = await countRows((opened.pglite ?? opened.pool) as unknown as Queryable);
    expect(counts).toMatchObject(fixture.counts);
    expect(counts).not.toHaveProperty("request_limits"); // dropped by 0005
    await fixture.data(opened.db);
  } finally {
    await opened.close();
  }
}

describe.each(fixtures)("an instance from schema $tag", (fixture) => {
  it("upgrades at start on the embedded database and reads back through the app", async () => {
    await upgradeAndCheck(fixture, { dataDir: path.join(work, `pglite-${fixture.tag}`) });
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "upgrades at start on PostgreSQL",
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      onTestFinished(() => scratch.drop());
      const dataDir = path.join(work, `postgres-${fixture.tag}`);
      await upgradeAndCheck(fixture, { dataDir, databaseUrl: scratch.url });
    },
    180_000,
  );
});
