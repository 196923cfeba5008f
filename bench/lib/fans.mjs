// "Tell my fans" at scale (docs/decisions/0019-fans.md): 5,000 confirmed fans on PostgreSQL, one notice from the
// dashboard, and the queue's drain to a real local SMTP server (smtp-server from npm), while anonymous visitors keep
// loading the profile page; the page's latency percentiles are taken during the drain and before it.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { loadGenerator, measure } from "./load.mjs";
import { startServer } from "./server.mjs";

function startSmtp() {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        count++;
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: server.server.address().port,
        count: () => count,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

export async function fansBench({ fans = 5000 } = {}) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return { skipped: "needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL" };
  const name = `tipped_bench_fans_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(base), { pathname: `/${name}` }).href;
  const smtp = await startSmtp();
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TRUST_PROXY: "127.0.0.1",
    AUTH_RATE_LIMIT_MAX: "1000",
    TRACKING_RATE_LIMIT_MAX: "1000000",
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const performer = await seedProfile(server.url);
    await db.query(
      `insert into fans (profile_uid, email, city, language)
       select $1, 'fan' || g || '@example.test', 'Seattle', 'en' from generate_series(1, $2::int) g`,
      [performer.uid, fans],
    );
    const page = `${server.url}/profile/${performer.uid}`;
    // Views from the shared load generator (wrk when installed), a process of its own: undici's fetch in this
    // process, beside the SMTP server taking 300 mails a second, measured itself (a p99 of 20 ms with no drain).
    const views = { connections: 4, duration: 5, headers: { "accept-encoding": "br" } };
    const quiet = await measure(page, views);

    const started = performance.now();
    const told = await performer.client.postForm("/dashboard", {
      intent: "tell-fans",
      text: "Playing at Pier 39 today 3–5 pm",
      city: "",
    });
    if (told.status !== 200) throw new Error(`the notice was refused: ${told.status}`);
    // Its 1 s warm-up and 5 s run fall within the drain (some 15 s at 300 mails a second); checked below.
    const busy = await measure(page, views);
    const busyEndedAt = smtp.count();
    const deadline = started + 600_000;
    while (smtp.count() < fans && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await db.query("select status, count(*)::int as n from fan_mails group by status order by status");
    return {
      fans,
      mailsReceived: smtp.count(),
      drainSeconds: +seconds.toFixed(1),
      mailsPerSecond: Math.round(smtp.count() / seconds),
      queueAfterwards: Object.fromEntries(rows.map((row) => [row.status, row.n])),
      profileViews: {
        loadGenerator,
        beforeNotice: quiet,
        duringDrain: { ...busy, mailsStillQueuedWhenItEnded: fans - busyEndedAt },
      },
    };
  } finally {
    await db.end().catch(() => {});
    await server.stop();
    await smtp.close();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
