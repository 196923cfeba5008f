import { afterAll, describe, expect, inject, it } from "vitest";
import { completedPerformer, type TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { startServer, type TestServer } from "../support/test-server";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;

async function anonymous(path: string, headers: Record<string, string> = {}, url = baseUrl) {
  return fetch(new URL(path, url), { headers: { "accept-encoding": "identity", ...headers } });
}

async function editDescription(client: TestClient, uid: string, description: string) {
  const response = await client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, description });
  expect(response.status).toBe(302);
}

describe("the anonymous profile page is rendered once and served many times", () => {
  it("serves a kept copy with an ETag, and 304 to a visitor who has it", async () => {
    const { uid } = await completedPerformer(baseUrl, { description: "Kept copy" });
    const first = await anonymous(`/profile/${uid}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-profile-cache")).toBe("stored");
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toContain("Kept copy");
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
    expect(first.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const again = await anonymous(`/profile/${uid}`, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("sends the kept page with the same security headers as a fresh render of it", async () => {
    const { uid } = await completedPerformer(baseUrl, { description: "Same headers" });
    // The kept copy carries its security headers with it; another month of the calendar is rendered afresh.
    const security = (response: Response) =>
      [...response.headers].filter(
        ([name]) =>
          /^(content-security-policy|referrer-policy|permissions-policy|cross-origin-|origin-agent-cluster|x-)/.test(
            name,
          ) && name !== "x-profile-cache",
      );
    await anonymous(`/profile/${uid}`);
    const kept = await anonymous(`/profile/${uid}`, { "accept-encoding": "gzip" });
    expect(kept.headers.get("x-profile-cache")).toBe("stored");
    expect(kept.headers.get("content-encoding")).toBe("gzip");
    const fresh = await anonymous(`/profile/${uid}?month=2027-01`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("x-profile-cache")).toBeNull();
    expect(security(kept).map(([name]) => name)).toEqual(
      expect.arrayContaining(["content-security-policy", "x-frame-options", "x-content-type-options"]),
    );
    expect(security(kept)).toEqual(security(fresh));
  });

  it("answers a repeat visit exactly as the first, HEAD without a body", async () => {
    const { uid } = await completedPerformer(baseUrl, { description: "Same twice" });
    const headersOf = (response: Response) =>
      [...response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name));
    const first = await anonymous(`/profile/${uid}`); // rendered by the app, then kept
    const second = await anonymous(`/profile/${uid}`); // answered from the kept copy
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(await second.text()).toBe(await first.text());
    const head = await fetch(new URL(`/profile/${uid}`, baseUrl), {
      method: "HEAD",
      headers: { "accept-encoding": "gzip" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("gzip");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(await head.text()).toBe("");
    // A query string (a QR code's ref) is answered from the same kept copy.
    const withQuery = await anonymous(`/profile/${uid}?ref=qr`);
    expect(withQuery.headers.get("x-profile-cache")).toBe("stored");
    expect(withQuery.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("sends brotli or gzip as the browser asks, with the same page inside", async () => {
    const { uid } = await completedPerformer(baseUrl, { description: "Squeezed" });
    const plain = await (await anonymous(`/profile/${uid}`)).text();
    const br = await fetch(new URL(`/profile/${uid}`, baseUrl), { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    // fetch decodes the body itself, so compare the decoded text and the smaller wire size.
    expect(await br.text()).toBe(plain);
    expect(Number(br.headers.get("content-length"))).toBeLessThan(plain.length / 3);
    const gz = await fetch(new URL(`/profile/${uid}`, baseUrl), { headers: { "accept-encoding": "gzip;q=1, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(plain);
  });

  it("drops the kept copy when the owner saves, so the next visitor sees the change", async () => {
    const { client, uid } = await completedPerformer(baseUrl, { description: "Before the edit" });
    const before = await anonymous(`/profile/${uid}`);
    expect(await before.text()).toContain("Before the edit");
    await editDescription(client, uid, "After the edit");
    const after = await anonymous(`/profile/${uid}`, { "if-none-match": before.headers.get("etag")! });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(await after.text()).toContain("After the edit");
  });

  it("renders afresh for a signed-in viewer, who may be the owner", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const response = await client.get(`/profile/${uid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-profile-cache")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(await response.text()).toContain("Edit Profile");
    expect(await (await anonymous(`/profile/${uid}`)).text()).not.toContain("Edit Profile");
  });

  it("has no inline script, so its policy needs no nonce", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const html = await (await anonymous(`/profile/${uid}`)).text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/ src="\/assets\/[^"]+\.js"/);
  });

  it("inlines its stylesheet compiled for phones' browsers, not for the server's Node", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const html = await (await anonymous(`/profile/${uid}`)).text();
    const styles = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    // The blur behind the owner's Edit button on the banner, for Safari before 18 (vite.config.ts BROWSERS); Node's
    // targets left it out.
    expect(styles).toMatch(/\.backdrop-blur\{[^}]*-webkit-backdrop-filter:/);
    // Right-to-left rules also for browsers without :dir(), by the page's language.
    expect(styles).toContain(":lang(ar)");
  });

  it("does not keep a missing profile", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await anonymous("/profile/no-such-performer");
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Profile not found");
      expect(response.headers.get("x-profile-cache")).toBeNull();
    }
  });
});

describe("compression and caching of everything else", () => {
  it("compresses other pages, and not the API's short answers", async () => {
    const landing = await fetch(new URL("/", baseUrl), { headers: { "accept-encoding": "br" } });
    expect(landing.headers.get("content-encoding")).toBe("br");
    const raw = await fetch(new URL("/signup", baseUrl), { headers: { "accept-encoding": "gzip" } });
    expect(raw.headers.get("content-encoding")).toBe("gzip");
    expect(await raw.text()).toContain("</html>");
    const answer = await fetch(new URL("/api/analytics/hit", baseUrl), {
      method: "POST",
      headers: { "accept-encoding": "br, gzip", "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ type: "profile_view" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(Number(answer.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await answer.json()).toHaveProperty("error");
  });

  it("serves build files precompressed, immutable, and 304 when unchanged", async () => {
    const html = await (await anonymous("/signup")).text();
    const css = html.match(/\/assets\/[^"]+\.css/)?.[0];
    expect(css).toBeDefined();
    const response = await fetch(new URL(css!, baseUrl), { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("text/css");
    const lastModified = response.headers.get("last-modified")!;
    const again = await anonymous(css!, { "if-modified-since": lastModified });
    expect(again.status).toBe(304);
  });

  it("never compresses the live stream, which must arrive at once", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const controller = new AbortController();
    const stream = await fetch(new URL(`/api/profiles/${uid}/live`, baseUrl), {
      headers: { "accept-encoding": "br, gzip" },
      signal: controller.signal,
    });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.headers.get("content-encoding")).toBeNull();
    controller.abort();
  });

  it("serves the favicon", async () => {
    const response = await anonymous("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("max-age");
  });
});

// PGlite's folder belongs to one process; on PostgreSQL two processes share the notifications.
describe.runIf(inject("databaseKind") === "postgres")("a save on one server process", () => {
  let second: TestServer | undefined;
  afterAll(async () => {
    await second?.stop();
  });

  it("drops the kept copy on every other process too", async () => {
    second = await startServer({ env: { ...INTEGRATION_SERVER_ENV, ...server.database.env } });
    const { client, uid } = await completedPerformer(baseUrl, { description: "Seen everywhere" });
    expect(await (await anonymous(`/profile/${uid}`, {}, second.url)).text()).toContain("Seen everywhere");
    await editDescription(client, uid, "Changed on the first process");
    await expect
      .poll(async () => (await anonymous(`/profile/${uid}`, {}, second!.url)).text(), { timeout: 5000 })
      .toContain("Changed on the first process");
  });
});
