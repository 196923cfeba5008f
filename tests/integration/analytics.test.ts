import { describe, expect, it } from "vitest";
import { UNKNOWN_LOCATION } from "~/.server/analytics/location";
import { createFloodGuard, recordHit } from "~/.server/analytics/record-hit";
import { monthBuckets, monthKey } from "~/domain/analytics";
import { analyticsDaily, analyticsLinks, analyticsSummary } from "~/.server/platform/db/schema";
import { completedPerformer, signedUpClient, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let visitorCounter = 0;
const visitor = () => `visitor_${Date.now()}_test${(visitorCounter += 1)}`;

function hit(client: TestClient, body: Record<string, unknown>, userAgent = CHROME) {
  return client.request("/api/analytics/hit", {
    method: "POST",
    // sendBeacon sends a string body as text/plain
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent },
    body: JSON.stringify(body),
  });
}
const view = (uid: string, visitorId = visitor()) => ({ type: "profile_view", profileId: uid, visitorId });
const click = (uid: string, linkType: string, visitorId = visitor()) => ({
  type: "link_click",
  profileId: uid,
  visitorId,
  linkType,
  linkUrl: `https://example.com/${linkType}`,
});

type Figures = { metrics: Record<string, string>; topLinks: string[]; rows: string[][]; html: string };

/** The owner's dashboard as rendered by the server: the four cards, Top Links and Recent Activity rows. */
async function dashboard(owner: TestClient): Promise<Figures> {
  const response = await owner.get("/dashboard");
  expect(response.status).toBe(200);
  const html = await response.text();
  const metrics: Record<string, string> = {};
  for (const match of html.matchAll(/data-metric="([^"]+)"[^>]*>.*?<p[^>]*>([^<]*)<\/p>/g))
    metrics[match[1]!] = match[2]!;
  const topLinks = [...html.matchAll(/data-link="([^"]+)".*?<span[^>]*>[^<]*<\/span><span[^>]*>([^<]*)<\/span>/g)].map(
    (match) => `${match[1]} ${match[2]!.replace("&middot;", "·")}`,
  );
  const body = html.split("<tbody")[1]?.split("</tbody>")[0] ?? "";
  const rows = [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, "")),
  );
  return { metrics, topLinks, rows, html };
}

describe("tracking hits (requirements 3, 7, 9)", () => {
  it("counts anonymous visitors and other signed-in users, never the owner or a bot", async () => {
    const owner = await completedPerformer(baseUrl);
    const other = await signedUpClient(baseUrl);
    const anonymous = new TestClient(baseUrl);

    expect((await hit(owner.client, view(owner.uid))).status).toBe(204);
    expect((await hit(owner.client, click(owner.uid, "venmo"))).status).toBe(204);
    expect((await hit(anonymous, view(owner.uid), "Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(204);
    expect((await hit(anonymous, view(owner.uid), "")).status).toBe(204);
    expect((await hit(anonymous, view(owner.uid), "Mozilla/5.0 HeadlessChrome/131.0.0.0")).status).toBe(204);

    expect((await hit(other.client, view(owner.uid))).status).toBe(201);
    expect((await hit(anonymous, view(owner.uid))).status).toBe(201);
    expect((await hit(anonymous, click(owner.uid, "venmo"))).status).toBe(201);

    const figures = await dashboard(owner.client);
    expect(figures.metrics).toEqual({
      "Profile Views": "2",
      "Link Clicks": "1",
      "Click Rate": "50.0%",
      "This Month": "2",
    });
    expect(figures.rows).toHaveLength(3);
    expect(figures.html).toContain("IP Geolocation by DB-IP");
  });

  it("matches hand-computed figures for a seeded history: rate, month, top-5 shares, latest 50", async () => {
    const owner = await completedPerformer(baseUrl);
    // 3 clients so no single one nears the per-minute limit
    const clients = [new TestClient(baseUrl), new TestClient(baseUrl), new TestClient(baseUrl)];
    let sent = 0;
    const send = async (body: Record<string, unknown>) => {
      const response = await hit(clients[sent++ % clients.length]!, body);
      expect(response.status).toBe(201);
    };
    for (let index = 0; index < 40; index++) await send(view(owner.uid));
    const clicks = { venmo: 6, paypal: 4, cashapp: 3, instagram: 2, tiktok: 1, spotify: 1 }; // 17 clicks
    for (const [type, count] of Object.entries(clicks))
      for (let index = 0; index < count; index++) await send(click(owner.uid, type));
    const lastVisitor = visitor();
    await send(view(owner.uid, lastVisitor)); // 41 views in all; the newest event

    const figures = await dashboard(owner.client);
    // 17 / 41 x 100 = 41.46..
    expect(figures.metrics).toEqual({
      "Profile Views": "41",
      "Link Clicks": "17",
      "Click Rate": "41.5%",
      "This Month": "41",
    });
    // 6/17 = 35.3, 4/17 = 23.5, 3/17 = 17.6, 2/17 = 11.8, 1/17 = 5.9 (spotify and tiktok tie; names decide)
    expect(figures.topLinks).toEqual([
      "venmo 6 clicks · 35%",
      "paypal 4 clicks · 24%",
      "cashapp 3 clicks · 18%",
      "instagram 2 clicks · 12%",
      "spotify 1 click · 6%",
    ]);
    expect(figures.rows).toHaveLength(50);
    expect(figures.rows[0]![0]).toBe("Profile View");
    // 50 different visitors in the table, numbered from the oldest: the newest is the fiftieth.
    expect(figures.rows[0]![1]).toBe("Visitor 50");
    expect(figures.rows[1]![0]).toBe("Link Click");
    expect(figures.rows[1]![3]).toBe("Spotify (example.com/spotify)Unknown location");

    const csv = await owner.client.get("/api/analytics/export.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "timestamp (UTC),type,visitorId,linkType,linkUrl,referrer,city,region,country,location,userAgent",
    );
    expect(lines).toHaveLength(1 + 41 + 17);
    expect(lines.filter((line) => line.includes(",link_click,"))).toHaveLength(17);
    expect(lines[1]).toContain(lastVisitor);
  });

  it("counts a view from the site's own pages as direct, and one from another site by its page", async () => {
    const owner = await completedPerformer(baseUrl);
    const anonymous = new TestClient(baseUrl);
    const from = (referrer: string) => ({ ...view(owner.uid), referrer });
    // A visit from Tipped's own landing page, and one from Instagram.
    expect((await hit(anonymous, from(`${baseUrl}/?lang=es`))).status).toBe(201);
    expect((await hit(anonymous, from("https://www.instagram.com/p/C0abc?igsh=secret"))).status).toBe(201);

    const csv = await (await owner.client.get("/api/analytics/export.csv")).text();
    const referrers = csv
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[5]);
    expect(referrers.sort()).toEqual(["direct", "https://www.instagram.com/p/C0abc"]);
    const { rows } = await dashboard(owner.client);
    expect(rows.map((row) => row[3]).sort()).toEqual([
      "DirectUnknown location",
      "From www.instagram.com/p/C0abcUnknown location",
    ]);
  });

  it("shows zeros and the empty texts for a profile without hits", async () => {
    const owner = await completedPerformer(baseUrl);
    const figures = await dashboard(owner.client);
    expect(figures.metrics).toEqual({
      "Profile Views": "0",
      "Link Clicks": "0",
      "Click Rate": "0.0%",
      "This Month": "0",
    });
    for (const text of [
      "No data yet",
      "No link clicks yet",
      "No activity yet. Share your profile to start tracking!",
      "Welcome back Maya",
    ]) {
      expect(figures.html).toContain(text);
    }
  });

  it("refuses bad input with 400 and an unknown profile with 404", async () => {
    const owner = await completedPerformer(baseUrl);
    const client = new TestClient(baseUrl);
    const bad = [
      ["not json", "The hit must be a JSON object"],
      [
        JSON.stringify({ type: "purchase", profileId: owner.uid, visitorId: visitor() }),
        "type must be profile_view, link_click or qr_scan",
      ],
      [
        JSON.stringify({ type: "profile_view", profileId: owner.uid, visitorId: "1.2.3.4" }),
        "visitorId is not a visitor id",
      ],
      [
        JSON.stringify({
          type: "link_click",
          profileId: owner.uid,
          visitorId: visitor(),
          linkType: "venmo",
          linkUrl: "javascript:alert(1)",
        }),
        "linkUrl must be an http or https address",
      ],
      [
        JSON.stringify({
          type: "link_click",
          profileId: owner.uid,
          visitorId: visitor(),
          linkUrl: "https://venmo.com/u/x",
        }),
        "linkType is required",
      ],
    ] as const;
    for (const [body, message] of bad) {
      const response = await client.request("/api/analytics/hit", {
        method: "POST",
        headers: { "user-agent": CHROME },
        body,
      });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    const missing = await hit(client, view("no-such-profile"));
    expect(missing.status).toBe(404);
    expect((await dashboard(owner.client)).metrics["Profile Views"]).toBe("0");
  });

  it("rate limits a flood from one client with 429, and every 2xx was stored", async () => {
    const owner = await completedPerformer(baseUrl);
    // A client address of its own: its minute-long window starts with its first hit (rate-limiter-flexible, in
    // memory or in PostgreSQL alike), not on the clock's minute, so the flood cannot straddle two windows.
    const flood = new TestClient(baseUrl);
    const statuses: number[] = [];
    for (let index = 0; index < 130; index++) statuses.push((await hit(flood, view(owner.uid))).status);
    const stored = statuses.filter((status) => status === 201).length;
    expect(stored).toBe(120); // TRACKING_RATE_LIMIT_MAX default
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    const limited = await hit(flood, view(owner.uid));
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // another client is not affected
    expect((await hit(new TestClient(baseUrl), view(owner.uid))).status).toBe(201);
    expect((await dashboard(owner.client)).metrics["Profile Views"]).toBe(String(stored + 1));
  });

  it("keeps the export and the QR code to the signed-in owner", async () => {
    const anonymous = new TestClient(baseUrl);
    expect((await anonymous.get("/api/analytics/export.csv")).status).toBe(401);
    expect((await anonymous.get("/api/profiles/me/qr.svg")).status).toBe(401);
    expect((await anonymous.get("/dashboard")).headers.get("location")).toBe("/signup");
    const owner = await completedPerformer(baseUrl);
    const svg = await owner.client.get("/api/profiles/me/qr.svg");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toContain("<svg");
    const png = await owner.client.get("/api/profiles/me/qr.png?download");
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toContain("attachment");
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });
});

describe("a history over several months (recorded with past clocks through recordHit itself)", () => {
  it("shows the last six months, This Month, and totals that include older months", async () => {
    const owner = await completedPerformer(baseUrl);

    const now = new Date();
    const monthsBack = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
    const plan: Array<[Date, number, number]> = [
      [now, 3, 0], // this month: 3 views
      [monthsBack(1), 5, 2],
      [monthsBack(4), 2, 0],
      [monthsBack(7), 9, 1], // outside the six-month chart, still in the totals
    ];
    await server.withDatabase(async (database) => {
      const deps = {
        db: database.db,
        locate: () => UNKNOWN_LOCATION,
        floodGuard: createFloodGuard({ max: 1000, windowMs: 60_000 }),
      };
      for (const [at, views, clicks] of plan) {
        const context = { userAgent: CHROME, clientIp: "203.0.113.9", viewerId: null, now: at };
        for (let index = 0; index < views; index++) {
          expect((await recordHit(deps, view(owner.uid), context)).status).toBe("stored");
        }
        for (let index = 0; index < clicks; index++) {
          expect((await recordHit(deps, click(owner.uid, "paypal"), context)).status).toBe("stored");
        }
      }
    });

    const figures = await dashboard(owner.client);
    // 19 views, 3 clicks: 3 / 19 x 100 = 15.78..
    expect(figures.metrics).toEqual({
      "Profile Views": "19",
      "Link Clicks": "3",
      "Click Rate": "15.8%",
      "This Month": "3",
    });
    const expected = monthBuckets(
      { [monthKey(now)]: 3, [monthKey(monthsBack(1))]: 5, [monthKey(monthsBack(4))]: 2 },
      now,
    );
    const bars = [...figures.html.matchAll(/<span class="sr-only">([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(bars).toEqual(expected.map((bucket) => `${bucket.label}: ${bucket.views} views`));
    expect(figures.topLinks).toEqual(["paypal 3 clicks · 100%"]);
    expect(figures.rows).toHaveLength(22);
  });
});

describe("a busy page's figures on the dashboard", () => {
  it("groups big counts as the language writes them and shortens a chart bar's figure, reading out the exact one", async () => {
    const owner = await completedPerformer(baseUrl);
    const today = new Date().toISOString().slice(0, 10);
    await server.withDatabase(async ({ db }) => {
      await db
        .insert(analyticsSummary)
        .values({ profileId: owner.uid, totalProfileViews: 149_985, totalLinkClicks: 20_000 });
      await db.insert(analyticsDaily).values({ profileId: owner.uid, day: today, views: 149_985, clicks: 20_000 });
      await db.insert(analyticsLinks).values({ profileId: owner.uid, linkType: "paypal", clicks: 20_000 });
    });

    const figures = await dashboard(owner.client);
    expect(figures.metrics["Profile Views"]).toBe("149,985");
    expect(figures.topLinks).toEqual(["paypal 20,000 clicks · 100%"]);
    const thisMonth = monthBuckets({ [monthKey(new Date())]: 149_985 }, new Date()).at(-1)!;
    expect(figures.html).toContain(`<span class="sr-only">${thisMonth.label}: 149,985 views</span>`);
    // Six bars of "149,985" did not fit a 390 px phone; "150K" does.
    expect(figures.html).toMatch(/<span class="[^"]*tabular-nums" aria-hidden="true">150K<\/span>/);
  });
});
