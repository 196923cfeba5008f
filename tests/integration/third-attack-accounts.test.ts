import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "~/.server/platform/db/schema";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { SIGN_IN_MESSAGES } from "~/domain/sign-in";
import { startFreshServer } from "../support/fresh-server";
import { signedUpClient, TestClient, uniqueEmail } from "../support/http-client";
import { startMailCatcher } from "../support/mail-catcher";
import { awayFromStepEnd, totp } from "../support/totp";

/**
 * The third attack's findings in the accounts area: each test here failed on the code before its fix.
 * A real SMTP server receives the mails (tests/support/mail-catcher.ts).
 */
const mail = await startMailCatcher();
afterAll(() => mail.stop());
const server = await startFreshServer({
  env: { SMTP_URL: mail.url, MAIL_FROM: "Tipped <hello@tipped.test>" },
});
const base = server.url;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves every session of a user back in time, as if signed in `days` ago (and last used then). */
const ageSessions = (uid: string, days: number) =>
  server.withDatabase(({ db }) =>
    db
      .update(schema.session)
      .set({ createdAt: new Date(Date.now() - days * DAY_MS), updatedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(schema.session.userId, uid))
      .returning({ id: schema.session.id }),
  );

describe("settings for a session older than a day", () => {
  it("renders and lists the devices; sensitive actions still work with the password, or say what they need", async () => {
    const { client, email, password, uid } = await signedUpClient(base);
    const other = new TestClient(base);
    await other.continueWithEmail(email, password);
    expect(await ageSessions(uid, 2)).toHaveLength(2);

    const page = await client.get("/settings");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("this device");
    expect(html.match(/>last used/g)?.length).toBe(2);

    // A passkey asks for a recent sign-in: better-auth refuses, and the page's prompt says what to do.
    const options = await client.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(403);
    expect(((await options.json()) as { code: string }).code).toBe("SESSION_NOT_FRESH");

    // The password is enough for the rest.
    const changed = await client.postForm("/settings", {
      intent: "change-password",
      currentPassword: password,
      password: "a newer password",
      confirm: "a newer password",
    });
    expect(changed.status).toBe(302);
    const after = await client.get(changed.headers.get("location")!);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(ACCOUNT_MESSAGES.passwordChanged);
    expect(await other.sessionUserId()).toBeNull();
  });
});

const path = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const sessionEmail = async (client: TestClient) =>
  ((await (await client.get("/api/auth/get-session")).json()) as { user: { email: string } } | null)?.user.email;

describe("a stolen session cannot quietly take the address", () => {
  it("changing the email needs the current password", async () => {
    const { client, email } = await signedUpClient(base);
    const newEmail = uniqueEmail("thief");
    const without = await client.postForm("/settings", { intent: "change-email", newEmail });
    expect(without.status).toBe(400);
    expect(await without.text()).toContain(ACCOUNT_MESSAGES.currentPasswordWrong);
    const wrong = await client.postForm("/settings", {
      intent: "change-email",
      newEmail,
      currentPassword: "a guessed password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(ACCOUNT_MESSAGES.currentPasswordWrong);
    await expect(mail.mailTo(newEmail, 1500)).rejects.toThrow();
    expect(await sessionEmail(client)).toBe(email);
  });

  it("a confirmed change tells the old address, ends the other sessions, and the old address can undo it", async () => {
    const { client: owner, email, password, uid } = await signedUpClient(base);
    const thief = new TestClient(base);
    await thief.continueWithEmail(email, password);
    const newEmail = uniqueEmail("thief");
    const asked = await thief.postForm("/settings", { intent: "change-email", newEmail, currentPassword: password });
    expect(await asked.text()).toContain(ACCOUNT_MESSAGES.emailChangeSent);
    const confirm = await mail.mailTo(newEmail);
    expect((await thief.postForm("/verify-email", { token: tokenOf(confirm.link!) })).status).toBe(302);
    expect(await sessionEmail(thief)).toBe(newEmail);
    expect(await owner.sessionUserId()).toBeNull(); // every other session ended

    const told = await mail.mailTo(email);
    expect(told.subject).toBe("Your Tipped email address was changed");
    expect(told.raw).toContain(newEmail);
    expect(told.link).toMatch(/\/undo-email-change\?token=/);

    const page = await new TestClient(base).get(path(told.link!));
    expect(await page.text()).toContain("Undo the change");
    const undone = await new TestClient(base).postForm("/undo-email-change", { token: tokenOf(told.link!) });
    expect(undone.status).toBe(200);
    expect(await undone.text()).toContain(ACCOUNT_MESSAGES.emailChangeUndone);
    expect(await thief.sessionUserId()).toBeNull(); // every session ended, the thief's too
    const [row] = await server.withDatabase(({ db }) =>
      db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, uid)),
    );
    expect(row?.email).toBe(email);
    expect((await new TestClient(base).continueWithEmail(email, password)).status).toBe(302);

    const twice = await new TestClient(base).postForm("/undo-email-change", { token: tokenOf(told.link!) });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain(ACCOUNT_MESSAGES.undoLinkInvalid);
  });
});

describe("a changed password ends the other sessions", () => {
  it("even when better-auth's endpoint is asked to keep them", async () => {
    const { client, email, password } = await signedUpClient(base);
    const other = new TestClient(base);
    await other.continueWithEmail(email, password);
    const changed = await client.postJson("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "another new password",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect(await other.sessionUserId()).toBeNull();
  });
});

describe("the navbar's Login only signs in", () => {
  const userCount = (email: string) =>
    server.withDatabase(
      async ({ db }) => (await db.select().from(schema.user).where(eq(schema.user.email, email))).length,
    );
  const logIn = (client: TestClient, email: string, password: string) =>
    client.postForm("/signup?mode=login", { intent: "continue", email, password });

  it("an unknown address is refused with the specification's words and creates nothing", async () => {
    const email = uniqueEmail("typo");
    const answer = await logIn(new TestClient(base), email, "correct horse battery");
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(SIGN_IN_MESSAGES.invalidCredentials);
    expect(await userCount(email)).toBe(0);
  });

  it("a known address signs in, or says the password is wrong", async () => {
    const { email, password } = await signedUpClient(base);
    const wrong = await logIn(new TestClient(base), email, "not the password");
    expect(await wrong.text()).toContain(SIGN_IN_MESSAGES.wrongPassword);
    const right = await logIn(new TestClient(base), email, password);
    expect(right.status).toBe(302);
  });

  it("an address waiting for its change to be confirmed makes no second account, and the change still goes through", async () => {
    const { client, password, uid } = await signedUpClient(base);
    const newEmail = uniqueEmail("moving");
    await client.postForm("/settings", { intent: "change-email", newEmail, currentPassword: password });
    const link = (await mail.mailTo(newEmail)).link!;

    const login = await logIn(new TestClient(base), newEmail, password);
    expect(await login.text()).toContain(SIGN_IN_MESSAGES.invalidCredentials);
    const signUp = await new TestClient(base).continueWithEmail(newEmail, password);
    expect(signUp.status).toBe(400);
    expect(await userCount(newEmail)).toBe(0);

    expect((await client.postForm("/verify-email", { token: tokenOf(link) })).status).toBe(302);
    const [row] = await server.withDatabase(({ db }) =>
      db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, uid)),
    );
    expect(row?.email).toBe(newEmail);
    expect(server.output()).not.toMatch(/duplicate key/i);
  });
});

describe("an IPv6 client is counted by its /64", () => {
  // A fresh /64 for this run (each file has its own database, but the limits are counted per address).
  const net = `2001:db8:${(process.pid % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

  it("admin password guesses from new addresses in one /64 meet one limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const client = new TestClient(base, `${net}::${attempt.toString(16)}`);
      statuses.push((await client.postForm("/admin", { intent: "login", password: `guess-${attempt}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Another /64 is another client.
    const neighbour = new TestClient(base, `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1`);
    expect((await neighbour.postForm("/admin", { intent: "login", password: "guess" })).status).toBe(401);
  });

  it("so are better-auth's sign-in limits", async () => {
    const { email } = await signedUpClient(base);
    const other = `2001:db8:eeee:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const client = new TestClient(base, `${other}::${attempt.toString(16)}`);
      statuses.push((await client.postJson("/api/auth/sign-in/email", { email, password: `guess-${attempt}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});

describe("an older reset link stops working", () => {
  const resetWith = (link: string, password: string) =>
    new TestClient(base).postForm("/reset-password", { token: tokenOf(link), password, confirm: password });

  it("once a newer link is sent", async () => {
    const { email } = await signedUpClient(base);
    await new TestClient(base).postForm("/forgot-password", { email });
    const older = (await mail.mailTo(email)).link!;
    await new TestClient(base).postForm("/forgot-password", { email });
    const newer = (await mail.mailTo(email)).link!;
    const refused = await resetWith(older, "older link password");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await resetWith(newer, "newer link password")).status).toBe(302);
  });

  it("once the password is changed in settings", async () => {
    const { client, email, password } = await signedUpClient(base);
    await new TestClient(base).postForm("/forgot-password", { email });
    const link = (await mail.mailTo(email)).link!;
    const changed = await client.postForm("/settings", {
      intent: "change-password",
      currentPassword: password,
      password: "changed in settings",
      confirm: "changed in settings",
    });
    expect(changed.status).toBe(302);
    const refused = await resetWith(link, "stale link password");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
  });
});

describe("a two-factor code works once", () => {
  it("the code that signed one device in does not sign in another", async () => {
    const { client, email, password } = await signedUpClient(base);
    const started = await client.postForm("/settings", { intent: "two-factor-start", password });
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(await started.text())![1]!;
    // Turned on with the previous step's code (still accepted), so the current one is unused.
    await awayFromStepEnd();
    const on = await client.postForm("/settings", {
      intent: "two-factor-confirm",
      code: totp(secret, Date.now() - 30_000),
    });
    expect(on.status).toBe(302);

    const code = totp(secret);
    const laptop = new TestClient(base);
    await laptop.continueWithEmail(email, password);
    expect((await laptop.postForm("/two-factor", { code })).status).toBe(302);
    expect(await laptop.sessionUserId()).not.toBeNull();

    const thief = new TestClient(base);
    await thief.continueWithEmail(email, password);
    const replayed = await thief.postForm("/two-factor", { code });
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain(ACCOUNT_MESSAGES.totpCodeInvalid);
    expect(await thief.sessionUserId()).toBeNull();
    // Nothing else is spent: the next code still signs in.
    expect((await thief.postForm("/two-factor", { code: totp(secret, Date.now() + 30_000) })).status).toBe(302);
  });
});

describe("password guesses on the delete form are limited", () => {
  it("the eleventh guess in a minute is refused without being checked, the right password too", async () => {
    const { client, password, uid } = await signedUpClient(base);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const guess = await client.postForm("/settings", {
        intent: "delete",
        password: `guess-${attempt}`,
        phrase: "delete my account",
      });
      statuses.push(guess.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(403), 429]);
    const right = await client.postForm("/settings", { intent: "delete", password, phrase: "delete my account" });
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(ACCOUNT_MESSAGES.tooManyRequests);
    expect(await client.sessionUserId()).toBe(uid);
  });
});

describe("headers of the refusal and of the settings page", () => {
  it("the cross-site 403 carries the security headers", async () => {
    const refused = await fetch(`${base}/settings`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=delete",
      redirect: "manual",
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("the settings page (TOTP secret, backup codes) is never stored", async () => {
    const { client, password } = await signedUpClient(base);
    expect((await client.get("/settings")).headers.get("cache-control")).toMatch(/\bno-store\b/);
    const started = await client.postForm("/settings", { intent: "two-factor-start", password });
    expect(await started.text()).toContain("data:image/png;base64,");
    expect(started.headers.get("cache-control")).toMatch(/\bno-store\b/);
  });
});

describe("better-auth's log says what failed, not the values", () => {
  it("sign-ups racing for one address leave one account and no address in the log", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        new TestClient(base).postJson("/api/auth/sign-up/email", {
          email,
          password: "correct horse battery",
          name: "Racer",
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(server.output()).toMatch(/\[auth\] Failed to create user/);
    expect(server.output()).not.toContain(email);
  });
});

describe("forgot password does not wait on the mail server", () => {
  it("answers a registered address while the mail server has not yet taken the mail", async () => {
    const { email } = await signedUpClient(base);
    mail.hold();
    try {
      const answer = new TestClient(base).postForm("/forgot-password", { email });
      // Awaiting the mail would keep this answer until resume(): it must come first (the limit only ends a hang).
      const first = await Promise.race([
        answer.then(() => "answer"),
        new Promise<string>((resolve) => setTimeout(() => resolve("still waiting on the mail server"), 20_000)),
      ]);
      expect(first).toBe("answer");
      expect(await (await answer).text()).toContain(ACCOUNT_MESSAGES.resetSent);
    } finally {
      mail.resume();
    }
    expect((await mail.mailTo(email)).subject).toBe("Reset your Tipped password");
  });
});
