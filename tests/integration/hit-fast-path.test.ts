/**
 * Issue 18: anonymous tracking hits are answered by a Node-level fast path (app/.server/http/routes/hit-listener.ts)
 * before the Hono app. It must answer exactly what the app's route answers: the same statuses and bodies for bad
 * input, bots, unknown profiles and floods, while the owner's own hits (a session cookie) and other sites' posts
 * still go to the app.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { completedPerformer, uniqueIp } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer({ env: { TRACKING_RATE_LIMIT_MAX: "3" } });
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A raw POST. `path` with a query string is not the fast path's, so the app answers it (same route). A Host header
 * the app refuses (400) shows that an answer came from the fast path (see front-door.test.ts).
 */
function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, server.url),
      {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent": CHROME,
          "accept-encoding": "identity",
          "x-forwarded-for": uniqueIp(),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const FAST = "/api/analytics/hit";
const APP = "/api/analytics/hit?via=app";
const NOT_A_HOST = { host: "not a host" };

const view = (profileId: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: "profile_view", profileId, visitorId: `visitor_${Date.now()}_fast`, ...extra });

describe("the tracking hit fast path", () => {
  it("answers every kind of hit exactly as the app's route does", async () => {
    const performer = await completedPerformer(server.url);
    const cases: Array<{ name: string; body: string; headers?: Record<string, string>; status: number }> = [
      { name: "stored", body: view(performer.uid), status: 201 },
      {
        name: "a link click",
        body: view(performer.uid, { type: "link_click", linkType: "venmo", linkUrl: "https://venmo.com/u/x" }),
        status: 201,
      },
      { name: "not JSON", body: "{", status: 400 },
      { name: "a byte-order mark before JSON", body: `\uFEFF${view(performer.uid)}`, status: 201 },
      { name: "an unknown type", body: view(performer.uid, { type: "nope" }), status: 400 },
      { name: "a bad visitor id", body: view(performer.uid, { visitorId: "x" }), status: 400 },
      {
        name: "a bot",
        body: view(performer.uid),
        headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
        status: 204,
      },
      { name: "no user agent", body: view(performer.uid), headers: { "user-agent": "" }, status: 204 },
      { name: "an unknown profile", body: view("no-such-profile"), status: 404 },
    ];
    for (const { name, body, headers, status } of cases) {
      const fast = await post(FAST, body, { ...headers, ...NOT_A_HOST });
      const app = await post(APP, body, headers);
      expect({ name, status: fast.status, body: fast.body }).toEqual({ name, status, body: app.body });
      expect({ name, status: app.status }).toEqual({ name, status });
      expect(fast.headers["content-type"], name).toEqual(app.headers["content-type"]);
      expect(fast.headers["cache-control"], name).toBe("no-store");
      expect(fast.headers["x-frame-options"], name).toBe("DENY");
      expect(String(fast.headers["content-security-policy"]), name).toContain("frame-ancestors 'none'");
    }
  });

  it("limits a flooding client the same way, with Retry-After", async () => {
    const performer = await completedPerformer(server.url);
    const ip = uniqueIp();
    const statuses = [];
    for (let index = 0; index < 4; index++) {
      statuses.push((await post(FAST, view(performer.uid), { "x-forwarded-for": ip, ...NOT_A_HOST })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const fast = await post(FAST, view(performer.uid), { "x-forwarded-for": ip, ...NOT_A_HOST });
    const app = await post(APP, view(performer.uid), { "x-forwarded-for": ip });
    expect([fast.status, fast.body]).toEqual([429, app.body]);
    expect(Number(fast.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts a client's simultaneous hits exactly: the limit lets the first ones through and refuses the rest", async () => {
    const performer = await completedPerformer(server.url);
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(FAST, view(performer.uid), { "x-forwarded-for": ip })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("leaves the owner's own hits (a session cookie) and other sites' posts to the app", async () => {
    const performer = await completedPerformer(server.url);
    const cookie = performer.client.cookieHeader();
    expect(cookie).not.toBe("");
    // The app refuses the Host header, so a 400 shows the app answered; with a good Host the owner is not counted.
    expect((await post(FAST, view(performer.uid), { cookie, ...NOT_A_HOST })).status).toBe(400);
    expect((await post(FAST, view(performer.uid), { cookie, "x-forwarded-for": performer.client.ip })).status).toBe(
      204,
    );
    const crossSite = await post(FAST, view(performer.uid), { origin: "https://elsewhere.example" });
    expect([crossSite.status, JSON.parse(crossSite.body).error]).toEqual([
      403,
      "This request came from another site and was refused.",
    ]);
    const sameSite = await post(FAST, view(performer.uid), { origin: new URL(server.url).origin, ...NOT_A_HOST });
    expect(sameSite.status).toBe(201);
  });
});
