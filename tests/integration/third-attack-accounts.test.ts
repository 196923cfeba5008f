import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "~/.server/platform/db/schema";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { startFreshServer } from "../support/fresh-server";
import { signedUpClient, TestClient } from "../support/http-client";
import { startMailCatcher } from "../support/mail-catcher";

/**
 * Issue 30 (third attack), the accounts findings: each test here failed on the code before its fix.
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

describe("N1: settings for a session older than a day", () => {
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
