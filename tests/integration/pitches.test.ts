/**
 * Pitches and performing sessions on a fixed clock: a pitch's QR code attributes the visit, its clicks and its card
 * tips to the pitch; a session started and stopped from the dashboard gets what happened during it; the dashboard
 * and its CSVs say so; another performer can touch none of it; city QR codes keep their own count.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createQrCode, listQrCodes } from "~/.server/admin/qr-codes";
import { analyticsEvents } from "~/.server/analytics/schema";
import { performanceSessions, pitchDaily, pitches } from "~/.server/pitches/schema";
import { tips } from "~/.server/tips/schema";
import { startFakeStripe } from "../fakes/stripe.mjs";
import { enabledPerformer, submitOnFake } from "../support/fake-checkout";
import { completedPerformer, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const WEBHOOK_SECRET = "whsec_integration_secret";
const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
// Saturday 28 November 2026, 3 pm in Los Angeles.
let clock = Date.parse("2026-11-28T23:00:00Z");
const server = await startFreshServer({ env: fake.env, now: () => clock });
fake.setWebhookUrl(`${server.url}/api/stripe/webhook`);
afterAll(() => fake.close());
const baseUrl = server.url;
const db = () => server.runtime!.db;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

let visits = 0;
function hit(body: Record<string, unknown>, userAgent = PHONE) {
  return fetch(`${baseUrl}/api/analytics/hit`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent },
    body: JSON.stringify({ visitorId: `visitor_1764370000000_pitch${(visits += 1)}`, ...body }),
  });
}

const pitchRow = async (uid: string, name: string) =>
  (
    await db()
      .select()
      .from(pitches)
      .where(and(eq(pitches.profileId, uid), eq(pitches.name, name)))
  )[0]!;
const dayTotals = async (pitchId: string) => {
  const rows = await db().select().from(pitchDaily).where(eq(pitchDaily.pitchId, pitchId));
  return rows.reduce(
    (sum, row) => ({
      views: sum.views + row.views,
      clicks: sum.clicks + row.clicks,
      tips: sum.tips + row.tips,
      tipAmount: sum.tipAmount + Number(row.tipAmount),
    }),
    { views: 0, clicks: 0, tips: 0, tipAmount: 0 },
  );
};

const performer = await enabledPerformer(baseUrl, { timeZone: "America/Los_Angeles" });
const owner = performer.client;

describe("pitches", () => {
  it("are named with clear messages for an empty, too long or duplicate name", async () => {
    const empty = await owner.postForm("/dashboard", { intent: "pitch-add", name: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Name the place, for example “Pier 39”");
    const long = await owner.postForm("/dashboard", { intent: "pitch-add", name: "x".repeat(61) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Keep it to 60 characters or fewer");
    for (const name of ["Pier 39", "Union Square"]) {
      expect((await owner.postForm("/dashboard", { intent: "pitch-add", name })).status).toBe(200);
    }
    const duplicate = await owner.postForm("/dashboard", { intent: "pitch-add", name: "pier  39" });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("You already have a pitch with that name");
    const html = await (await owner.get("/dashboard")).text();
    expect(html).toContain('data-pitch="Pier 39"');
    expect(html).toContain('data-pitch="Union Square"');
  });

  it("each have a QR code of the profile's address with the pitch's code, and a tip sign", async () => {
    const pier = await pitchRow(performer.uid, "Pier 39");
    const svg = await owner.get(`/api/pitches/${pier.id}/qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    const png = await owner.get(`/api/pitches/${pier.id}/qr.png?download`);
    expect(png.headers.get("content-disposition")).toBe('attachment; filename="tipped-qr-pier-39.png"');
    const screen = await (await owner.get(`/sign?pitch=${pier.id}`)).text();
    expect(screen).toContain(`data-url="${baseUrl}/profile/${performer.uid}?p=${pier.code}"`);
    expect(screen).toContain('aria-current="page"');
    const sign = await owner.get(`/api/tip-sign.pdf?size=letter&pitch=${pier.id}`);
    expect(sign.status).toBe(200);
    expect(sign.headers.get("content-disposition")).toContain("-pier-39-letter.pdf");
  });

  it("attributes a phone's visit and click through the pitch's code to that pitch, and not a robot's", async () => {
    const pier = await pitchRow(performer.uid, "Pier 39");
    const page = await fetch(`${baseUrl}/profile/${performer.uid}?p=${pier.code}`, {
      headers: { "user-agent": PHONE },
    });
    expect(page.status).toBe(200);
    // The page itself is the same for every address (one kept copy): the code goes with the hits.
    expect(await page.text()).not.toContain(pier.code);
    expect((await hit({ type: "profile_view", profileId: performer.uid, pitch: pier.code })).status).toBe(201);
    expect(
      (
        await hit({
          type: "link_click",
          profileId: performer.uid,
          pitch: pier.code,
          linkType: "venmo",
          linkUrl: "https://venmo.com/u/maya",
        })
      ).status,
    ).toBe(201);
    expect((await hit({ type: "profile_view", profileId: performer.uid, pitch: pier.code }, HEADLESS)).status).toBe(
      204,
    );
    // A code that is not one of this profile's pitches counts the view without a pitch.
    expect((await hit({ type: "profile_view", profileId: performer.uid, pitch: "zzzzzzzz" })).status).toBe(201);
    expect(await dayTotals(pier.id)).toEqual({ views: 1, clicks: 1, tips: 0, tipAmount: 0 });
    const events = await db().select().from(analyticsEvents).where(eq(analyticsEvents.profileId, performer.uid));
    expect(events.map((event) => [event.type, event.pitchId, event.sessionId])).toEqual(
      expect.arrayContaining([
        ["profile_view", pier.id, null],
        ["link_click", pier.id, null],
        ["profile_view", null, null],
      ]),
    );
  });

  it("a session gets the scans, clicks and card tips during it, and is told on the page and the dashboard", async () => {
    const square = await pitchRow(performer.uid, "Union Square");
    const started = await owner.postForm("/dashboard", { intent: "session-start", pitch: square.id });
    expect(started.status).toBe(200);
    const live = await (
      await fetch(`${baseUrl}/profile/${performer.uid}`, { headers: { "user-agent": PHONE } })
    ).text();
    expect(live).toContain("Performing now at Union Square");

    clock += 30 * 60_000;
    expect((await hit({ type: "profile_view", profileId: performer.uid, pitch: square.code })).status).toBe(201);
    expect(
      (
        await hit({
          type: "link_click",
          profileId: performer.uid,
          pitch: square.code,
          linkType: "cashapp",
          linkUrl: "https://cash.app/$maya",
        })
      ).status,
    ).toBe(201);
    const tipper = new TestClient(baseUrl);
    const post = await tipper.postForm(`/profile/${performer.uid}?p=${square.code}`, { amount: "10" });
    expect(post.status).toBe(303);
    // Back from Checkout the page keeps the pitch's code, so the visitor's clicks there are still the pitch's.
    const back = await submitOnFake(post.headers.get("location")!, "paid");
    expect(back).toMatch(new RegExp(`^${baseUrl}/profile/${performer.uid}\\?p=${square.code}&tip=thanks&t=`));
    const [tip] = await db().select().from(tips).where(eq(tips.profileUid, performer.uid));
    const [session] = await db()
      .select()
      .from(performanceSessions)
      .where(eq(performanceSessions.profileId, performer.uid));
    expect(tip).toMatchObject({
      status: "succeeded",
      pitchId: square.id,
      sessionId: session!.id,
      source: "pitch: Union Square",
    });

    clock += 90 * 60_000; // 5 pm
    expect((await owner.postForm("/dashboard", { intent: "session-stop" })).status).toBe(200);
    const after = await (
      await fetch(`${baseUrl}/profile/${performer.uid}`, { headers: { "user-agent": PHONE } })
    ).text();
    expect(after).not.toContain("data-performing-now");
    // A hit after the stop belongs to no session.
    expect((await hit({ type: "profile_view", profileId: performer.uid })).status).toBe(201);

    const [ended] = await db()
      .select()
      .from(performanceSessions)
      .where(eq(performanceSessions.profileId, performer.uid));
    expect(ended).toMatchObject({
      views: 1,
      clicks: 1,
      tips: 1,
      tipAmount: 1000,
      timeZone: "America/Los_Angeles",
      endedAt: new Date("2026-11-29T01:00:00Z"),
    });
    expect(await dayTotals(square.id)).toEqual({ views: 1, clicks: 1, tips: 1, tipAmount: 1000 });

    const dashboard = await (await owner.get("/dashboard")).text();
    expect(dashboard).toContain("Sat 3–5 pm at Union Square: 1 scan, 1 click, 1 tip, $10, $5/hour");
    const sessionsCsv = await (await owner.get("/dashboard/sessions.csv")).text();
    expect(sessionsCsv).toContain(
      '"Sat 3–5 pm at Union Square: 1 scan, 1 click, 1 tip, $10, $5/hour",2026-11-28 15:00,2026-11-28 17:00,America/Los_Angeles,Union Square,1,1,1,10.00,5.00,USD',
    );
    const pitchesCsv = await (await owner.get("/dashboard/pitches.csv")).text();
    expect(pitchesCsv).toContain("Pier 39,no,1,1,0,0.00,USD");
    expect(pitchesCsv).toContain("Union Square,no,1,1,1,10.00,USD");
  });

  it("only one session is open at a time: starting another ends the first", async () => {
    const pier = await pitchRow(performer.uid, "Pier 39");
    const square = await pitchRow(performer.uid, "Union Square");
    await owner.postForm("/dashboard", { intent: "session-start", pitch: pier.id });
    clock += 60_000;
    await owner.postForm("/dashboard", { intent: "session-start", pitch: square.id });
    const open = await db().select().from(performanceSessions).where(eq(performanceSessions.profileId, performer.uid));
    expect(open.filter((session) => session.endedAt === null).map((session) => session.pitchId)).toEqual([square.id]);
    await owner.postForm("/dashboard", { intent: "session-stop" });
    const again = await owner.postForm("/dashboard", { intent: "session-stop" });
    expect(again.status).toBe(409);
  });

  it("another performer cannot see, rename, archive, print or start at my pitches", async () => {
    const pier = await pitchRow(performer.uid, "Pier 39");
    const stranger = (await completedPerformer(baseUrl)).client;
    expect(
      (await stranger.postForm("/dashboard", { intent: "pitch-rename", pitch: pier.id, name: "Mine" })).status,
    ).toBe(404);
    expect((await stranger.postForm("/dashboard", { intent: "pitch-archive", pitch: pier.id })).status).toBe(404);
    expect((await stranger.postForm("/dashboard", { intent: "session-start", pitch: pier.id })).status).toBe(404);
    expect((await stranger.get(`/api/pitches/${pier.id}/qr.png`)).status).toBe(404);
    expect((await stranger.get(`/api/tip-sign.pdf?pitch=${pier.id}`)).status).toBe(404);
    // The sign screen shows the stranger's own page for a pitch not theirs.
    expect(await (await stranger.get(`/sign?pitch=${pier.id}`)).text()).not.toContain(pier.code);
    expect(await (await stranger.get("/dashboard/pitches.csv")).text()).not.toContain("Pier 39");
    expect((await new TestClient(baseUrl).get(`/api/pitches/${pier.id}/qr.png`)).status).toBe(401);
    expect((await pitchRow(performer.uid, "Pier 39")).archivedAt).toBeNull();
  });

  it("renames and archives, keeping the figures and the printed code counting", async () => {
    const pier = await pitchRow(performer.uid, "Pier 39");
    const clash = await owner.postForm("/dashboard", { intent: "pitch-rename", pitch: pier.id, name: "union square" });
    expect(clash.status).toBe(409);
    expect(
      (await owner.postForm("/dashboard", { intent: "pitch-rename", pitch: pier.id, name: "Pier 39 West" })).status,
    ).toBe(200);
    expect((await owner.postForm("/dashboard", { intent: "pitch-archive", pitch: pier.id })).status).toBe(200);
    expect((await hit({ type: "profile_view", profileId: performer.uid, pitch: pier.code })).status).toBe(201);
    expect((await dayTotals(pier.id)).views).toBe(2);
    const html = await (await owner.get("/dashboard")).text();
    expect(html).toContain("Pier 39 West (archived)");
    expect(html).not.toContain('data-pitch="Pier 39 West"');
  });

  it("starts a session from today's scheduled event at the pitch named after its place", async () => {
    const withEvent = await completedPerformer(baseUrl, {
      timeZone: "America/Los_Angeles",
      "events[0].id": "evt_ferry",
      "events[0].title": "Ferry Building set",
      "events[0].startTime": "2026-11-28T18:00",
      "events[0].endTime": "2026-11-28T20:00",
      "events[0].location": "Ferry Building",
    });
    const dashboard = await (await withEvent.client.get("/dashboard")).text();
    expect(dashboard).toContain("Ferry Building set at Ferry Building");
    const started = await withEvent.client.postForm("/dashboard", {
      intent: "session-start-event",
      event: "evt_ferry",
    });
    expect(started.status).toBe(200);
    const [session] = await db()
      .select({ eventId: performanceSessions.eventId, pitchName: pitches.name })
      .from(performanceSessions)
      .innerJoin(pitches, eq(pitches.id, performanceSessions.pitchId))
      .where(eq(performanceSessions.profileId, withEvent.uid));
    expect(session).toEqual({ eventId: "evt_ferry", pitchName: "Ferry Building" });
  });

  it("leaves the admin's city QR codes counting on their own", async () => {
    const code = await createQrCode(db(), baseUrl, "Pitchtown");
    const scan = await fetch(`${baseUrl}/qr/${code.citySlug}`, {
      redirect: "manual",
      headers: { "user-agent": PHONE },
    });
    expect(scan.status).toBe(302);
    const after = (await listQrCodes(db())).find((entry) => entry.id === code.id);
    expect(after?.clicks).toBe(1);
  });
});

describe("a performer with many sessions", () => {
  it("sees the latest ten, finds the rest by date range, and downloads every one, past ten thousand", async () => {
    const busy = await completedPerformer(baseUrl);
    const count = 10_001;
    // A session an hour, the newest ending an hour before the clock; written directly, as years of playing would.
    await db().execute(sql`
      insert into performance_sessions (profile_id, time_zone, started_at, ended_at)
      select ${busy.uid}, 'UTC', to_timestamp(${clock / 1000}) - make_interval(hours => n + 1),
             to_timestamp(${clock / 1000}) - make_interval(hours => n) - interval '30 minutes'
      from generate_series(1, ${count}) as n`);
    const csv = await (await busy.client.get("/dashboard/sessions.csv")).text();
    const lines = csv.trimEnd().split("\n");
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toMatch(/^session,start,end,/);
    const page = await (await busy.client.get("/dashboard")).text();
    expect(page.match(/<li[^>]*data-session=/g) ?? []).toHaveLength(10);
    expect(page).toContain('<a href="/dashboard/insights#sessions"');
    // The last 7 days (UTC: the performer set no zone) from the start of the day 6 days back, a session an hour.
    const hour = 3_600_000;
    const weekStart = Math.floor(clock / (24 * hour)) * 24 * hour - 6 * 24 * hour;
    const latest = clock - 2 * hour;
    const inWeek = Math.floor((latest - weekStart) / hour) + 1;
    const minute = (at: number) => new Date(at).toISOString().slice(0, 16).replace("T", " ");
    const week = (await (await busy.client.get("/dashboard/insights?range=7d")).text()).replaceAll("<!-- -->", "");
    expect(week.match(/<li[^>]*data-session=/g) ?? []).toHaveLength(50);
    expect(week).toContain(`The latest 50 of ${inWeek} sessions in this range. The CSV has every one.`);
    const weekCsv = await (await busy.client.get("/dashboard/insights.csv?range=7d")).text();
    const sessionLines = weekCsv.slice(weekCsv.indexOf("session,start,end,")).trimEnd().split("\r\n");
    expect(sessionLines).toHaveLength(inWeek + 1);
    expect(sessionLines[1]).toContain(`,${minute(latest)},${minute(latest + hour / 2)},UTC,`);
    const earliest = latest - (inWeek - 1) * hour;
    expect(sessionLines.at(-1)).toContain(`,${minute(earliest)},${minute(earliest + hour / 2)},UTC,`);
  });
});

describe("a performer with many pitches", () => {
  it("sees the first twelve and the one being played, and every pitch on asking", async () => {
    const busy = await completedPerformer(baseUrl);
    // Named as a performer would, without leading zeros: "Corner 2" comes before "Corner 10".
    for (let index = 14; index >= 1; index--) {
      const name = `Corner ${index}`;
      expect((await busy.client.postForm("/dashboard", { intent: "pitch-add", name })).status).toBe(200);
    }
    const last = await pitchRow(busy.uid, "Corner 14");
    expect((await busy.client.postForm("/dashboard", { intent: "session-start", pitch: last.id })).status).toBe(200);
    const cards = (html: string) => [...html.matchAll(/<li[^>]*data-pitch="([^"]+)"/g)].map((match) => match[1]);
    const page = await (await busy.client.get("/dashboard")).text();
    expect(cards(page)).toEqual([...Array.from({ length: 12 }, (_, index) => `Corner ${index + 1}`), "Corner 14"]);
    expect(page).toContain("Show every pitch (14)");
    const all = await (await busy.client.get("/dashboard?pitches=all")).text();
    expect(cards(all)).toHaveLength(14);
    expect(all).not.toContain("Show every pitch");
  });
});
