// Analytics figures: tracking ingest (hits/s, p99, stored == accepted) on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too; and the owner
// dashboard's p95 load time for a profile with 1,000,000 events seeded through SQL (generate_series) with
// their rollups, and the CSV export of that whole history (streamed: the server's memory stays flat).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import ipaddr from "ipaddr.js";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { measure } from "./load.mjs";
import { cpuMs, startServer } from "./server.mjs";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// The tracking limit stays at its default (120 a minute per client): each bench address sends a few hits only.
const SERVER_ENV = { TRUST_PROXY: "127.0.0.1", AUTH_RATE_LIMIT_MAX: "1000" };

/** A small deterministic generator (mulberry32), so every run sends the same addresses. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Prefixes the regional registries hand out (RIPE, ARIN, APNIC, LACNIC, AFRINIC), so most IPv6 addresses have a place.
const IPV6_PREFIXES = [
  "2a00",
  "2a01",
  "2a02",
  "2a03",
  "2600",
  "2601",
  "2603",
  "2604",
  "2607",
  "2400",
  "2401",
  "2404",
  "2406",
  "2409",
  "2800",
  "2803",
  "2804",
  "2c0f",
];

/**
 * `count` public client addresses, seven in ten IPv4 and three IPv6, each a public unicast address (never a
 * private, reserved or documentation one, which the location look-up skips): the bench's hits arrive through a
 * trusted proxy (TRUST_PROXY=127.0.0.1) with one of them in X-Forwarded-For, so the location look-up and the
 * per-client limit run as they would for real visitors.
 */
function publicAddresses(count, seed) {
  const random = randomFrom(seed);
  const addresses = [];
  const seen = new Set();
  while (addresses.length < count) {
    let text;
    if (random() < 0.7) {
      text = [0, 1, 2, 3].map(() => Math.floor(random() * 256)).join(".");
    } else {
      const prefix = IPV6_PREFIXES[Math.floor(random() * IPV6_PREFIXES.length)];
      const groups = Array.from({ length: 7 }, () => Math.floor(random() * 65536).toString(16));
      text = [prefix, ...groups].join(":");
    }
    if (seen.has(text) || ipaddr.parse(text).range() !== "unicast") continue;
    seen.add(text);
    addresses.push(text);
  }
  return addresses;
}

/** Each address sends this many hits in a run (under the 120-a-minute limit): one in four is a new address. */
const HITS_PER_ADDRESS = 4;

/** Stored events (CSV lines) and the summary's view total, read back through the owner's own endpoints. */
async function storedCounts(url, performer) {
  const headers = { Cookie: performer.client.cookieHeader() };
  const csv = await (await fetch(`${url}/api/analytics/export.csv`, { headers })).text();
  const events = csv.trimEnd().split("\r\n").length - 1;
  const html = await (await fetch(`${url}/dashboard`, { headers })).text();
  const views = Number(/data-metric="Profile Views".*?<p[^>]*>([\d,]+)<\/p>/.exec(html)?.[1]?.replace(/,/g, "") ?? NaN);
  return { events, summaryViews: views };
}

/**
 * A fixed number of hits (so none is still in flight when counting), from `connections` clients at once, on a server
 * just started. With `again`, the same number once more on the same server, now warm (new addresses and visitors):
 * the first pass also pays for V8 compiling and optimising the hit's path, about a quarter of its CPU per hit here
 * (docs/decisions/0031-ingest-measured-cold-and-warm.md).
 */
async function ingest(url, performer, { again = false, ...options }) {
  const first = await ingestPass(url, performer, { ...options, seed: 2, warmUp: true });
  if (!again) return first;
  const second = await ingestPass(url, performer, { ...options, seed: 3, warmUp: false });
  const { hitsPerSecond, latencyMs, serverCpuMsPerHit, postgresCpuMsPerHit, storedEqualsAccepted, non2xx } = second;
  return {
    ...first,
    secondPass: { hitsPerSecond, latencyMs, serverCpuMsPerHit, postgresCpuMsPerHit, storedEqualsAccepted, non2xx },
  };
}

async function ingestPass(url, performer, { amount, connections = 20, pid, postgres, seed, warmUp }) {
  /**
   * Hits from `addresses`, taken in turn by every connection together (a shared counter), so one address's hits
   * are spread over the run and each of them is a visitor of its own (its own visitor id).
   */
  let lastAnswer = 0;
  const run = (addresses, hits) => {
    let next = 0;
    return autocannon({
      url: `${url}/api/analytics/hit`,
      connections,
      amount: hits,
      requests: [
        {
          method: "POST",
          // autocannon ends a fixed amount on its one-second tick: the run's time is up to its last answer.
          onResponse: () => (lastAnswer = performance.now()),
          setupRequest: (request) => {
            const index = next++ % addresses.length;
            return {
              ...request,
              headers: {
                "content-type": "text/plain;charset=UTF-8",
                "user-agent": CHROME,
                "x-forwarded-for": addresses[index],
              },
              body: JSON.stringify({
                type: "profile_view",
                profileId: performer.uid,
                visitorId: `visitor_1763870000000_b${seed}x${index}`,
              }),
            };
          },
        },
      ],
    });
  };
  // Warm-up with addresses of its own, so the measured run's first hit from each address is a new look-up.
  if (warmUp) await run(publicAddresses(500 / HITS_PER_ADDRESS, 1), 500);
  const addresses = publicAddresses(Math.ceil(amount / HITS_PER_ADDRESS), seed);
  const before = await storedCounts(url, performer);
  const loadBefore = loadavg()[0];
  // On a local PostgreSQL, the CPU time of the server's backends (its pool's connections) too.
  const backendsBefore = postgres ? cpuByPid(await backendPids(postgres)) : new Map();
  const generatorBefore = process.cpuUsage();
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const result = await run(addresses, amount);
  const seconds = (lastAnswer - started) / 1000;
  const cpuUsed = cpuMs(pid) - cpuBefore;
  const generator = process.cpuUsage(generatorBefore);
  // The pool opens and closes connections as it needs: a backend that ended during the run is not counted.
  const backendsAfter = postgres ? cpuByPid(await backendPids(postgres)) : new Map();
  const backendsUsed = [...backendsAfter].reduce((sum, [pid, ms]) => sum + ms - (backendsBefore.get(pid) ?? 0), 0);
  const after = await storedCounts(url, performer);
  const accepted = result["2xx"];
  const stored = after.events - before.events;
  const summaryViewsAdded = after.summaryViews - before.summaryViews;
  return {
    connections,
    requests: amount,
    clientAddresses: addresses.length,
    // One-minute load average before and after: the machine is shared, so hits/s varies with it.
    loadAverage: [+loadBefore.toFixed(2), +loadavg()[0].toFixed(2)],
    seconds: +seconds.toFixed(2),
    hitsPerSecond: Math.round(accepted / seconds),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    // The server's own CPU time per hit: steadier than hits/s on a machine shared with other work.
    serverCpuMsPerHit: Number.isNaN(cpuUsed) ? null : +(cpuUsed / amount).toFixed(3),
    // PostgreSQL's backends for this server (not its WAL writer or checkpointer), when PostgreSQL runs here.
    ...(postgres
      ? {
          postgresBackends: backendsAfter.size,
          postgresCpuMsPerHit: +(backendsUsed / amount).toFixed(3),
        }
      : {}),
    // The load generator (this process) runs on the same cores.
    loadGeneratorCpuMsPerHit: +((generator.user + generator.system) / 1000 / amount).toFixed(3),
    accepted,
    stored,
    summaryViewsAdded,
    storedEqualsAccepted: stored === accepted && summaryViewsAdded === accepted,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
    errors: result.errors,
  };
}

// Events spread over the last ~180 days, a tenth of them link clicks over five link types, a third of those with a
// preset amount.
const SEED_SQL = (uid, count) => `
  insert into analytics_events (profile_id, type, timestamp, visitor_id, user_agent, referrer, link_type, link_url, amount, location, rolled_up)
  select '${uid}',
    case when i % 10 = 0 then 'link_click' else 'profile_view' end,
    now() - ((i % 180) || ' days')::interval - ((i % 86400) || ' seconds')::interval,
    'visitor_1763870000000_' || (i % 5000),
    '${CHROME}', 'direct',
    case when i % 10 = 0 then (array['venmo','paypal','cashapp','instagram','tiktok'])[1 + (i / 10) % 5] end,
    case when i % 10 = 0 then 'https://example.com/' || i end,
    case when i % 30 = 0 then (array[1, 5, 10, 20])[1 + (i / 30) % 4] end,
    'Unknown', true
  from generate_series(1, ${count}) as i;
  insert into analytics_summary (profile_id, total_profile_views, total_link_clicks)
    select profile_id, count(*) filter (where type = 'profile_view'), count(*) filter (where type = 'link_click')
    from analytics_events where profile_id = '${uid}' group by profile_id
    on conflict (profile_id) do update set total_profile_views = excluded.total_profile_views, total_link_clicks = excluded.total_link_clicks;
  insert into analytics_daily (profile_id, day, views, clicks)
    select profile_id, (timestamp at time zone 'UTC')::date, count(*) filter (where type = 'profile_view'), count(*) filter (where type = 'link_click')
    from analytics_events where profile_id = '${uid}' group by 1, 2
    on conflict (profile_id, day) do update set views = excluded.views, clicks = excluded.clicks;
  insert into analytics_links (profile_id, link_type, clicks)
    select profile_id, link_type, count(*) from analytics_events where profile_id = '${uid}' and type = 'link_click' group by 1, 2
    on conflict (profile_id, link_type) do update set clicks = excluded.clicks;
  insert into analytics_amounts (profile_id, amount, clicks)
    select profile_id, amount, count(*) from analytics_events where profile_id = '${uid}' and amount is not null group by 1, 2
    on conflict (profile_id, amount) do update set clicks = excluded.clicks;
  -- The insights rollups, as migration 0020 fills them from the events (the hit batch keeps them afterwards; the
  -- events above are marked counted, so 0021's trigger leaves them alone).
  insert into analytics_hourly (profile_id, hour, views, clicks)
    select profile_id, date_trunc('hour', timestamp at time zone 'UTC') at time zone 'UTC',
      count(*) filter (where type = 'profile_view'), count(*) filter (where type = 'link_click')
    from analytics_events where profile_id = '${uid}' group by 1, 2
    on conflict (profile_id, hour) do update set views = excluded.views, clicks = excluded.clicks;
  insert into analytics_visitors (profile_id, day, visitor_id)
    select distinct profile_id, tipped_local_date(timestamp, null), visitor_id
    from analytics_events where profile_id = '${uid}' and type = 'profile_view' on conflict do nothing;
  insert into analytics_visitor_counts (profile_id, day, visitors)
    select profile_id, day, count(*) from analytics_visitors where profile_id = '${uid}' group by 1, 2
    on conflict (profile_id, day) do update set visitors = excluded.visitors;
  insert into analytics_breakdown (profile_id, day, dimension, key, views, clicks)
    select e.profile_id, tipped_local_date(e.timestamp, null), d.dimension, d.key,
      count(*) filter (where e.type = 'profile_view'), count(*) filter (where e.type = 'link_click')
    from analytics_events e cross join lateral (values
      ('source', e.referrer), ('country', coalesce(e.country, '')), ('device', 'desktop'),
      ('link', e.link_type), ('amount', e.amount::text)) as d(dimension, key)
    where e.profile_id = '${uid}' and d.key is not null group by 1, 2, 3, 4
    on conflict do nothing;
  -- 200 pitches and 10,000 past sessions of two hours, one a day and a half apart.
  insert into pitches (profile_id, code, name)
    select '${uid}', 'bench' || lpad(i::text, 3, '0'), 'Pitch ' || i from generate_series(1, 200) as i;
  insert into performance_sessions (profile_id, pitch_id, time_zone, started_at, ended_at, views, clicks, tips, tip_amount)
    select '${uid}', (select id from pitches where code = 'bench' || lpad((1 + i % 200)::text, 3, '0')), 'UTC',
      now() - (i * 36 || ' hours')::interval, now() - (i * 36 - 2 || ' hours')::interval, 40, 10, 3, 1500
    from generate_series(1, 10000) as i;
  insert into pitch_daily (profile_id, pitch_id, day, views, clicks)
    select '${uid}', p.id, current_date - d, 20, 5 from pitches p cross join generate_series(0, 179) as d
    where p.profile_id = '${uid}' on conflict do nothing;
  -- The pitches' scans and clicks as the insights' sources, as the hit batch keeps them beside pitch_daily.
  insert into analytics_breakdown (profile_id, day, dimension, key, views, clicks)
    select '${uid}', current_date - d, 'source', 'pitch:' || p.id, 20, 5 from pitches p cross join generate_series(0, 179) as d
    where p.profile_id = '${uid}' on conflict do nothing;
  analyze;`;

/**
 * After the seed, PostgreSQL's database as a long-lived one is: vacuumed and its pages written out, so autovacuum and
 * the checkpointer are not working through the rows just loaded while the pages are timed. (PGlite runs neither in
 * the background.) VACUUM runs outside a transaction: one statement at a time.
 */
const SETTLE = ["vacuum analyze", "checkpoint"];

/** p50, p95 and the slowest of `times` (ms). */
function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => +sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(1);
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

/**
 * How many requests a page gets before it is timed: the server has just started, and its first renders run code V8
 * has not compiled yet. The floors are about a page rendered by a server in use; the warm-up's own figures are
 * reported beside them (`warmUp`). docs/decisions/0029.
 */
const WARM_UP = 30;

/** Signed-in requests for `path` one after another, `WARM_UP` then `requests` timed: their latency, the last HTML. */
async function signedInLatency(url, performer, path, requests) {
  const headers = { Cookie: performer.client.cookieHeader() };
  const timed = async () => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - started, html };
  };
  const warmUp = [];
  for (let index = 0; index < WARM_UP; index++) warmUp.push((await timed()).ms);
  const times = [];
  let html = "";
  for (let index = 0; index < requests; index++) {
    const answer = await timed();
    times.push(answer.ms);
    html = answer.html;
  }
  return {
    requests,
    latencyMs: percentiles(times),
    warmUp: { requests: WARM_UP, firstMs: +warmUp[0].toFixed(1), latencyMs: percentiles(warmUp) },
    html,
  };
}

/** The insights page for the ranges a performer reads most, each rendered per request from the rollups. */
async function insightsP95(url, performer, requests) {
  const figures = {};
  for (const range of ["7d", "28d", "90d", "12m"]) {
    const { html, ...latency } = await signedInLatency(url, performer, `/dashboard/insights?range=${range}`, requests);
    if (!html.includes('data-figure="Views"')) throw new Error(`insights ${range} did not render`);
    figures[range] = latency;
  }
  return figures;
}

async function dashboardP95(url, performer, requests) {
  const { html, ...figures } = await signedInLatency(url, performer, "/dashboard", requests);
  const views = /data-metric="Profile Views".*?<p[^>]*>([\d,]+)<\/p>/.exec(html)?.[1];
  return { ...figures, profileViewsShown: views };
}

/** The owner's own profile page, rendered per request like the dashboard. */
async function ownProfileP95(url, performer, requests) {
  const { html, ...figures } = await signedInLatency(url, performer, `/profile/${performer.uid}`, requests);
  if (!html.includes("Edit Profile")) throw new Error("the owner's own page did not show Edit Profile");
  return figures;
}

/** The owner's pages on the loaded database, each timed on a warm server (`signedInLatency`). */
async function ownerPages(url, performer, quick) {
  const requests = quick ? 30 : 200;
  return {
    dashboard: await dashboardP95(url, performer, requests),
    insights: await insightsP95(url, performer, requests),
    ownProfile: await ownProfileP95(url, performer, requests),
  };
}

/** The process ids of the PostgreSQL backends connected to `postgres.name`, seen through `postgres.admin`. */
async function backendPids(postgres) {
  const { rows } = await postgres.admin.query(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [postgres.name],
  );
  return rows.map((row) => row.pid);
}

/** Each process's CPU time so far, leaving out those that have ended since they were listed. */
const cpuByPid = (pids) => new Map(pids.map((pid) => [pid, cpuMs(pid)]).filter(([, ms]) => !Number.isNaN(ms)));

/** Resident memory of a process in MB (Linux), or null elsewhere. */
function residentMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);
  } catch {
    return null;
  }
}

/** The whole history as CSV, read as a stream: time, size, rows, and the server's memory before and after. */
async function exportAll(server, performer) {
  const before = residentMb(server.pid);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/analytics/export.csv`, {
    headers: { Cookie: performer.client.cookieHeader() },
  });
  let bytes = 0;
  let rows = -1; // the header line
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  return {
    rows,
    megabytes: +(bytes / 1024 / 1024).toFixed(1),
    seconds: +((performance.now() - started) / 1000).toFixed(1),
    serverMemoryMb: { before, after: residentMb(server.pid) },
  };
}

async function onPglite({ quick, events }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tipped-bench-analytics-"));
  try {
    let server = await startServer(SERVER_ENV, { dataDir });
    let performer;
    const result = {};
    try {
      performer = await seedProfile(server.url);
      result.ingest = await ingest(server.url, performer, { amount: quick ? 10000 : 30000, pid: server.pid });
      result.serverMemoryMbAfterIngest = residentMb(server.pid);
    } finally {
      await server.stop();
    }
    // The embedded database belongs to one process: seed it while the server is stopped.
    const started = performance.now();
    const db = await PGlite.create(path.join(dataDir, "db"));
    await db.exec(SEED_SQL(performer.uid, events));
    const total = (
      await db.query(`select count(*)::int as n from analytics_events where profile_id = $1`, [performer.uid])
    ).rows[0].n;
    await db.close();
    result.seed = { events: total, seconds: +((performance.now() - started) / 1000).toFixed(1) };
    server = await startServer(SERVER_ENV, { dataDir });
    try {
      Object.assign(result, await ownerPages(server.url, performer, quick));
      result.csvExport = await exportAll(server, performer);
    } finally {
      await server.stop();
    }
    return result;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(baseUrl, { quick, events }) {
  const name = `tipped_bench_analytics_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const result = {};
  try {
    const server = await startServer({ ...SERVER_ENV, DATABASE_URL: url.href });
    try {
      const performer = await seedProfile(server.url);
      // One instance on PostgreSQL (docs/deploy.md's "requests/s per instance"): the kept anonymous page, which
      // touches no database, and the owner's dashboard, which does.
      const duration = quick ? 3 : 8;
      result.perInstance = {
        profileAnonymous: await measure(`${server.url}/profile/${performer.uid}`, { duration }),
        dashboardSignedIn: await measure(`${server.url}/dashboard`, {
          duration,
          headers: { Cookie: performer.client.cookieHeader() },
        }),
        serverMemoryMb: residentMb(server.pid),
        databaseConnections: (
          await admin.query(`select count(*)::int as n from pg_stat_activity where datname = $1`, [name])
        ).rows[0].n,
      };
      result.ingest = await ingest(server.url, performer, {
        amount: quick ? 10000 : 30000,
        pid: server.pid,
        postgres: { admin, name },
      });
      result.serverMemoryMbAfterIngest = residentMb(server.pid);
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      const started = performance.now();
      await client.query(SEED_SQL(performer.uid, events));
      for (const statement of SETTLE) await client.query(statement);
      result.seed = {
        events: (await client.query(`select count(*)::int as n from analytics_events`)).rows[0].n,
        seconds: +((performance.now() - started) / 1000).toFixed(1),
      };
      await client.end();
      Object.assign(result, await ownerPages(server.url, performer, quick));
      result.csvExport = await exportAll(server, performer);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
  return result;
}

/** `--only ingest`: the tracking ingest alone on each database (no 1M-event seed, no dashboard). */
export async function ingestBench({ quick = false } = {}) {
  const amount = quick ? 10000 : 30000;
  const results = {};
  const server = await startServer(SERVER_ENV);
  try {
    const performer = await seedProfile(server.url);
    results.pglite = await ingest(server.url, performer, { amount, pid: server.pid, again: true });
  } finally {
    await server.stop();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!postgresUrl) return { ...results, postgres: { skipped: "set BENCH_DATABASE_URL or TEST_DATABASE_URL" } };
  const name = `tipped_bench_ingest_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const pgServer = await startServer({ ...SERVER_ENV, DATABASE_URL: url.href });
    try {
      const performer = await seedProfile(pgServer.url);
      results.postgres = await ingest(pgServer.url, performer, {
        amount,
        pid: pgServer.pid,
        again: true,
        postgres: { admin, name },
      });
    } finally {
      await pgServer.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
  return results;
}

export async function analyticsBench({ quick = false, events = 1_000_000 } = {}) {
  const results = { pglite: await onPglite({ quick, events }) };
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  results.postgres = postgresUrl
    ? await onPostgres(postgresUrl, { quick, events })
    : { skipped: "set BENCH_DATABASE_URL or TEST_DATABASE_URL" };
  return results;
}
