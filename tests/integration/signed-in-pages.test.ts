import { describe, expect, it } from "vitest";
import { completedPerformer, signedUpClient, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { startFreshServer } from "../support/fresh-server";

/**
 * Signed-in pages are rendered per request: every way a session ends, every save and every stored hit shows at the
 * very next request, after the pages were loaded more than once.
 */
const server = await startFreshServer();
const base = server.url;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A second client holding the same session cookie (another tab, or a stolen copy). */
function copyOf(client: TestClient): TestClient {
  const copy = new TestClient(base, client.ip);
  Object.assign(copy, { cookies: new Map((client as unknown as { cookies: Map<string, string> }).cookies) });
  return copy;
}

/** Loads the dashboard and the owner's page twice. */
async function warm(client: TestClient, uid: string) {
  for (let round = 0; round < 2; round++) {
    expect((await client.get("/dashboard")).status).toBe(200);
    expect(await (await client.get(`/profile/${uid}`)).text()).toContain("Edit Profile");
  }
}

/** Whether the client is still treated as the owner: /dashboard answers, and the own page offers its edit. */
async function stillSignedIn(client: TestClient, uid: string) {
  const dashboard = await client.get("/dashboard");
  const page = await (await client.get(`/profile/${uid}`)).text();
  return { dashboard: dashboard.status, owner: page.includes("Edit Profile") };
}

const SIGNED_OUT = { dashboard: 302, owner: false };
const SIGNED_IN = { dashboard: 200, owner: true };

describe("a kept session ends at once", () => {
  it("on logout, for every copy of the cookie", async () => {
    const { client, uid } = await completedPerformer(base);
    const copy = copyOf(client);
    await warm(copy, uid);
    await client.postForm("/logout", {});
    expect(await stillSignedIn(copy, uid)).toEqual(SIGNED_OUT);
  });

  it("on “sign out other devices”, and the device that asked stays signed in", async () => {
    const { client, email, password, uid } = await completedPerformer(base);
    const other = new TestClient(base);
    await other.continueWithEmail(email, password);
    await warm(other, uid);
    await warm(client, uid);
    await client.postForm("/settings", { intent: "sign-out-others" });
    expect(await stillSignedIn(other, uid)).toEqual(SIGNED_OUT);
    expect(await stillSignedIn(client, uid)).toEqual(SIGNED_IN);
  });

  it("on a password change, for the other devices", async () => {
    const { client, email, password, uid } = await completedPerformer(base);
    const other = new TestClient(base);
    await other.continueWithEmail(email, password);
    await warm(other, uid);
    const changed = await client.postForm("/settings", {
      intent: "change-password",
      currentPassword: password,
      password: "new password 1",
      confirm: "new password 1",
    });
    expect(changed.status).toBe(302);
    expect(await stillSignedIn(other, uid)).toEqual(SIGNED_OUT);
    expect(await stillSignedIn(client, uid)).toEqual(SIGNED_IN);
  });

  it("when the account is deleted", async () => {
    const { client, password, uid } = await completedPerformer(base);
    const copy = copyOf(client);
    await warm(copy, uid);
    const deleted = await client.postForm("/settings", { intent: "delete", password, phrase: "delete my account" });
    expect(deleted.status).toBe(302);
    expect((await copy.get("/dashboard")).status).toBe(302);
    expect((await copy.get(`/profile/${uid}`)).status).toBe(404);
  });

  it("when the admin deactivates the account", async () => {
    const { client, uid } = await completedPerformer(base);
    await warm(client, uid);
    const admin = new TestClient(base);
    await admin.postForm("/admin", { intent: "login", password: INTEGRATION_SERVER_ENV.ADMIN_PASSWORD });
    const off = await admin.postForm("/admin", { intent: "toggle-active", uid, isActive: "false" });
    expect(off.status).toBe(200);
    expect((await client.get("/dashboard")).status).toBe(302);
    expect((await client.get(`/profile/${uid}`)).status).toBe(404);
  });

  it("when the admin deletes the account", async () => {
    const { client, uid } = await completedPerformer(base);
    await warm(client, uid);
    const admin = new TestClient(base);
    await admin.postForm("/admin", { intent: "login", password: INTEGRATION_SERVER_ENV.ADMIN_PASSWORD });
    const gone = await admin.postForm("/admin", { intent: "delete-user", uid });
    expect(gone.status).toBe(200);
    expect((await client.get("/dashboard")).status).toBe(302);
    expect((await client.get(`/profile/${uid}`)).status).toBe(404);
  });
});

describe("the owner's kept page and figures", () => {
  it("the owner's page shows a save at once, and stays private", async () => {
    const { client, uid } = await completedPerformer(base, { description: "Before the edit" });
    await warm(client, uid);
    const kept = await client.get(`/profile/${uid}`);
    expect(kept.headers.get("cache-control")).toBe("private, no-cache");
    expect(kept.headers.get("x-profile-cache")).toBeNull();
    expect(kept.headers.get("vary")).toContain("Cookie");
    const saved = await client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, description: "After it" });
    expect(saved.status).toBe(302);
    expect(await (await client.get(`/profile/${uid}`)).text()).toContain("After it");
  });

  it("another signed-in user never gets the owner's page", async () => {
    const { client, uid } = await completedPerformer(base);
    await warm(client, uid);
    const someoneElse = await signedUpClient(base);
    const seen = await (await someoneElse.client.get(`/profile/${uid}`)).text();
    expect(seen).not.toContain("Edit Profile");
    expect(seen).toContain(someoneElse.email);
  });

  it("the dashboard counts every hit stored before it is asked, even right after being kept", async () => {
    const { client, uid } = await completedPerformer(base);
    await warm(client, uid);
    const visitor = new TestClient(base);
    for (let count = 1; count <= 3; count++) {
      const stored = await visitor.request("/api/analytics/hit", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
        body: JSON.stringify({ type: "profile_view", profileId: uid, visitorId: `visitor_${Date.now()}_${count}` }),
      });
      expect(stored.status).toBe(201);
      const html = await (await client.get("/dashboard")).text();
      expect(html).toMatch(new RegExp(`data-metric="Profile Views"[^>]*>.*?<p[^>]*>${count}</p>`));
    }
  });
});

describe("the session is read once per request", () => {
  /** Counts the runtime's session look-ups while `run` runs. */
  async function lookUpsDuring(run: () => Promise<unknown>): Promise<number> {
    const api = server.runtime!.auth.api;
    const original = api.getSession;
    let calls = 0;
    api.getSession = ((...args: Parameters<typeof original>) => {
      calls += 1;
      return original(...args);
    }) as typeof original;
    try {
      await run();
    } finally {
      api.getSession = original;
    }
    return calls;
  }

  it("for a page (root loader and the page's loader) and for a form post (action, then every loader)", async () => {
    const { client, uid } = await completedPerformer(base);
    expect(await lookUpsDuring(async () => expect((await client.get("/dashboard")).status).toBe(200))).toBe(1);
    // A post the page answers with itself (a field error): the action and the loaders after it share one look-up.
    const posted = await lookUpsDuring(async () => {
      const response = await client.postForm(`/profile/${uid}/edit`, { firstName: "" });
      expect(response.status).toBe(400);
    });
    expect(posted).toBe(1);
  });
});
