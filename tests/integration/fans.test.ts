import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { FAN_SIGNUP_ANSWERS, NOTICE_MESSAGES, UNSUBSCRIBE_LINK_INVALID } from "~/domain/fans";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, TestClient, uniqueEmail } from "../support/http-client";
import { startMailCatcher, type CaughtMail } from "../support/mail-catcher";

/** Fans with a real SMTP server: sign-up, confirmation, unsubscribe, the owner's notice through the queue. */
const mail = await startMailCatcher();
afterAll(() => mail.stop());
const server = await startFreshServer({
  env: {
    SMTP_URL: mail.url,
    MAIL_FROM: "Tipped <hello@tipped.test>",
    FAN_SIGNUP_RATE_LIMIT_MAX: "5",
    FAN_SIGNUP_EMAIL_RATE_LIMIT_MAX: "3",
    FAN_MAIL_POLL_SECONDS: "0.2",
  },
});
const base = server.url;

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return server.withDatabase(async ({ db }) => ((await db.execute(query)) as unknown as { rows: T[] }).rows);
}

const fanRows = (uid: string) =>
  rows<{ id: string; email: string; city: string | null; language: string }>(
    sql`select id, email, city, language from fans where profile_uid = ${uid} order by email`,
  );

/** A visitor's sign-up on the profile, as the form posts it. */
function signUp(visitor: TestClient, uid: string, fields: Record<string, string>, language = "en-US") {
  return visitor.request(`/profile/${uid}/fans`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "accept-language": language,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Opens the confirmation link and presses its button, as a browser without JavaScript. */
async function confirm(visitor: TestClient, link: string) {
  const page = await visitor.get(pathOf(link));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Press the button to confirm");
  return visitor.postForm(pathOf(link), { token: new URL(link).searchParams.get("token")! });
}

/** A mail's header, unfolded. */
const header = (caught: CaughtMail, name: string) =>
  new RegExp(`^${name}:([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, "mi")
    .exec(caught.headers)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim();

describe("signing up as a fan", () => {
  it("the profile has the form, working without scripts, and its answers in the kept page", async () => {
    const { uid } = await completedPerformer(base);
    const page = await new TestClient(base).get(`/profile/${uid}`);
    const html = await page.text();
    expect(html).toContain("Hear when Maya plays near you");
    expect(html).toContain(`action="/profile/${uid}/fans"`);
    expect(html).toContain(`id="fans-sent"`);
    expect(html).toContain(FAN_SIGNUP_ANSWERS.sent);
  });

  it("mails a confirmation; nothing is a fan before the click; the click makes one fan; a replay adds nothing", async () => {
    const { uid } = await completedPerformer(base);
    const visitor = new TestClient(base);
    const email = uniqueEmail("fan");
    const answer = await signUp(visitor, uid, { email: email.toUpperCase(), city: " San  Francisco " }, "es-MX,es");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/profile/${uid}#fans-sent`);

    const sent = await mail.mailTo(email);
    // In the language of the page the visitor signed up on (es).
    expect(sent.subject).toBe("Confirma: entérate de cuándo Sax Maya toca cerca de ti");
    expect(sent.link).toMatch(/\/fans\/confirm\?token=/);
    expect(await fanRows(uid)).toEqual([]);

    // Opening the link (a mail scanner) confirms nothing.
    const opened = await visitor.get(pathOf(sent.link!));
    expect(opened.status).toBe(200);
    expect(await fanRows(uid)).toEqual([]);

    const done = await confirm(visitor, sent.link!);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/profile/${uid}#fans-confirmed`);
    const stored = await fanRows(uid);
    expect(stored).toEqual([{ id: expect.any(String), email, city: "San Francisco", language: "es" }]);

    const replay = await confirm(visitor, sent.link!);
    expect(replay.headers.get("location")).toBe(`/profile/${uid}#fans-already`);
    expect(await fanRows(uid)).toHaveLength(1);

    // Signing up again with the same address: a new link, still one fan.
    await signUp(new TestClient(base), uid, { email });
    const again = await confirm(new TestClient(base), (await mail.mailTo(email)).link!);
    expect(again.headers.get("location")).toBe(`/profile/${uid}#fans-already`);
    expect(await fanRows(uid)).toHaveLength(1);
    // No client address anywhere in the sign-ups or fans.
    const stray = await rows<{ n: number }>(sql`select count(*)::int as n from fan_signups
      where email like '198.18.%' or city like '198.18.%'`);
    expect(stray[0]!.n).toBe(0);
  });

  it("a made-up or damaged confirmation token is told clearly and stores nothing", async () => {
    const visitor = new TestClient(base);
    const forged = await visitor.postForm("/fans/confirm?token=x", { token: "A".repeat(43) });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(FAN_SIGNUP_ANSWERS.expired);
  });

  it("a malformed address gets a clear answer and no mail", async () => {
    const { uid } = await completedPerformer(base);
    for (const email of ["not-an-address", "a@b", "two@@example.com", ""]) {
      const answer = await signUp(new TestClient(base), uid, { email });
      expect(answer.headers.get("location")).toBe(`/profile/${uid}#fans-bad-email`);
    }
    const html = await (await new TestClient(base).get(`/profile/${uid}`)).text();
    expect(html).toContain(`id="fans-bad-email"`);
    expect(html).toContain(FAN_SIGNUP_ANSWERS["bad-email"]);
    expect(await rows(sql`select 1 from fan_signups where profile_uid = ${uid}`)).toEqual([]);
  });

  it("a flood of sign-ups from one client, or to one address, is refused", async () => {
    const { uid } = await completedPerformer(base);
    const flooder = new TestClient(base);
    const answers: string[] = [];
    for (let i = 0; i < 8; i++)
      answers.push((await signUp(flooder, uid, { email: uniqueEmail("flood") })).headers.get("location")!);
    expect(answers.slice(0, 5).every((location) => location.endsWith("#fans-sent"))).toBe(true);
    expect(answers.slice(5)).toEqual(Array(3).fill(`/profile/${uid}#fans-too-many`));

    const target = uniqueEmail("victim");
    const perAddress: string[] = [];
    for (let i = 0; i < 5; i++)
      perAddress.push((await signUp(new TestClient(base), uid, { email: target })).headers.get("location")!);
    expect(perAddress.filter((location) => location.endsWith("#fans-too-many"))).toHaveLength(2);
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from fan_signups where email = ${target}`,
    )) as [{ n: number }];
    expect(n).toBe(3);
  });

  it("an unknown profile answers 404", async () => {
    const answer = await signUp(new TestClient(base), "no-such-profile", { email: uniqueEmail("fan") });
    expect(answer.status).toBe(404);
  });
});

/** A performer with `count` confirmed fans (cities as given, in turn). */
async function performerWithFans(count: number, cities: (string | null)[] = [null], languages = ["en-US"]) {
  const performer = await completedPerformer(base);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = uniqueEmail(`fan${i}`);
    const visitor = new TestClient(base);
    const city = cities[i % cities.length];
    await signUp(visitor, performer.uid, city ? { email, city } : { email }, languages[i % languages.length]);
    const link = (await mail.mailTo(email)).link!;
    expect((await confirm(visitor, link)).headers.get("location")).toContain("#fans-confirmed");
    emails.push(email);
  }
  return { ...performer, emails };
}

describe("unsubscribing", () => {
  it("one-click POST unsubscribes the fan; a forged token for someone else changes nothing", async () => {
    const { uid, emails } = await performerWithFans(2);
    const [alice, bob] = (await fanRows(uid)).sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
    const secretless = `${bob!.id}.${"A".repeat(32)}`;
    const forged = await fetch(`${base}/fans/unsubscribe?token=${secretless}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe(UNSUBSCRIBE_LINK_INVALID);
    const forgedPage = await new TestClient(base).get(`/fans/unsubscribe?token=${secretless}`);
    expect(forgedPage.status).toBe(400);
    expect(await forgedPage.text()).toContain("This unsubscribe link is not valid");
    expect(await fanRows(uid)).toHaveLength(2);

    // The token of Alice's mail (as the notice mails carry it), used by Alice's mail provider.
    const token = await tokenFor(alice!.id);
    const oneClick = await fetch(`${base}/fans/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await fanRows(uid)).map((fan) => fan.email)).toEqual([bob!.email]);
    const page = await new TestClient(base).get(`/fans/unsubscribe?token=${token}`);
    expect(await page.text()).toContain(FAN_SIGNUP_ANSWERS.unsubscribed);
  });
});

/** The unsubscribe token the server makes for a fan (the same HMAC as the mails' links). */
async function tokenFor(fanId: string) {
  const { unsubscribeToken } = await import("~/.server/fans/tokens");
  return unsubscribeToken(server.runtime!.settings.AUTH_SECRET, fanId);
}

/** Mails that arrived for `to` so far (the catcher's list; mailTo takes them out). */
const mailsTo = (to: string) => mail.mails.filter((caught) => caught.to.includes(to));

/** Waits until every address has a mail, and a little longer, so a second copy would have arrived. */
async function waitForOneEach(emails: string[]) {
  const deadline = Date.now() + 15_000;
  while (emails.some((email) => mailsTo(email).length === 0)) {
    if (Date.now() > deadline) throw new Error("not every fan got a mail");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
}

const tellFans = (owner: TestClient, text: string, city = "") =>
  owner.postForm("/dashboard", { intent: "tell-fans", text, city });

describe("telling the fans", () => {
  it("queues one mail per fan; each gets exactly one, in their language, with one-click unsubscribe", async () => {
    const performer = await performerWithFans(4, ["Berlin", "Paris"], ["en-US", "es-ES,es;q=0.9"]);
    const { client: owner, uid, emails } = performer;
    const dashboard = await (await owner.get("/dashboard")).text();
    expect(dashboard).toContain("Tell my fans");
    expect(dashboard).toContain("Fans in Berlin (2)");

    const sent = await tellFans(owner, "Playing at Pier 39 today 3–5 pm");
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Your notice is on its way to 4 fans.");
    await waitForOneEach(emails);
    for (const [index, email] of emails.entries()) {
      const [caught, ...more] = mailsTo(email);
      expect(more).toEqual([]);
      expect(caught!.subject).toBe(index % 2 === 0 ? "Sax Maya plays near you" : "Sax Maya toca cerca de ti");
      // The catcher decodes quoted-printable bytes one by one: read them again as UTF-8.
      expect(Buffer.from(caught!.raw, "latin1").toString("utf8")).toContain("Playing at Pier 39 today 3–5 pm");
      const [fan] = (await fanRows(uid)).filter((row) => row.email === email);
      const link = `${base}/fans/unsubscribe?token=${await tokenFor(fan!.id)}`;
      expect(header(caught!, "List-Unsubscribe")).toBe(`<${link}>`);
      expect(header(caught!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(caught!.raw).toContain(link);
      expect(header(caught!, "Message-ID")).toMatch(/^<fan-mail-\d+@127\.0\.0\.1>$/);
    }
    const statuses = await rows<{ status: string; n: number }>(sql`select m.status, count(*)::int as n
      from fan_mails m join fan_notices n on n.id = m.notice_id where n.profile_uid = ${uid} group by m.status`);
    expect(statuses).toEqual([{ status: "sent", n: 4 }]);

    // At most one notice a day.
    const second = await tellFans(owner, "And again tonight");
    expect(second.status).toBe(400);
    expect(await second.text()).toContain(NOTICE_MESSAGES.oncePerDay);
    const after = await (await owner.get("/dashboard")).text();
    expect(after).toMatch(/data-fan-figure="Mails sent"[^]*?>4</);
  });

  it("only the fans of the chosen city get it", async () => {
    const { client: owner, emails } = await performerWithFans(3, ["Lisbon", null, "lisbon"]);
    const sent = await tellFans(owner, "Lisbon, Praça do Comércio at 6", "LISBON");
    expect(await sent.text()).toContain("on its way to 2 fans");
    await waitForOneEach([emails[0]!, emails[2]!]);
    expect(mailsTo(emails[1]!)).toEqual([]);
  });

  it("a 10,000-character notice, an empty one and an unknown city are refused, and nothing is queued", async () => {
    const { client: owner, uid } = await performerWithFans(1);
    const long = await tellFans(owner, "x".repeat(10_000));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The notice is 10,000 characters; it can be at most 280.");
    const empty = await tellFans(owner, "   ");
    expect(await empty.text()).toContain(NOTICE_MESSAGES.empty);
    const nowhere = await tellFans(owner, "Hello", "Atlantis");
    expect(await nowhere.text()).toContain(NOTICE_MESSAGES.badCity);
    expect(await rows(sql`select 1 from fan_notices where profile_uid = ${uid}`)).toEqual([]);
  });

  it("the owner sees the fans and cities, downloads the CSV, and removes a fan; others cannot", async () => {
    const { client: owner, uid, emails } = await performerWithFans(2, ["Oslo", null]);
    const csv = await owner.get("/dashboard/fans.csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="tipped-fans-/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("email,city,confirmed");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",").slice(0, 2).join(","))
        .sort(),
    ).toEqual([`${emails[0]},Oslo`, `${emails[1]},`].sort());
    expect((await new TestClient(base).get("/dashboard/fans.csv")).status).not.toBe(200);

    const [oslo] = (await fanRows(uid)).filter((fan) => fan.email === emails[0]);
    const stranger = await completedPerformer(base);
    const refused = await stranger.client.postForm("/dashboard", { intent: "remove-fan", fanId: oslo!.id });
    expect(refused.status).toBe(400);
    expect(await fanRows(uid)).toHaveLength(2);
    const removed = await owner.postForm("/dashboard", { intent: "remove-fan", fanId: oslo!.id });
    expect(await removed.text()).toContain("The fan was removed.");
    expect((await fanRows(uid)).map((fan) => fan.email)).toEqual([emails[1]]);
  });
});
