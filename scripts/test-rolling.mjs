// `npm run test:rolling`: a rolling upgrade on a real PostgreSQL (docs/operate.md). The previous release
// (ROLLING_FROM, default f04ba8e) is checked out into a temporary worktree, installed and built; it starts on a
// scratch database, where performers sign up, fill their pages and get visits through HTTP. Under steady load the
// current build starts on the same database (its newer migrations run while the old instance serves), both serve
// for ROLLING_OVERLAP_SECONDS (default 10), then the old one is taken out of rotation and stopped with SIGTERM.
// Every answer is counted; the run fails on a 5xx, a connection error or an unexpected status on either instance,
// or on any seeded page, link or visit the new instance cannot read back. The server is
// ROLLING_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { formClient } from "./lib/seed-profile.mjs";
import { freePort, SERVER_NODE_FLAGS, serverProcessEnv } from "./lib/server-process.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const FROM = process.env.ROLLING_FROM ?? "f04ba8e";
const SERVER_URL =
  process.env.ROLLING_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const OVERLAP_MS = Number(process.env.ROLLING_OVERLAP_SECONDS ?? 10) * 1000;
/** The address both instances answer for, as behind one load balancer (forms and API writes must come from it). */
const SITE = "http://tipped.localhost";
const AUTH_SECRET = randomBytes(24).toString("hex");
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PASSWORD = "correct horse battery staple";
const REQUIRED_INFO = {
  phone: "+1 (555) 123-4567",
  subscription: "monthly",
  street: "350 Fifth Avenue",
  city: "New York",
  state: "New York",
  postalCode: "10118",
};
const PERFORMERS = [
  { firstName: "Ana", lastName: "Reyes", altName: "Boardwalk Brass", tag: "brass", genre: "Jazz" },
  { firstName: "Fern", lastName: "Okafor", altName: "Fern on Fiddle", tag: "fiddle", genre: "Classical" },
  { firstName: "Sol", lastName: "Duarte", altName: "Samba Sol", tag: "samba", genre: "Pop" },
].map((performer) => {
  const name = performer.altName.toLowerCase().replace(/\W/g, "");
  return {
    ...performer,
    handle: name,
    description: `${performer.altName} plays the pier on Saturdays.`,
    links: {
      venmoUrl: [`@${name}`, `https://venmo.com/u/${name}`],
      payPalUrl: [`https://www.paypal.com/paypalme/${name}`, `https://paypal.me/${name}`],
      cashAppTag: [`$${name}`, `https://cash.app/$${name}`],
      instagramUrl: [`instagram.com/${name}`, `https://www.instagram.com/${name}`],
    },
  };
});
const SEEDED_VIEWS = 5;
const SEEDED_CLICKS = ["venmoUrl", "payPalUrl", "instagramUrl"];
const LINK_TYPE = { venmoUrl: "venmo", payPalUrl: "paypal", cashAppTag: "cashapp", instagramUrl: "instagram" };
const COUNTED_TABLES = [
  "user",
  "session",
  "account",
  "recipients",
  "tags",
  "analytics_events",
  "analytics_summary",
  "analytics_daily",
  "analytics_links",
  "analytics_hourly",
  "analytics_visitors",
  "analytics_breakdown",
];

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const say = (message) => console.info(`[${elapsed()}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a setup command; its output goes to a log file whose end is shown if it fails. */
function run(command, args, cwd, logFile) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  writeFileSync(logFile, `${result.stdout ?? ""}${result.stderr ?? ""}`);
  if (result.status !== 0) {
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(`\`${command} ${args.join(" ")}\` in ${cwd} failed (${result.status ?? result.error}):\n${tail}`);
  }
  return result.stdout.trim();
}

async function onServer(statement) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Starts a build's server.js as `npm start` does, and waits for its health check. */
async function startInstance(name, dir, databaseUrl, work) {
  const port = await freePort();
  const dataDir = path.join(work, `data-${name}`);
  mkdirSync(dataDir);
  let log = "";
  const spawned = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    cwd: dir,
    env: serverProcessEnv({
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: SITE,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      TRUST_PROXY: "127.0.0.1",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const instance = { name, url: `http://127.0.0.1:${port}`, child, exited, log: () => log, draining: false };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${name} instance exited (${child.exitCode}):\n${log}`);
    try {
      // Read to the end, as a balancer's check does: a cancelled body holds its connection open past the stop.
      const response = await fetch(`${instance.url}/api/health`);
      await response.text();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The ${name} instance did not answer its health check:\n${log}`);
    await sleep(50);
  }
  instance.startMs = Date.now() - spawned;
  return instance;
}

let ipCounter = 0;
/** A new address in the benchmarking range for each visitor, as the balancer's X-Forwarded-For tells it. */
function nextIp() {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 256}.${(ipCounter % 250) + 1}`;
}

/** A phone browser without JavaScript: its cookies and its address, whichever instance the balancer picks. */
class Browser {
  cookies = new Map();
  constructor(ip = nextIp()) {
    this.ip = ip;
  }

  client(base) {
    return formClient(base, this.ip, { userAgent: PHONE, origin: SITE, cookies: this.cookies });
  }

  request(base, pathname, init = {}) {
    const headers = new Headers(init.headers);
    if (init.method === "POST") headers.set("origin", SITE);
    return this.client(base).request(pathname, { ...init, headers });
  }

  postForm(base, pathname, fields) {
    return this.client(base).postForm(pathname, fields);
  }

  /** A tracking hit as the page's sendBeacon sends it. */
  hit(base, body) {
    return this.request(base, "/api/analytics/hit", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify(body),
    });
  }
}

async function expectStatus(response, status, what) {
  const body = await response.text();
  if (response.status !== status) {
    // A form's answer names what it refused in its error messages; else the start of the body.
    const errors = [...body.matchAll(/id="[^"]*-(?:error|problem)"[^>]*>([^<]+)</g)].map((match) => match[1]);
    throw new Error(`${what}: ${response.status} instead of ${status}: ${errors.join("; ") || body.slice(0, 300)}`);
  }
  return body;
}

let visitorCounter = 0;
const newVisitorId = () => `visitor_${Date.now()}_rolling${(visitorCounter += 1)}`;
const view = (performer, visitorId) => ({ type: "profile_view", profileId: performer.uid, visitorId });
function click(performer, field, visitorId) {
  return {
    type: "link_click",
    profileId: performer.uid,
    visitorId,
    linkType: LINK_TYPE[field],
    linkUrl: performer.links[field][1],
  };
}

/** Everything the edit page posts: a save that leaves out a field clears it. */
function profileForm(performer, description) {
  return {
    ...REQUIRED_INFO,
    firstName: performer.firstName,
    lastName: performer.lastName,
    altName: performer.altName,
    handle: performer.handle,
    description,
    genres: performer.genre,
    "tags[0]": performer.tag,
    ...Object.fromEntries(Object.entries(performer.links).map(([field, [typed]]) => [field, typed])),
  };
}

/** Signs up through the wizard, then adds the rest of the links on the edit page; visitors view and click. */
async function seed(base, performer) {
  const browser = new Browser();
  performer.owner = browser;
  const email = `rolling-${performer.handle}-${randomBytes(3).toString("hex")}@example.test`;
  await expectStatus(
    await browser.postForm(base, "/signup", { intent: "continue", email, password: PASSWORD }),
    302,
    "sign-up",
  );
  const session = await (await browser.request(base, "/api/auth/get-session")).json();
  performer.uid = session?.user?.id;
  if (!performer.uid) throw new Error(`No session after ${email} signed up`);
  const { firstName, lastName, altName } = performer;
  const required = { intent: "required-info", ...REQUIRED_INFO, firstName, lastName, altName };
  await expectStatus(await browser.postForm(base, "/signup?step=2", required), 302, "wizard step 2");
  const finish = { intent: "finish", description: performer.description, venmoUrl: performer.links.venmoUrl[0] };
  await expectStatus(await browser.postForm(base, "/signup?step=3", finish), 302, "wizard finish");
  const form = profileForm(performer, performer.description);
  await expectStatus(await browser.postForm(base, `/profile/${performer.uid}/edit`, form), 302, "edit page save");
  performer.visitors = [];
  for (let index = 0; index < SEEDED_VIEWS; index++) {
    const visitorId = newVisitorId();
    const visitor = new Browser();
    await expectStatus(await visitor.request(base, `/profile/${performer.uid}`), 200, "profile page");
    await expectStatus(await visitor.hit(base, view(performer, visitorId)), 201, "a seeded view");
    const field = SEEDED_CLICKS[index];
    if (field) await expectStatus(await visitor.hit(base, click(performer, field, visitorId)), 201, "a seeded click");
    performer.visitors.push(visitorId);
  }
}

const newStats = () => ({
  requests: 0,
  byKind: {},
  byStatus: {},
  server5xx: 0,
  connectionErrors: 0,
  unexpected: 0,
  hitsStored: 0,
  answeredWhileStopping: 0,
  maxLatencyMs: 0,
  phases: {},
  failures: [],
});

/** The load: anonymous visitors (page, view, sometimes a click) and the first performer (dashboard, saves). */
function createLoad(performers) {
  const stats = { old: newStats(), new: newStats() };
  const state = { phase: "old alone", stopped: false, saving: false, saves: 0, lastSave: null };
  // A save through one instance must show on the other's page (its cache dropped by the change notice).
  const crossSaves = { checked: 0, late: [] };
  const instances = [];
  const workers = [];

  async function call(instance, kind, expected, send) {
    if (instance.draining) return false; // out of rotation: the balancer sends nothing more
    const phase = state.phase;
    const stat = stats[instance.name];
    const at = Date.now();
    let outcome;
    try {
      const response = await send();
      await response.arrayBuffer();
      outcome = response.status;
    } catch (error) {
      outcome = `connection error: ${error.cause?.code ?? error.cause?.message ?? error.message}`;
    }
    const ms = Date.now() - at;
    if (instance.draining) stat.answeredWhileStopping += 1; // in flight when the stop began
    const phaseStat = (stat.phases[phase] ??= { requests: 0, failures: 0, maxLatencyMs: 0 });
    stat.requests += 1;
    phaseStat.requests += 1;
    stat.byKind[kind] = (stat.byKind[kind] ?? 0) + 1;
    stat.byStatus[outcome] = (stat.byStatus[outcome] ?? 0) + 1;
    stat.maxLatencyMs = Math.max(stat.maxLatencyMs, ms);
    phaseStat.maxLatencyMs = Math.max(phaseStat.maxLatencyMs, ms);
    if (outcome === expected) return true;
    phaseStat.failures += 1;
    if (typeof outcome === "string") stat.connectionErrors += 1;
    else if (outcome >= 500) stat.server5xx += 1;
    else stat.unexpected += 1;
    if (stat.failures.length < 20) stat.failures.push({ phase, kind, expected, got: outcome });
    return false;
  }

  async function visitorLoop(instance, index) {
    for (let round = index; !state.stopped && !instance.draining; round++) {
      const performer = performers[round % performers.length];
      const visitor = new Browser();
      const visitorId = newVisitorId();
      const page = round % 2 === 0 ? `/profile/${performer.uid}` : `/@${performer.handle}`;
      await call(instance, "profile page", 200, () => visitor.request(instance.url, page));
      if (await call(instance, "tracking hit", 201, () => visitor.hit(instance.url, view(performer, visitorId))))
        stats[instance.name].hitsStored += 1;
      if (round % 3 === 0) {
        const hit = () => visitor.hit(instance.url, click(performer, "venmoUrl", visitorId));
        if (await call(instance, "tracking hit", 201, hit)) stats[instance.name].hitsStored += 1;
      }
      await sleep(30);
    }
  }

  async function seenOn(other, owner, description) {
    const deadline = Date.now() + 2000;
    for (;;) {
      try {
        const response = await new Browser().request(other.url, `/profile/${owner.uid}`);
        if ((await response.text()).includes(description)) break;
      } catch {
        // counted below if it never shows
      }
      if (Date.now() > deadline || other.draining) {
        if (!other.draining)
          crossSaves.late.push(`"${description}" not on the ${other.name} instance's page after 2 s`);
        return;
      }
      await sleep(50);
    }
    crossSaves.checked += 1;
  }

  async function ownerLoop(instance) {
    const owner = performers[0];
    for (let round = 1; !state.stopped && !instance.draining; round++) {
      await call(instance, "owner dashboard", 200, () => owner.owner.request(instance.url, "/dashboard"));
      if (round % 5 === 0 && !state.saving) {
        // One save at a time, so the last one answered is the one stored.
        state.saving = true;
        const description = `Save ${(state.saves += 1)} went through the ${instance.name} instance.`;
        const form = profileForm(owner, description);
        const saved = await call(instance, "profile save", 302, () =>
          owner.owner.postForm(instance.url, `/profile/${owner.uid}/edit`, form),
        );
        if (saved) {
          state.lastSave = { description, instance: instance.name };
          const other = instances.find((candidate) => candidate !== instance && !candidate.draining);
          if (other) await seenOn(other, owner, description);
        }
        state.saving = false;
      }
      await sleep(100);
    }
  }

  return {
    stats,
    state,
    crossSaves,
    /** Puts an instance in rotation: two visitors' loops and the owner's. */
    add(instance) {
      instances.push(instance);
      workers.push(visitorLoop(instance, 0), visitorLoop(instance, 1), ownerLoop(instance));
    },
    async stop() {
      state.stopped = true;
      await Promise.all(workers);
    },
  };
}

async function countRows(db) {
  const counts = {};
  for (const table of COUNTED_TABLES) {
    const exists = await db.query("select to_regclass($1) as name", [`public."${table}"`]);
    if (!exists.rows[0].name) continue;
    counts[table] = Number((await db.query(`select count(*) as n from "${table}"`)).rows[0].n);
  }
  return counts;
}

/** The tags of the migrations a database has, read against this checkout's journal. */
async function appliedMigrations(db) {
  const journal = JSON.parse(readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8"));
  const rows = (await db.query(`select created_at from drizzle.__drizzle_migrations order by created_at`)).rows;
  return rows.map(
    (row) => journal.entries.find((entry) => entry.when === Number(row.created_at))?.tag ?? row.created_at,
  );
}

/**
 * What the new instance must show: each page, its short link and links, each seeded visit in the export, every
 * stored view on the dashboard and the insights page (whichever instance stored it), the last save.
 */
async function readBack(instance, performers, lastSave, db) {
  const missing = [];
  const stored = await db.query(
    `select profile_id, count(*) filter (where type = 'profile_view')::int as views from analytics_events group by 1`,
  );
  const views = Object.fromEntries(stored.rows.map((row) => [row.profile_id, row.views]));
  const anonymous = new Browser();
  for (const performer of performers) {
    for (const page of [`/profile/${performer.uid}`, `/@${performer.handle}`]) {
      const response = await anonymous.request(instance.url, page);
      const html = await response.text();
      if (response.status !== 200) {
        missing.push(`${page} answered ${response.status}`);
        continue;
      }
      for (const text of [performer.altName, ...Object.values(performer.links).map(([, href]) => `href="${href}"`)])
        if (!html.includes(text)) missing.push(`${page} lacks ${text}`);
    }
    const csv = await performer.owner.request(instance.url, "/api/analytics/export.csv");
    const rows = await csv.text();
    if (csv.status !== 200) missing.push(`${performer.altName}'s analytics export answered ${csv.status}`);
    else
      for (const visitorId of performer.visitors)
        if (!rows.includes(visitorId)) missing.push(`${performer.altName}'s export lacks ${visitorId}`);
    const dashboard = await performer.owner.request(instance.url, "/dashboard");
    const html = await dashboard.text();
    const shown = html.match(/data-metric="Profile Views"[^>]*>.*?<p[^>]*>([^<]*)<\/p>/)?.[1]?.replace(/\D/g, "");
    if (dashboard.status !== 200) missing.push(`${performer.altName}'s dashboard answered ${dashboard.status}`);
    else if (Number(shown) !== views[performer.uid])
      missing.push(`${performer.altName}'s dashboard shows ${shown} views of ${views[performer.uid]}`);
    const insights = await performer.owner.request(instance.url, "/dashboard/insights.csv?range=7d");
    const figures = await insights.text();
    const counted = figures.match(/^views,(\d+),/m)?.[1];
    if (insights.status !== 200) missing.push(`${performer.altName}'s insights answered ${insights.status}`);
    else if (Number(counted) !== views[performer.uid])
      missing.push(`${performer.altName}'s insights count ${counted} views of ${views[performer.uid]}`);
  }
  if (lastSave) {
    const html = await (await anonymous.request(instance.url, `/profile/${performers[0].uid}`)).text();
    if (!html.includes(lastSave.description))
      missing.push(`the first page lacks its last save ("${lastSave.description}")`);
  }
  return missing;
}

/** Figures each rollup must agree on: every stored hit counted once in each. */
async function rollupTotals(db) {
  const one = async (statement) => Number((await db.query(statement)).rows[0].n ?? 0);
  return {
    events: await one(`select count(*) as n from analytics_events`),
    summary: await one(`select sum(total_profile_views + total_link_clicks) as n from analytics_summary`),
    hourly: await one(`select sum(views + clicks) as n from analytics_hourly`),
    breakdownDevice: await one(`select sum(views + clicks) as n from analytics_breakdown where dimension = 'device'`),
    visitorDays: await one(
      `select count(*) as n from (select distinct e.profile_id, tipped_local_date(e.timestamp, r.time_zone), e.visitor_id
        from analytics_events e join recipients r on r.owner_uid = e.profile_id where e.type = 'profile_view') as days`,
    ),
    visitors: await one(`select count(*) as n from analytics_visitors`),
  };
}

const rollupsAgree = (totals) =>
  ["summary", "hourly", "breakdownDevice"].every((rollup) => totals[rollup] === totals.events) &&
  totals.visitors === totals.visitorDays;

const work = mkdtempSync(path.join(tmpdir(), "tipped-rolling-"));
/** ROLLING_OLD_DIR: an installed and built checkout of the older version to use as it is (nothing is removed). */
const givenOldDir = process.env.ROLLING_OLD_DIR;
const oldDir = givenOldDir ? path.resolve(givenOldDir) : path.join(work, "old");
const processes = [];
let database;
let load;
const failures = [];
let summary;

async function cleanUp() {
  await load?.stop();
  for (const instance of processes) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill("SIGKILL");
      await instance.exited;
    }
  }
  if (database) await onServer(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`).catch(() => undefined);
  if (!givenOldDir) {
    spawnSync("git", ["worktree", "remove", "--force", oldDir], { cwd: ROOT });
    spawnSync("git", ["worktree", "prune"], { cwd: ROOT });
  }
  rmSync(work, { recursive: true, force: true });
}

process.once("SIGINT", () => {
  console.error("Interrupted: cleaning up.");
  void cleanUp().finally(() => process.exit(130));
});

try {
  const to = run("git", ["rev-parse", "--short", "HEAD"], ROOT, path.join(work, "git.log"));
  if (givenOldDir) say(`Using the older version built in ${oldDir}.`);
  else {
    say(`Checking out ${FROM} into ${oldDir}…`);
    run("git", ["worktree", "add", "--detach", oldDir, FROM], ROOT, path.join(work, "worktree.log"));
    say(`Installing ${FROM}'s packages…`);
    run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], oldDir, path.join(work, "install-old.log"));
    say(`Building ${FROM}…`);
    run("npm", ["run", "build"], oldDir, path.join(work, "build-old.log"));
  }
  say(`Building this checkout (${to})…`);
  run("npm", ["run", "build"], ROOT, path.join(work, "build-new.log"));

  const name = `tipped_rolling_${randomBytes(4).toString("hex")}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  database = { name, url: url.toString() };
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    say(`Starting ${FROM} on the scratch database ${name}…`);
    const old = await startInstance("old", oldDir, database.url, work);
    processes.push(old);
    const oldMigrations = await appliedMigrations(db);
    say(`${FROM} answers (${old.startMs} ms; schema at ${oldMigrations.at(-1)}). Seeding through it…`);
    for (const performer of PERFORMERS) await seed(old.url, performer);
    const seeded = await countRows(db);

    load = createLoad(PERFORMERS);
    load.add(old);
    say("Load on the old instance…");
    await sleep(3000);

    const beforeSwitch = await countRows(db);
    load.state.phase = "new starting";
    say(`Starting ${to} on the same database while ${FROM} serves…`);
    const current = await startInstance("new", ROOT, database.url, work);
    processes.push(current);
    const newMigrations = (await appliedMigrations(db)).filter((tag) => !oldMigrations.includes(tag));
    say(`${to} answers after ${current.startMs} ms, having applied ${newMigrations.join(", ") || "nothing"}.`);
    load.state.phase = "both";
    load.add(current);
    const bothAt = Date.now();
    await sleep(OVERLAP_MS);

    // The balancer takes the old instance out, then it is stopped: what it was answering must still be answered.
    load.state.phase = "old stopping";
    old.draining = true;
    const stopAt = Date.now();
    const overlapMs = stopAt - bothAt;
    old.child.kill("SIGTERM");
    const oldExit = await old.exited;
    const stopMs = Date.now() - stopAt;
    say(`${FROM} stopped (exit ${oldExit}) ${stopMs} ms after SIGTERM; the new instance carries on alone.`);
    load.state.phase = "new alone";
    await sleep(3000);
    await load.stop();

    // The new instance counts the old one's last hits in the insights rollups within a sweep (older-hits.ts).
    const settleAt = Date.now();
    let rollups = await rollupTotals(db);
    while (!rollupsAgree(rollups) && Date.now() - settleAt < 20_000) {
      await sleep(250);
      rollups = await rollupTotals(db);
    }
    const rollupsSettledMs = Date.now() - settleAt;
    const after = await countRows(db);
    const missing = await readBack(current, PERFORMERS, load.state.lastSave, db);
    const { stats } = load;
    const seededHits = PERFORMERS.length * (SEEDED_VIEWS + SEEDED_CLICKS.length);
    const storedHits = seededHits + stats.old.hitsStored + stats.new.hitsStored;

    const check = (ok, what) => ok || failures.push(what);
    for (const side of ["old", "new"]) {
      const stat = stats[side];
      check(stat.requests > 0, `the ${side} instance answered no request`);
      check(stat.server5xx === 0, `the ${side} instance answered ${stat.server5xx} request(s) with a 5xx`);
      check(stat.connectionErrors === 0, `the ${side} instance had ${stat.connectionErrors} connection error(s)`);
      check(stat.unexpected === 0, `the ${side} instance gave ${stat.unexpected} unexpected status(es)`);
    }
    check(oldExit === 0, `the old instance exited with ${oldExit} after SIGTERM`);
    check(current.child.exitCode === null, "the new instance stopped during the run");
    check(missing.length === 0, `the new instance could not read back: ${missing.join("; ")}`);
    check(load.crossSaves.checked > 0, "no save was checked on the other instance's page");
    check(load.crossSaves.late.length === 0, `saves missing on the other instance: ${load.crossSaves.late.join("; ")}`);
    for (const table of ["user", "account", "recipients", "tags"])
      check(after[table] === seeded[table], `${table} went from ${seeded[table]} rows to ${after[table]}`);
    check(
      after.analytics_events === storedHits,
      `analytics_events holds ${after.analytics_events} rows for ${storedHits} stored hits`,
    );
    for (const rollup of ["summary", "hourly", "breakdownDevice"])
      check(rollups[rollup] === rollups.events, `${rollup} counts ${rollups[rollup]} of ${rollups.events} hits`);
    check(rollups.visitors === rollups.visitorDays, `${rollups.visitors} of ${rollups.visitorDays} visitor-days`);

    summary = {
      from: FROM,
      to,
      database: name,
      seconds: Math.round((Date.now() - started) / 1000),
      switch: {
        newInstanceReadyMs: current.startMs,
        migrationsApplied: newMigrations,
        overlapMs,
        oldStopMs: stopMs,
        oldExitCode: oldExit,
      },
      requests: stats,
      saves: { made: load.state.saves, seenOnTheOtherInstance: load.crossSaves.checked, late: load.crossSaves.late },
      lastSave: load.state.lastSave,
      storedHits: { seeded: seededHits, old: stats.old.hitsStored, new: stats.new.hitsStored },
      rows: { seeded, beforeSwitch, after },
      rollups: { ...rollups, settledMs: rollupsSettledMs },
      failures,
    };
  } finally {
    await db.end();
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  if (failures.length > 0 && processes.length > 0) {
    // The servers' logs outlive the run's folder.
    const logs = mkdtempSync(path.join(tmpdir(), "tipped-rolling-logs-"));
    for (const instance of processes) writeFileSync(path.join(logs, `${instance.name}.log`), instance.log());
    console.error(`The instances' logs are in ${logs}.`);
  }
  await cleanUp();
}

if (summary) {
  const { requests, switch: change } = summary;
  console.info(JSON.stringify(summary, null, 2));
  const during = requests.old.phases["new starting"] ?? { requests: 0, maxLatencyMs: 0 };
  console.info(
    [
      `${FROM} → ${summary.to} on PostgreSQL, ${summary.seconds} s in all.`,
      `The old instance answered ${requests.old.requests} requests (${during.requests} while the new one started and ` +
        `migrated, slowest ${during.maxLatencyMs} ms); the new one ${requests.new.requests}.`,
      `The new instance was ready ${change.newInstanceReadyMs} ms after it started, having applied ` +
        `${change.migrationsApplied.length} migration(s); the old one stopped ${change.oldStopMs} ms after SIGTERM ` +
        `(${requests.old.answeredWhileStopping} request(s) in flight then).`,
      `5xx: old ${requests.old.server5xx}, new ${requests.new.server5xx}; connection errors: old ` +
        `${requests.old.connectionErrors}, new ${requests.new.connectionErrors}; other unexpected answers: old ` +
        `${requests.old.unexpected}, new ${requests.new.unexpected}.`,
      `${summary.saves.made} profile saves; ${summary.saves.seenOnTheOtherInstance} made during the overlap showed on ` +
        `the other instance's page within 2 s, ${summary.saves.late.length} did not.`,
      `Hits stored: ${summary.storedHits.seeded} seeded, ${summary.storedHits.old} by the old instance, ` +
        `${summary.storedHits.new} by the new one; analytics_events ${summary.rows.seeded.analytics_events} → ` +
        `${summary.rows.after.analytics_events} rows.`,
    ].join("\n"),
  );
}
if (failures.length > 0) {
  console.error(`Rolling upgrade FAILED:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
} else {
  console.info("Rolling upgrade passed: both instances kept answering and the new one reads everything back.");
}
