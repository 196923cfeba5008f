import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, uniqueEmail, type TestClient } from "../support/http-client";
import { startMailCatcher } from "../support/mail-catcher";

/** The fans' mail queue when the mail server is away: it tries again later, and gives up after the last try. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const smtpPort = await freePort();
const server = await startFreshServer({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FAN_MAIL_POLL_SECONDS: "0.1",
    FAN_MAIL_RETRY_SECONDS: "0.4",
    FAN_MAIL_MAX_ATTEMPTS: "3",
  },
});
let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
afterAll(() => catcher?.stop());

async function mails(uid: string) {
  return server.withDatabase(async ({ db }) => {
    const { rows } = (await db.execute(sql`select m.status, m.attempts, m.last_error from fan_mails m
      join fan_notices n on n.id = m.notice_id where n.profile_uid = ${uid} order by m.id`)) as unknown as {
      rows: Array<{ status: string; attempts: number; last_error: string | null }>;
    };
    return rows;
  });
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function performerTelling(fans: string[]) {
  const performer = await completedPerformer(server.url);
  await server.withDatabase(async ({ db }) => {
    for (const email of fans)
      await db.execute(sql`insert into fans (profile_uid, email, language) values (${performer.uid}, ${email}, 'en')`);
  });
  const sent = await (performer.client as TestClient).postForm("/dashboard", {
    intent: "tell-fans",
    text: "Playing at the market at noon",
  });
  expect(await sent.text()).toContain(`on its way to ${fans.length} fan`);
  return performer;
}

it("a mail the mail server did not take waits and is sent on a later try, once", async () => {
  const fans = [uniqueEmail("fan"), uniqueEmail("fan")];
  const { uid } = await performerTelling(fans);
  await until(async () => (await mails(uid)).every((mail) => mail.status === "queued" && mail.attempts === 1));
  expect((await mails(uid))[0]!.last_error).toMatch(/ECONNREFUSED/);

  catcher = await startMailCatcher({ port: smtpPort });
  await until(async () => (await mails(uid)).every((mail) => mail.status === "sent"));
  for (const email of fans) {
    await catcher.mailTo(email);
    expect(catcher.mails.filter((mail) => mail.to.includes(email))).toEqual([]);
  }
  expect((await mails(uid)).map((mail) => [mail.status, mail.attempts > 1, mail.last_error])).toEqual([
    ["sent", true, null],
    ["sent", true, null],
  ]);
});

it("after the last try a mail is marked failed, and the dashboard counts it", async () => {
  // The queue's pooled connections are closed first: the mail server waits for open ones before it stops.
  await server.runtime!.fans.mailer.close();
  await catcher?.stop();
  catcher = undefined;
  const { uid, client } = await performerTelling([uniqueEmail("fan")]);
  await until(async () => (await mails(uid))[0]!.status === "failed");
  expect((await mails(uid))[0]!.attempts).toBe(3);
  const dashboard = await (await client.get("/dashboard")).text();
  expect(dashboard).toMatch(/data-fan-figure="Failed"[^]*?>1</);
  expect(server.output()).toContain("A fan mail could not be sent (try 3, the last)");
});
