/**
 * The insights page on a fixed clock, from the rollups the hit batch keeps: a range in the performer's zone against
 * the same weekdays before, the weekday × hour heatmap in that zone (the server runs in UTC), the CSV, a bad custom
 * range, and only the owner's own figures.
 */
import { describe, expect, it } from "vitest";
import { writeBatch } from "~/.server/analytics/batch-statement";
import { loadInsights } from "~/.server/analytics/insights";
import { analyticsHourly } from "~/.server/analytics/schema";
import { dayRange, previousPeriod } from "~/domain/insights";
import { performanceSessions, pitches } from "~/.server/pitches/schema";
import { tips } from "~/.server/tips/schema";
import { pendingHit } from "../support/hit-fixtures";
import { completedPerformer, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

// Saturday 28 November 2026, 3 pm in Los Angeles.
const server = await startFreshServer({ now: () => Date.parse("2026-11-28T23:00:00Z") });
const db = () => server.runtime!.db;
const performer = await completedPerformer(server.url, { timeZone: "America/Los_Angeles" });
const other = await completedPerformer(server.url, { timeZone: "Europe/London" });

const view = (timestamp: string, visitor: string, profileId = performer.uid) =>
  pendingHit(profileId, { timestamp, visitorId: `visitor_1764370000000_${visitor}` });
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const [pier] = await db()
  .insert(pitches)
  .values({ profileId: performer.uid, code: "insight1", name: "Pier 39" })
  .returning();
await db().insert(pitches).values({ profileId: performer.uid, code: "insight2", name: "Ferry Building" });
// Friday 27 November, 7–9 pm in Los Angeles at Pier 39; and a session in the week before the last 7 days.
await db()
  .insert(performanceSessions)
  .values([
    {
      profileId: performer.uid,
      pitchId: pier!.id,
      timeZone: "America/Los_Angeles",
      startedAt: new Date("2026-11-28T03:00:00Z"),
      endedAt: new Date("2026-11-28T05:00:00Z"),
      views: 3,
      clicks: 1,
      tips: 1,
      tipAmount: 500,
    },
    {
      profileId: performer.uid,
      timeZone: "America/Los_Angeles",
      startedAt: new Date("2026-11-14T20:00:00Z"),
      endedAt: new Date("2026-11-14T21:00:00Z"),
    },
  ]);
await writeBatch(db(), [
  // Friday 27 November, 8:15 pm in Los Angeles (Saturday 04:15 UTC): three views by two visitors, and a click.
  {
    ...view("2026-11-28T04:15:00.000Z", "aaaaaa"),
    userAgent: PHONE,
    country: "DE",
    // As the hit stores it: the page's address without its query.
    referrer: "https://www.instagram.com/p/C0abc",
  },
  view("2026-11-28T04:20:00.000Z", "bbbbbb"),
  view("2026-11-28T04:40:00.000Z", "aaaaaa"),
  {
    ...view("2026-11-28T04:41:00.000Z", "aaaaaa"),
    type: "link_click",
    linkType: "venmo",
    linkUrl: "https://venmo.com/u/m",
    amount: 5,
  },
  // Wednesday 25 November, noon, through the pitch's QR code.
  { ...view("2026-11-25T20:00:00.000Z", "cccccc"), pitch: "insight1" },
  // The week before: Friday 20 November, 8:10 pm.
  view("2026-11-21T04:10:00.000Z", "dddddd"),
  view("2026-11-21T04:11:00.000Z", "eeeeee"),
  // Someone else's page, the same hour: never in this owner's figures.
  view("2026-11-28T04:15:00.000Z", "ffffff", other.uid),
]);
await db()
  .insert(tips)
  .values([
    {
      profileUid: performer.uid,
      stripeAccountId: "acct_x",
      checkoutSessionId: "cs_insights_1",
      pitchId: pier!.id,
      amount: 500,
      currency: "usd",
      net: 500,
      status: "succeeded",
      paidAt: new Date("2026-11-28T04:30:00Z"),
    },
    {
      profileUid: performer.uid,
      stripeAccountId: "acct_x",
      checkoutSessionId: "cs_insights_2",
      amount: 1000,
      currency: "usd",
      net: 1000,
      status: "expired",
      paidAt: null,
    },
  ]);

/** Days as the English page writes them ("Nov 22 – 28, 2026"). */
const days = (from: string, to: string) => {
  const format = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to));
};

/** A page as its words, React's text separators out. */
const words = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const figure = (html: string, label: string) => {
  const block = new RegExp(`data-figure="${label}"[^>]*>([\\s\\S]*?)</div>`).exec(html)?.[1] ?? "";
  return block
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
};

describe("insights", () => {
  it("compares the last 7 days in the performer's zone with the 7 before, on the same weekdays", async () => {
    const page = await performer.client.get("/dashboard/insights?range=7d");
    expect(page.status).toBe(200);
    const html = await words(page);
    expect(html).toContain(`${days("2026-11-22", "2026-11-28")}, against ${days("2026-11-15", "2026-11-21")}`);
    expect(figure(html, "Views")).toBe("Views 4 +100% · before 2");
    expect(figure(html, "Unique visitors")).toBe("Unique visitors 3 +50% · before 2");
    expect(figure(html, "Clicks")).toBe("Clicks 1 new · before 0");
    expect(figure(html, "Click rate")).toBe("Click rate 25.0% new · before 0.0%");
    expect(figure(html, "Card tips")).toBe("Card tips 1 new · before 0");
    expect(figure(html, "Money")).toBe("Money $5.00 new · before $0.00");
  });

  it("draws the heatmap in the performer's zone: Friday 8 pm and Wednesday noon, not the server's UTC hours", async () => {
    const html = await words(await performer.client.get("/dashboard/insights?range=7d"));
    const cells = [...html.matchAll(/title="(\w+) (\d+\u202f?\s?[AP]M): (\d+) views?"/g)]
      .filter((match) => match[3] !== "0")
      .map((match) => `${match[1]} ${match[2]}: ${match[3]}`);
    expect(cells.map((cell) => cell.replace(/\s/g, " "))).toEqual(["Wed 12 PM: 1", "Fri 8 PM: 3"]);
    expect(html.replace(/\u202f/g, " ")).toContain("Busiest: Fri 8 PM (3 views), America/Los_Angeles time.");
  });

  // Which local weekday and hour a stored UTC hour lands in is worked out by the database (both engines):
  // zones with daylight-saving changes, a half-hour zone, and the hour that happens twice.
  it.each([
    // A Saturday 8 pm local, stored as its UTC hour, lands on Saturday (5) 20 h in its own zone.
    ["America/Los_Angeles", ["2026-07-12T03:00:00Z"], 5, 20], // PDT, UTC−7
    ["America/Los_Angeles", ["2026-01-11T04:00:00Z"], 5, 20], // PST, UTC−8
    ["Europe/London", ["2026-07-11T19:00:00Z"], 5, 20], // BST
    ["Europe/London", ["2026-01-10T20:00:00Z"], 5, 20], // GMT
    ["Australia/Sydney", ["2026-01-10T09:00:00Z"], 5, 20], // AEDT, UTC+11
    ["Australia/Sydney", ["2026-07-11T10:00:00Z"], 5, 20], // AEST, UTC+10
    ["Asia/Kolkata", ["2026-07-11T14:00:00Z"], 5, 19], // UTC+5:30: 19:30 starts in the 19 h cell
    // 1–2 am on Sunday 1 November 2026 happens twice in Los Angeles (08:00Z PDT, 09:00Z PST): one cell holds both.
    ["America/Los_Angeles", ["2026-11-01T08:00:00Z", "2026-11-01T09:00:00Z"], 6, 1],
  ] as const)("puts %s's hours %j in weekday %s, %s h", async (zone, hours, weekday, localHour) => {
    const owner = await completedPerformer(server.url, { timeZone: zone });
    await db()
      .insert(analyticsHourly)
      .values(hours.map((hour, index) => ({ profileId: owner.uid, hour: new Date(hour), views: 3 + index })));
    const range = dayRange("2026-01-01", "2026-12-31", zone);
    const { heatmap } = await loadInsights(db(), owner.uid, range, previousPeriod(range, zone), zone);
    const total = hours.reduce((sum, _hour, index) => sum + 3 + index, 0);
    expect(heatmap[weekday]![localHour]).toBe(total);
    expect(heatmap.flat().reduce((a, b) => a + b, 0)).toBe(total);
  });

  it("says where the views came from, from where, on what, and what was clicked, for the range", async () => {
    const html = await words(await performer.client.get("/dashboard/insights?range=7d"));
    const table = (dimension: string) =>
      [
        ...(new RegExp(`data-breakdown="${dimension}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "").matchAll(
          /<tr[^>]*>([\s\S]*?)<\/tr>/g,
        ),
      ]
        .slice(1)
        .map((row) =>
          row[1]!
            .replace(/<[^>]+>/g, " ")
            .replace(/\s+/g, " ")
            .trim(),
        );
    expect(table("source")).toEqual(["Direct or scanned 2 1", "instagram.com 1 0", "Pitch: Pier 39 1 0"]);
    expect(table("country")).toEqual(["Unknown 3 1", "Germany 1 0"]);
    expect(table("device")).toEqual(["Computer 3 1", "Phone 1 0"]);
    // Links and amounts are clicks alone: no Views column.
    expect(table("link")).toEqual(["Venmo 1"]);
    expect(table("amount")).toEqual(["$5 1"]);
  });

  it("counts a site's pages together as one source, with or without www", async () => {
    const reader = await completedPerformer(server.url, { timeZone: "UTC" });
    const from = (referrer: string, visitor: string) => ({
      ...pendingHit(reader.uid, {
        timestamp: "2026-11-28T10:00:00.000Z",
        visitorId: `visitor_1764370000000_${visitor}`,
      }),
      referrer,
    });
    await writeBatch(db(), [
      from("https://www.instagram.com/p/C0abc", "site01"),
      from("https://instagram.com/reel/C0xyz", "site02"),
      from("https://l.instagram.com/", "site03"),
      from("direct", "site04"),
    ]);
    const range = dayRange("2026-11-28", "2026-11-28", "UTC");
    const { breakdowns } = await loadInsights(db(), reader.uid, range, previousPeriod(range, "UTC"), "UTC");
    expect(breakdowns.source).toEqual([
      { key: "instagram.com", views: 2, clicks: 0 },
      { key: "direct", views: 1, clicks: 0 },
      { key: "l.instagram.com", views: 1, clicks: 0 },
    ]);
  });

  it("downloads both tables as CSV for the same range", async () => {
    const csv = await performer.client.get("/dashboard/insights.csv?range=7d");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="tipped-insights-2026-11-22-to-2026-11-28.csv"',
    );
    const lines = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.slice(0, 7)).toEqual([
      "figure,2026-11-22 to 2026-11-28,2026-11-15 to 2026-11-21",
      "views,4,2",
      "unique visitors (per day),3,2",
      "clicks,1,0",
      "click rate,0.2500,0.0000",
      "tips,1,0",
      "money (USD),5.00,0.00",
    ]);
    expect(lines.find((line) => line.startsWith("Fri,"))?.split(",")[21]).toBe("3");
    expect(lines.slice(lines.indexOf("source,views,clicks"), lines.indexOf("source,views,clicks") + 4)).toEqual([
      "source,views,clicks",
      "direct,2,1",
      "instagram.com,1,0",
      "pitch:Pier 39,1,0",
    ]);
    const pitchTable = lines.indexOf("pitch,archived,scans,clicks,tips,tip amount,currency");
    expect(lines[pitchTable + 1]).toBe("Pier 39,no,1,0,1,5.00,USD");
    expect(lines[pitchTable + 2]).toBe("");
    expect(lines[pitchTable + 3]).toMatch(/^session,start,end,/);
    expect(lines[pitchTable + 4]).toBe(
      '"Fri 7–9 pm at Pier 39: 3 scans, 1 click, 1 tip, $5, $2/hour",2026-11-27 19:00,2026-11-27 21:00,America/Los_Angeles,Pier 39,3,1,1,5.00,2.50,USD',
    );
    expect(lines.slice(pitchTable + 5).filter(Boolean)).toEqual([]);
  });

  it("lists the range's pitches and the sessions started in it, each on its day in the performer's zone", async () => {
    const html = await words(await performer.client.get("/dashboard/insights?range=7d"));
    const section = /data-range-pitches=""[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const rows = [...section.matchAll(/<tr data-pitch-row="([^"]+)">([\s\S]*?)<\/tr>/g)].map((row) =>
      row[2]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    // Pier 39's scan (Wednesday) and its card tip; Ferry Building had nothing in the range, so no row.
    expect(rows).toEqual(["Pier 39 1 0 1 $5.00"]);
    const sessions = (page: string) =>
      [...page.matchAll(/<li[^>]*data-session="[^"]*"[^>]*>([\s\S]*?)<\/li>/g)].map((item) =>
        item[1]!
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      );
    // Friday evening in Los Angeles, though Saturday in the server's UTC.
    expect(sessions(section)).toEqual(["Nov 27 Fri 7–9 pm at Pier 39: 3 scans, 1 click, 1 tip, $5, $2/hour"]);
    const month = await words(await performer.client.get("/dashboard/insights?range=28d"));
    expect(sessions(month)).toEqual([
      "Nov 27 Fri 7–9 pm at Pier 39: 3 scans, 1 click, 1 tip, $5, $2/hour",
      "Nov 14 Sat 12–1 pm: 0 scans, 0 clicks, 0 tips, $0, $0/hour",
    ]);
    const today = await words(await performer.client.get("/dashboard/insights?range=today"));
    expect(today).toContain("No scans, clicks or tips through a pitch in this range.");
    expect(today).toContain("No session started in this range.");
  });

  it("shows the ten pitches with the most scans in the range, and every one in the CSV", async () => {
    const busy = await completedPerformer(server.url, { timeZone: "UTC" });
    await db()
      .insert(pitches)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          profileId: busy.uid,
          code: `many${index}`,
          name: `Spot ${index}`,
        })),
      );
    // Spot n is scanned n + 1 times on Saturday.
    await writeBatch(
      db(),
      Array.from({ length: 12 }, (_, index) =>
        Array.from({ length: index + 1 }, (_, scan) => ({
          ...pendingHit(busy.uid, {
            timestamp: "2026-11-28T10:00:00.000Z",
            visitorId: `visitor_1764370000000_spot${index}x${scan}`,
          }),
          pitch: `many${index}`,
        })),
      ).flat(),
    );
    const html = await words(await busy.client.get("/dashboard/insights?range=7d"));
    const shown = [...html.matchAll(/<tr data-pitch-row="([^"]+)">/g)].map((row) => row[1]);
    expect(shown).toEqual(Array.from({ length: 10 }, (_, index) => `Spot ${11 - index}`));
    expect(html).toContain("The 10 pitches with the most scans, of 12 in this range. The CSV has every one.");
    const csv = (await (await busy.client.get("/dashboard/insights.csv?range=7d")).text()).split("\r\n");
    const table = csv.indexOf("pitch,archived,scans,clicks,tips,tip amount,currency");
    expect(csv.slice(table + 1, table + 13).map((line) => line.split(",").slice(0, 3).join(","))).toEqual(
      Array.from({ length: 12 }, (_, index) => `Spot ${11 - index},no,${12 - index}`),
    );
  });

  it("says so when a custom range is wrong, and shows the last 28 days instead", async () => {
    const html = await words(
      await performer.client.get("/dashboard/insights?range=custom&from=2026-11-20&to=2026-11-10"),
    );
    expect(html).toContain("The end date is before the start date. Showing the last 28 days.");
    expect(html).toContain(days("2026-11-01", "2026-11-28"));
    const custom = await words(
      await performer.client.get("/dashboard/insights?range=custom&from=2026-11-27&to=2026-11-27"),
    );
    expect(figure(custom, "Views")).toBe("Views 3 +50% · before 2");
  });

  it("shows each owner only their own figures, and sends a signed-out visitor to log in", async () => {
    const theirs = await words(await other.client.get("/dashboard/insights?range=7d"));
    expect(figure(theirs, "Views")).toBe("Views 1 new · before 0");
    const anonymous = await new TestClient(server.url).get("/dashboard/insights");
    expect(anonymous.status).toBe(302);
    expect((await new TestClient(server.url).get("/dashboard/insights.csv")).status).toBe(302);
  });
});
