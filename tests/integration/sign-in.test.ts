import { describe, expect, it } from "vitest";
import { signedUpClient, TestClient, uniqueEmail } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;

describe("wizard step 1 without JavaScript (requirements 4)", () => {
  it("Continue creates the account and its recipient document, then goes to step 2", async () => {
    const client = new TestClient(baseUrl);
    const response = await client.continueWithEmail(uniqueEmail(), "correct horse battery");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signup?step=2");
    expect(client.hasSession()).toBe(true);
    const uid = await client.sessionUserId();
    // The recipient document exists: the public profile answers (not yet completed, so no name).
    expect((await client.get(`/profile/${uid}`)).status).toBe(200);
    const step2 = await client.get("/signup?step=2");
    expect(await step2.text()).toContain("Required Info");
  });

  it("an existing email signs in instead", async () => {
    const { email, password, uid } = await signedUpClient(baseUrl);
    const again = new TestClient(baseUrl);
    const response = await again.continueWithEmail(email, password);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signup?step=2");
    expect(await again.sessionUserId()).toBe(uid);
  });

  it("the email is matched case-insensitively", async () => {
    const { email, password, uid } = await signedUpClient(baseUrl);
    const client = new TestClient(baseUrl);
    const response = await client.continueWithEmail(email.toUpperCase(), password);
    expect(response.status).toBe(302);
    // Signed in to the same account, not a second one under the upper-case spelling.
    expect(await client.sessionUserId()).toBe(uid);
  });

  it("a wrong password for an existing account says so", async () => {
    const { email } = await signedUpClient(baseUrl);
    const client = new TestClient(baseUrl);
    const response = await client.continueWithEmail(email, "not the right password");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Wrong password for existing account");
    expect(client.hasSession()).toBe(false);
  });

  it.each([
    [{ email: "", password: "long enough pw" }, "Email required"],
    [{ email: "not-an-email", password: "long enough pw" }, "Enter a valid email address"],
    [{ email: "someone@example.test", password: "" }, "Password required"],
    [{ email: "someone@example.test", password: "short" }, "Password must be at least 8 characters"],
  ])("the server re-checks the form: %o → %s", async (fields, message) => {
    const client = new TestClient(baseUrl);
    const response = await client.postForm("/signup", { intent: "continue", ...fields });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(client.hasSession()).toBe(false);
  });

  it("the password never comes back in the page", async () => {
    const { email } = await signedUpClient(baseUrl);
    const response = await new TestClient(baseUrl).continueWithEmail(email, "secret-guess-123");
    expect(await response.text()).not.toContain("secret-guess-123");
  });

  it("a signed-in user with an unfinished profile sees step 2 at /signup", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.get("/signup");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Required Info");
  });

  it("Google and Apple buttons are hidden when their keys are not configured", async () => {
    const html = await (await new TestClient(baseUrl).get("/signup")).text();
    expect(html).not.toContain("Continue with Google");
    expect(html).not.toContain("Continue with Apple");
  });
});

describe("sessions", () => {
  it("the session cookie is HttpOnly and SameSite", async () => {
    const client = new TestClient(baseUrl);
    const response = await client.continueWithEmail(uniqueEmail(), "correct horse battery");
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("the dashboard greets a signed-in user", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.get("/dashboard");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Welcome back User");
  });

  it("Logout ends the session and goes home", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postForm("/logout", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(client.hasSession()).toBe(false);
    expect((await client.get("/dashboard")).status).toBe(302);
  });

  it("a stolen-then-revoked session token no longer works", async () => {
    const { client } = await signedUpClient(baseUrl);
    const copy = new TestClient(baseUrl, client.ip);
    Object.assign(copy, { cookies: new Map((client as unknown as { cookies: Map<string, string> }).cookies) });
    await client.postForm("/logout", {});
    expect((await copy.get("/dashboard")).status).toBe(302);
  });
});

describe("sign-in rate limit", () => {
  it("refuses a flood of attempts from one client with a clear message", async () => {
    const { email } = await signedUpClient(baseUrl);
    const attacker = new TestClient(baseUrl);
    const statuses: number[] = [];
    let lastText = "";
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await attacker.continueWithEmail(email, `guess-number-${attempt}`);
      statuses.push(response.status);
      lastText = await response.text();
    }
    // AUTH_RATE_LIMIT_MAX is 10 on the test server: ten wrong passwords are answered, the rest refused.
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
    expect(lastText).toContain("Too many attempts. Please wait a minute and try again.");
    // Another client is not affected.
    const other = await new TestClient(baseUrl).continueWithEmail(email, "wrong again!!");
    expect(other.status).toBe(400);
  });
});
