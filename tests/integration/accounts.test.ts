import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/.server/platform/db/schema";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { freshDatabase, type FreshDatabase, startFreshServer } from "../support/fresh-server";
import { completedPerformer, signedUpClient, TestClient, uniqueEmail } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { startMailCatcher } from "../support/mail-catcher";
import { startServer, type TestServer } from "../support/test-server";
import { awayFromStepEnd, totp } from "../support/totp";

/**
 * A real SMTP server receives Tipped's mails; the tests read them and follow their links.
 * This file has its own server and database (tests/support/fresh-server.ts).
 */
const mail = await startMailCatcher();
afterAll(() => mail.stop());
const server = await startFreshServer({
  env: { SMTP_URL: mail.url, MAIL_FROM: "Tipped <hello@tipped.test>", PASSWORD_RESET_RATE_LIMIT_MAX: "3" },
});
const base = server.url;

const path = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("forgot password", () => {
  it("answers the same for an unknown address, and mails only a real account", async () => {
    const { email } = await signedUpClient(base);
    const unknown = uniqueEmail("nobody");
    const known = await new TestClient(base).postForm("/forgot-password", { email });
    const missing = await new TestClient(base).postForm("/forgot-password", { email: unknown });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    const [knownText, missingText] = [await known.text(), await missing.text()];
    expect(knownText).toContain(ACCOUNT_MESSAGES.resetSent);
    expect(missingText).toContain(ACCOUNT_MESSAGES.resetSent);
    const sent = await mail.mailTo(email);
    expect(sent.subject).toBe("Reset your Tipped password");
    expect(sent.raw).toContain("From: Tipped <hello@tipped.test>");
    expect(sent.link).toMatch(/\/reset-password\?token=/);
    expect(mail.mails.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("the link sets a new password once, signs in, and ends every other session", async () => {
    const { client: otherDevice, email, password } = await signedUpClient(base);
    await new TestClient(base).postForm("/forgot-password", { email });
    const link = (await mail.mailTo(email)).link!;

    const browser = new TestClient(base);
    const page = await browser.get(path(link));
    expect(await page.text()).toContain("Choose a new password");

    const done = await browser.postForm("/reset-password", {
      token: tokenOf(link),
      password: "a brand new secret",
      confirm: "a brand new secret",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/signup?step=2");
    expect(browser.hasSession()).toBe(true);
    expect(await browser.sessionUserId()).not.toBeNull();
    expect(await otherDevice.sessionUserId()).toBeNull();

    // Old password refused, new one works.
    expect((await new TestClient(base).continueWithEmail(email, password)).status).toBe(400);
    expect((await new TestClient(base).continueWithEmail(email, "a brand new secret")).status).toBe(302);

    // Used link: says so, changes nothing.
    const again = await new TestClient(base).get(path(link));
    expect(await again.text()).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    const reused = await new TestClient(base).postForm("/reset-password", {
      token: tokenOf(link),
      password: "third password!",
      confirm: "third password!",
    });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await new TestClient(base).continueWithEmail(email, "a brand new secret")).status).toBe(302);
  });

  it("a forged link says so and changes nothing", async () => {
    const { email, password } = await signedUpClient(base);
    const forged = await new TestClient(base).postForm("/reset-password", {
      token: "forged-token-123",
      password: "hijacked pass",
      confirm: "hijacked pass",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await new TestClient(base).continueWithEmail(email, password)).status).toBe(302);
  });

  it("an expired link says so and changes nothing", async () => {
    const { email, password } = await signedUpClient(base);
    await new TestClient(base).postForm("/forgot-password", { email });
    const link = (await mail.mailTo(email)).link!;
    const expired = await server.withDatabase(({ db }) =>
      db
        .update(schema.verification)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(schema.verification.identifier, `reset-password:${tokenOf(link)}`))
        .returning({ id: schema.verification.id }),
    );
    expect(expired).toHaveLength(1);

    const page = await new TestClient(base).get(path(link));
    const pageText = await page.text();
    expect(pageText).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(pageText).not.toContain('name="password"');
    const used = await new TestClient(base).postForm("/reset-password", {
      token: tokenOf(link),
      password: "too late pass",
      confirm: "too late pass",
    });
    expect(used.status).toBe(400);
    expect(await used.text()).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await new TestClient(base).continueWithEmail(email, "too late pass")).status).toBe(400);
    expect((await new TestClient(base).continueWithEmail(email, password)).status).toBe(302);
  });

  it("the two passwords must match and follow the length rule", async () => {
    const response = await new TestClient(base).postForm("/reset-password", {
      token: "x",
      password: "short",
      confirm: "short",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Password must be at least 8 characters");
  });

  it("a flood is limited per client and per address, and the answer does not tell which", async () => {
    const { email } = await signedUpClient(base);
    const client = new TestClient(base);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.postForm("/forgot-password", { email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const unknownFlood = new TestClient(base);
    const unknownStatuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      unknownStatuses.push((await unknownFlood.postForm("/forgot-password", { email: uniqueEmail("nobody") })).status);
    expect(unknownStatuses).toEqual(statuses);

    // From fresh addresses each time, the inbox still gets at most 3 mails an hour.
    for (let i = 0; i < 2; i += 1) {
      const answer = await new TestClient(base).postForm("/forgot-password", { email });
      expect(answer.status).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) await mail.mailTo(email);
    await expect(mail.mailTo(email, 1500)).rejects.toThrow();
  });
});

describe("account settings", () => {
  it("changing the password needs the current one and signs out the other devices only", async () => {
    const { client, email, password } = await signedUpClient(base);
    const other = new TestClient(base);
    await other.continueWithEmail(email, password);
    const wrong = await client.postForm("/settings", {
      intent: "change-password",
      currentPassword: "not it at all",
      password: "new password 1",
      confirm: "new password 1",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(ACCOUNT_MESSAGES.currentPasswordWrong);
    const changed = await client.postForm("/settings", {
      intent: "change-password",
      currentPassword: password,
      password: "new password 1",
      confirm: "new password 1",
    });
    expect(changed.status).toBe(302);
    expect(await (await client.get(changed.headers.get("location")!)).text()).toContain(
      ACCOUNT_MESSAGES.passwordChanged,
    );
    expect(await client.sessionUserId()).not.toBeNull();
    expect(await other.sessionUserId()).toBeNull();
  });

  it("changing the email waits for the link sent to the new address; a used link changes nothing", async () => {
    const { client, email, password, uid } = await signedUpClient(base);
    const newEmail = uniqueEmail("moved");
    const asked = await client.postForm("/settings", { intent: "change-email", newEmail, currentPassword: password });
    expect(await asked.text()).toContain(ACCOUNT_MESSAGES.emailChangeSent);
    const sent = await mail.mailTo(newEmail);
    expect(sent.subject).toBe("Confirm your new email for Tipped");
    expect(((await (await client.get("/api/auth/get-session")).json()) as { user: { email: string } }).user.email).toBe(
      email,
    );

    const page = await client.get(path(sent.link!));
    expect(await page.text()).toContain("Confirm my email");
    const confirmed = await client.postForm("/verify-email", { token: tokenOf(sent.link!) });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/verify-email/done");
    const session = (await (await client.get("/api/auth/get-session")).json()) as {
      user: { id: string; email: string };
    };
    expect(session.user).toMatchObject({ id: uid, email: newEmail });

    const reused = await client.postForm("/verify-email", { token: tokenOf(sent.link!) });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(ACCOUNT_MESSAGES.verifyLinkInvalid);
    const forged = await client.postForm("/verify-email", { token: "eyJhbGciOiJIUzI1NiJ9.e30.forged" });
    expect(forged.status).toBe(400);
  });

  it("lists the devices and signs out everywhere else", async () => {
    const { client, email, password } = await signedUpClient(base);
    const other = new TestClient(base);
    await other.continueWithEmail(email, password);
    const page = await (await client.get("/settings")).text();
    expect(page).toContain("this device");
    expect(page.match(/>last used/g)?.length).toBe(2); // rendered rows (the page data repeats the names)
    const answer = await client.postForm("/settings", { intent: "sign-out-others" });
    expect(await (await client.get(answer.headers.get("location")!)).text()).toContain(
      ACCOUNT_MESSAGES.otherSessionsEnded,
    );
    expect(await other.sessionUserId()).toBeNull();
    expect(await client.sessionUserId()).not.toBeNull();
  });

  it("the data download holds only the owner's data", async () => {
    const owner = await signedUpClient(base);
    const someoneElse = await signedUpClient(base);
    const response = await owner.client.get("/settings/data.json");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="tipped-profile-/);
    const body = await response.text();
    const parsed = JSON.parse(body) as { account: { id: string; email: string }; profile: { ownerUid: string } };
    expect(parsed.account).toMatchObject({ id: owner.uid, email: owner.email });
    expect(parsed.profile.ownerUid).toBe(owner.uid);
    expect(body).not.toContain(someoneElse.uid);
    expect(body).not.toContain(someoneElse.email);
    expect((await new TestClient(base).get("/settings/data.json")).status).toBe(302);
  });

  it("deleting needs the words and the password, removes the account and signs out; twice is refused", async () => {
    const { client, email, password, uid } = await signedUpClient(base);
    const bystander = await signedUpClient(base);
    const noWords = await client.postForm("/settings", { intent: "delete", password, phrase: "delete it" });
    expect(noWords.status).toBe(400);
    const wrongPassword = await client.postForm("/settings", {
      intent: "delete",
      password: "not my password",
      phrase: "delete my account",
    });
    expect(wrongPassword.status).toBe(403);
    expect(await client.sessionUserId()).toBe(uid);

    // A form naming someone else deletes only the signed-in user.
    const deleted = await client.postForm("/settings", {
      intent: "delete",
      password,
      phrase: "Delete my account",
      uid: bystander.uid,
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account-deleted");
    expect(client.hasSession()).toBe(false);
    expect((await new TestClient(base).continueWithEmail(email, password)).headers.get("location")).toBe(
      "/signup?step=2",
    ); // a new account now
    expect((await new TestClient(base).get(`/profile/${uid}`)).status).toBe(404);
    expect(await bystander.client.sessionUserId()).toBe(bystander.uid);

    const twice = await client.postForm("/settings", { intent: "delete", password, phrase: "delete my account" });
    expect(twice.status).toBe(302);
    expect(twice.headers.get("location")).toBe("/signup");
  });
});

describe("two-factor sign-in", () => {
  it("is set up with the password and a code, then asked at sign-in; a backup code also works", async () => {
    const { client, email, password } = await signedUpClient(base);
    const started = await client.postForm("/settings", { intent: "two-factor-start", password });
    const html = await started.text();
    expect(html).toContain("data:image/png;base64,");
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(html)![1]!;
    const backupCodes = [...html.matchAll(/<li>([A-Za-z0-9-]{8,20})<\/li>/g)].map((m) => m[1]!);
    expect(backupCodes.length).toBeGreaterThan(0);
    const wrong = await client.postForm("/settings", {
      intent: "two-factor-confirm",
      code: "000000" === totp(secret) ? "111111" : "000000",
    });
    expect(await wrong.text()).toContain(ACCOUNT_MESSAGES.totpCodeInvalid);
    // The previous step's code (still accepted) turns it on: a code works once, sign-in uses the current one.
    await awayFromStepEnd();
    const confirmed = await client.postForm("/settings", {
      intent: "two-factor-confirm",
      code: totp(secret, Date.now() - 30_000),
    });
    expect(await (await client.get(confirmed.headers.get("location")!)).text()).toContain(
      ACCOUNT_MESSAGES.twoFactorEnabled,
    );

    const laptop = new TestClient(base);
    const first = await laptop.continueWithEmail(email, password);
    expect(first.headers.get("location")).toBe("/two-factor");
    expect(await laptop.sessionUserId()).toBeNull();
    const bad = await laptop.postForm("/two-factor", { code: "12345a" });
    expect(bad.status).toBe(400);
    const second = await laptop.postForm("/two-factor", { code: totp(secret) });
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe("/signup?step=2");
    expect(await laptop.sessionUserId()).not.toBeNull();

    const phone = new TestClient(base);
    await phone.continueWithEmail(email, password);
    const withBackup = await phone.postForm("/two-factor", { code: backupCodes[0]! });
    expect(withBackup.status).toBe(302);
    expect(await phone.sessionUserId()).not.toBeNull();
  });
});

describe("a server without SMTP_URL and with REQUIRE_EMAIL_VERIFICATION on", () => {
  // A second server of this file's own, on its own database: mails go to its log, which the tests read.
  let quiet: TestServer;
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
    const env = { ...INTEGRATION_SERVER_ENV, ...database.env, REQUIRE_EMAIL_VERIFICATION: "true" };
    quiet = await startServer({ env, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await quiet?.stop();
    await database?.drop();
  });

  /** The link of the last mail to this address printed in the server's log. */
  const loggedLink = (email: string, subject: string) => {
    const lines = quiet
      .output()
      .split("\n")
      .filter((line) => line.includes(`[mail] to ${email} · ${subject} · `));
    return lines.at(-1)?.split(" · ").at(-1)?.trim();
  };

  it("prints each mail to the server log with its link", async () => {
    const { email } = await signedUpClient(quiet.url);
    await new TestClient(quiet.url).postForm("/forgot-password", { email });
    expect(quiet.output()).toContain(
      `[mail] to ${email} · Reset your Tipped password · ${quiet.url}/reset-password?token=`,
    );
  });

  it("keeps a new account's page private until its email link is followed", async () => {
    const performer = await completedPerformer(quiet.url);
    const link = loggedLink(performer.email, "Confirm your email for Tipped");
    expect(link?.startsWith(`${quiet.url}/verify-email?token=`)).toBe(true);
    expect((await new TestClient(quiet.url).get(`/profile/${performer.uid}`)).status).toBe(404);
    expect((await performer.client.get(`/profile/${performer.uid}`)).status).toBe(404); // not even for its owner

    const confirmed = await performer.client.postForm("/verify-email", { token: tokenOf(link!) });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/verify-email/done");
    expect((await new TestClient(quiet.url).get(`/profile/${performer.uid}`)).status).toBe(200);
  });
});
