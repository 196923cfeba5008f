/**
 * Issue 18: tracking hits are stored by group commit (app/.server/analytics/hit-batcher.ts). Many hits at once
 * are all stored and counted exactly; a batch whose statement fails answers 503 to every hit in it, and a 2xx
 * still means stored: afterwards the stored events equal the acknowledged ones, exactly.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completedPerformer, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer({ env: { TRACKING_RATE_LIMIT_MAX: "100000" } });
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let counter = 0;
const hit = (body: Record<string, unknown>) =>
  new TestClient(server.url).request("/api/analytics/hit", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
    body: JSON.stringify(body),
  });
const view = (uid: string, tag = "ok") => ({
  type: "profile_view",
  profileId: uid,
  visitorId: `visitor_${Date.now()}_${tag}${(counter += 1)}`,
});
const click = (uid: string) => ({
  ...view(uid),
  type: "link_click",
  linkType: "venmo",
  linkUrl: "https://venmo.com/u/x",
});

async function counts(uid: string) {
  return server.withDatabase(async ({ db }) => {
    const { rows } = (await db.execute(sql`
      select (select count(*) from analytics_events where profile_id = ${uid})::int as events,
        (select count(*) from analytics_events where profile_id = ${uid} and type = 'link_click')::int as clicks,
        (select total_profile_views from analytics_summary where profile_id = ${uid})::int as summary_views,
        (select total_link_clicks from analytics_summary where profile_id = ${uid})::int as summary_clicks,
        (select coalesce(sum(views), 0) from analytics_daily where profile_id = ${uid})::int as daily_views,
        (select coalesce(sum(clicks), 0) from analytics_links where profile_id = ${uid})::int as link_clicks`)) as {
      rows: Array<Record<string, number>>;
    };
    return rows[0]!;
  });
}

describe("tracking hits stored by group commit", () => {
  it("stores every one of many simultaneous hits, with exact rollups, and answers 201 to each", async () => {
    const owner = await completedPerformer(server.url);
    const other = await completedPerformer(server.url);
    const bodies = [
      ...Array.from({ length: 150 }, () => view(owner.uid)),
      ...Array.from({ length: 50 }, () => click(owner.uid)),
      ...Array.from({ length: 30 }, () => view(other.uid)),
      ...Array.from({ length: 5 }, () => view("no-such-profile")),
    ];
    const statuses = await Promise.all(bodies.map(async (body) => (await hit(body)).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(230);
    expect(statuses.filter((status) => status === 404)).toHaveLength(5);

    expect(await counts(owner.uid)).toEqual({
      events: 200,
      clicks: 50,
      summary_views: 150,
      summary_clicks: 50,
      daily_views: 150,
      link_clicks: 50,
    });
    expect((await counts(other.uid)).events).toBe(30);
  });

  it("a failed batch answers 503 to every hit in it, and only acknowledged hits are stored", async () => {
    const owner = await completedPerformer(server.url);
    // A hit whose visitor id says "fail" makes its whole statement fail, as a database error would.
    await server.withDatabase(async ({ db }) => {
      await db.execute(
        sql.raw(`create or replace function fail_marked_hit() returns trigger language plpgsql as $$
          begin
            if new.visitor_id like '%_fail%' then raise exception 'simulated storage failure'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(`create trigger fail_marked_hit before insert on analytics_events
          for each row execute function fail_marked_hit()`),
      );
    });
    try {
      const bodies = [
        ...Array.from({ length: 40 }, () => view(owner.uid)),
        view(owner.uid, "fail"),
        ...Array.from({ length: 40 }, () => view(owner.uid)),
      ];
      const responses = await Promise.all(bodies.map((body) => hit(body)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
      expect(statuses[40]).toBe(503);
      const refused = responses[40]!;
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toEqual({ error: "The hit could not be stored just now. Please try again." });

      // Logged once per failed batch, by the process that answered (counts() restarts it on PGlite).
      expect(server.output()).toContain("tracking hits could not be stored");
      const acknowledged = statuses.filter((status) => status === 201).length;
      const stored = await counts(owner.uid);
      expect(stored.events).toBe(acknowledged);
      expect(stored.summary_views ?? 0).toBe(acknowledged);
      expect(stored.daily_views).toBe(acknowledged);
    } finally {
      await server.withDatabase(async ({ db }) => {
        await db.execute(sql.raw(`drop trigger fail_marked_hit on analytics_events`));
        await db.execute(sql.raw(`drop function fail_marked_hit()`));
      });
    }
  });
});
