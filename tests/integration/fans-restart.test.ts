import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { freshDatabase } from "../support/fresh-server";
import { completedPerformer, uniqueEmail } from "../support/http-client";
import { startInProcessServer, type InProcessServer } from "../support/in-process-server";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { startMailCatcher } from "../support/mail-catcher";

/**
 * The fans' mail queue across a restart: the server stops in the middle of a notice and starts again on the same
 * database; every fan gets the notice exactly once, including mails a crashed process had claimed.
 */
const mail = await startMailCatcher();
const database = await freshDatabase();
afterAll(async () => {
  await mail.stop();
  await database.drop();
});

const FANS = 40;
const start = () =>
  startInProcessServer({
    dataDir: database.dataDir,
    env: {
      ...INTEGRATION_SERVER_ENV,
      ...database.env,
      SMTP_URL: mail.url,
      FAN_MAIL_BATCH: "5",
      FAN_MAIL_POLL_SECONDS: "0.2",
    },
  });

async function statuses(server: InProcessServer) {
  const { rows } = (await server.runtime.db.execute(
    sql`select status, count(*)::int as n from fan_mails group by status order by status`,
  )) as unknown as { rows: Array<{ status: string; n: number }> };
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("a restart in the middle of a notice sends every remaining mail exactly once", async () => {
  let server = await start();
  const emails = Array.from({ length: FANS }, (_, i) => uniqueEmail(`fan${i}`));
  try {
    const { client: owner, uid } = await completedPerformer(server.url);
    // The fans as confirmed sign-ups leave them (the sign-up itself is tested in fans.test.ts).
    for (const email of emails)
      await server.runtime.db.execute(
        sql`insert into fans (profile_uid, email, language) values (${uid}, ${email}, 'en')`,
      );

    // The mail server holds its answers: the first batch is in flight when the server is told to stop.
    mail.hold();
    const notice = await owner.postForm("/dashboard", { intent: "tell-fans", text: "Playing at Pier 39 today 3–5 pm" });
    expect(await notice.text()).toContain(`on its way to ${FANS} fans`);
    await until(async () => (await statuses(server)).sending === 5);
    const stopping = server.stop();
    mail.resume();
    await stopping;
  } catch (error) {
    mail.resume();
    await server.stop();
    throw error;
  }
  expect(mail.mails).toHaveLength(5);

  // A process that died mid-send left two claims behind, an hour old: they are taken again after the timeout.
  const opened = await database.open();
  try {
    await opened.db.execute(sql`update fan_mails set status = 'sending', claimed_by = 'a-dead-process',
      claimed_at = now() - interval '1 hour', attempts = 1
      where id in (select id from fan_mails where status = 'queued' order by id limit 2)`);
    const { rows } = (await opened.db.execute(
      sql`select status, count(*)::int as n from fan_mails group by status order by status`,
    )) as unknown as { rows: Array<{ status: string; n: number }> };
    expect(Object.fromEntries(rows.map((row) => [row.status, row.n]))).toEqual({
      queued: FANS - 7,
      sending: 2,
      sent: 5,
    });
  } finally {
    await opened.close();
  }

  server = await start();
  try {
    await until(async () => mail.mails.length >= FANS);
    await until(async () => (await statuses(server)).sent === FANS);
    await new Promise((resolve) => setTimeout(resolve, 600)); // a second copy would arrive meanwhile
    expect(await statuses(server)).toEqual({ sent: FANS });
    const received = mail.mails.flatMap((caught) => caught.to).sort();
    expect(received).toEqual([...emails].sort());
  } finally {
    await server.stop();
  }
});
