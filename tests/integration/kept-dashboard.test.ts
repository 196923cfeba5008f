import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "~/.server/http/csp-hashes";
import { analyticsEvents } from "~/.server/db/schema";
import { completedPerformer, type TestClient, uniqueEmail, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";
import { startMailCatcher } from "../support/mail-catcher";

/**
 * The owner's dashboard HTML kept in memory (docs/decisions/0012-signed-in-pages.md, app/.server/cache/
 * kept-dashboard-route.ts), on PGlite only: on PostgreSQL other processes store hits this one never hears of, so
 * there every request is rendered afresh with its nonce, and the same tests hold. What ends a session, and a
 * stored hit, are tested with the other kept pages (signed-in-caches.test.ts), whose warm-up keeps this page too.
 */
const mail = await startMailCatcher();
afterAll(() => mail.stop());
const server = await startFreshServer({ env: { SMTP_URL: mail.url, MAIL_FROM: "Tipped <hello@tipped.test>" } });
const base = server.url;
const keeps = server.database.kind === "pglite";

/** Whether an answer is the kept copy: its inline scripts are allowed by their hashes, not a per-request nonce. */
function fromMemory(response: Response): boolean {
  const policy = response.headers.get("content-security-policy") ?? "";
  return policy.includes("'sha256-") && !policy.includes("'nonce-");
}

async function dashboard(client: TestClient, init: RequestInit = {}) {
  const response = await client.get("/dashboard", init);
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

describe("the kept dashboard", () => {
  it("is answered from memory, privately, its scripts allowed by hash, the same in every encoding", async () => {
    const { client } = await completedPerformer(base);
    const first = await dashboard(client);
    const second = await dashboard(client);
    // A fresh render carries its own "now" in the page's data: the same bytes twice are the kept copy.
    expect(second.html === first.html).toBe(keeps);
    expect(fromMemory(second.response)).toBe(keeps);
    const headers = second.response.headers;
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("x-profile-cache")).toBeNull();
    expect(headers.get("x-kept-until")).toBeNull();
    if (keeps) {
      expect(headers.get("vary")).toMatch(/cookie/i);
      expect(headers.get("vary")).toMatch(/accept-encoding/i);
      const policy = headers.get("content-security-policy")!;
      const hashes = inlineScriptHashes(second.html);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy).toContain(hash);
    }
    for (const encoding of ["br", "gzip", "identity"]) {
      const { response, html } = await dashboard(client, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding") ?? "identity", encoding).toBe(encoding);
      if (keeps) expect(html, encoding).toBe(second.html);
      else expect(html, encoding).toContain("Analytics Dashboard");
    }
    console.info(`kept dashboard (${server.database.kind}): ${keeps ? "from memory" : "rendered each time"}`);
  });

  it("another signed-in user never gets the owner's copy, and each keeps their own", async () => {
    const owner = await completedPerformer(base);
    const other = await completedPerformer(base);
    await dashboard(owner.client);
    await dashboard(owner.client);
    for (let round = 0; round < 2; round++) {
      const seen = await dashboard(other.client);
      expect(seen.html).toContain(other.email);
      expect(seen.html).not.toContain(owner.email);
      expect(seen.html).toContain(`/profile/${other.uid}/edit`);
      expect(seen.html).not.toContain(owner.uid);
    }
    const own = await dashboard(owner.client);
    expect(own.html).toContain(owner.email);
    expect(own.html).not.toContain(other.email);
  });

  it("a request with a query is rendered afresh, never answered with the kept copy", async () => {
    const { client } = await completedPerformer(base);
    const kept = await dashboard(client);
    await dashboard(client);
    for (const path of ["/dashboard?month=2026-01", "/dashboard?tz=Asia%2FTokyo"]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(200);
      expect(fromMemory(response), path).toBe(false);
      expect(await response.text(), path).not.toBe(kept.html);
    }
  });

  it("shows a profile edit at once", async () => {
    const { client, uid } = await completedPerformer(base);
    await dashboard(client);
    expect((await dashboard(client)).html).toContain(`Welcome back ${VALID_REQUIRED_INFO.firstName}`);
    const saved = await client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, firstName: "Renamed" });
    expect(saved.status).toBe(302);
    expect((await dashboard(client)).html).toContain("Welcome back Renamed");
  });

  it("shows a changed address at once (the navbar's), with every kept dashboard emptied with the sessions", async () => {
    const { client, email } = await completedPerformer(base);
    await dashboard(client);
    expect((await dashboard(client)).html).toContain(email);
    const newEmail = uniqueEmail("moved");
    expect((await client.postForm("/settings", { intent: "change-email", newEmail })).status).toBe(200);
    const link = new URL((await mail.mailTo(newEmail)).link!);
    const confirmed = await client.postForm("/verify-email", { token: link.searchParams.get("token")! });
    expect(confirmed.status).toBe(302);
    const after = (await dashboard(client)).html;
    expect(after).toContain(newEmail);
    expect(after).not.toContain(email);
  });

  // Last: on PGlite the server steps aside for the direct write and comes back with nothing kept.
  it("a kept copy goes when its relative times move on: “just now” becomes “1 min ago” on time", async () => {
    const { client, uid } = await completedPerformer(base);
    // An event 50 s old when written (no hit is answered, so nothing drops the page but its time); 55 s on
    // PostgreSQL, where the server does not step aside for the write.
    const at = new Date(Date.now() - (keeps ? 50_000 : 55_000));
    await server.withDatabase(({ db }) =>
      db.insert(analyticsEvents).values({ profileId: uid, type: "profile_view", visitorId: "v_clock", timestamp: at }),
    );
    const first = await dashboard(client);
    const justNow = />just now<span/;
    // The server may take long to come back on a loaded machine: then there is no "just now" left to test.
    if (Date.now() - at.getTime() < 58_000) {
      expect(first.html).toMatch(justNow);
      const again = await dashboard(client);
      if (keeps) expect(again.html).toBe(first.html);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() + 60_000 - Date.now() + 100)));
    const later = await dashboard(client);
    expect(later.html).not.toMatch(justNow);
    expect(later.html).toMatch(/>1 min ago<span/);
  }, 90_000);
});
