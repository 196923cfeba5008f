import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "~/.server/platform/db/client";
import { completedPerformer, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

/**
 * A performer's events are wall-clock times in their own time zone, in the
 * feed, on the page and in "performing now", whatever zone the server runs in (this one runs in UTC).
 */
let heldAt: number | undefined;
const server = await startFreshServer({ now: () => heldAt ?? Date.now() });
const anonymous = () => new TestClient(server.url);

const SEATTLE_SET = {
  "events[0].id": "evt_pike",
  "events[0].title": "Pike Place evening set",
  "events[0].startTime": "2026-11-25T19:30",
  "events[0].endTime": "2026-11-25T21:30",
  "events[0].location": "Pike Place Market",
};
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("a 7:30 pm set typed in Seattle", () => {
  it("is 7:30 pm in Seattle in the feed (03:30 UTC the next day), on the page (PST) and in performing now", async () => {
    const { uid } = await completedPerformer(server.url, { ...SEATTLE_SET, timeZone: "America/Los_Angeles" });

    const feed = unfold(await (await anonymous().get(`/profile/${uid}/events.ics`)).text());
    expect(feed).toContain("DTSTART:20261126T033000Z");
    expect(feed).toContain("DTEND:20261126T053000Z");
    const one = unfold(await (await anonymous().get(`/profile/${uid}/events/evt_pike.ics`)).text());
    expect(one).toContain("DTSTART:20261126T033000Z");

    try {
      heldAt = Date.parse("2026-11-25T20:00:00Z"); // noon in Seattle
      let html = await (await anonymous().get(`/profile/${uid}`)).text();
      expect(html).not.toContain("data-performing-now");
      expect(html.replace(/\s+/g, " ")).toContain("Wed, Nov 25, 7:30 – 9:30 PM PST");
      expect(html).toMatch(/datetime="2026-11-26T03:30:00.000Z"/i);

      heldAt = Date.parse("2026-11-26T03:30:00Z"); // 7:30 pm in Seattle
      html = await (await anonymous().get(`/profile/${uid}`)).text();
      expect(html).toContain("Performing now at Pike Place Market");
      heldAt = Date.parse("2026-11-26T05:30:00Z"); // 9:30 pm: over
      html = await (await anonymous().get(`/profile/${uid}`)).text();
      expect(html).not.toContain("data-performing-now");
    } finally {
      heldAt = undefined;
    }
  });

  it("the edit page keeps the zone, and refuses one that is not a time zone", async () => {
    const { client, uid } = await completedPerformer(server.url, { ...SEATTLE_SET, timeZone: "America/Los_Angeles" });
    const edit = await (await client.get(`/profile/${uid}/edit`)).text();
    expect(edit).toMatch(/<option value="America\/Los_Angeles" selected="">/);
    const refused = await client.postForm(`/profile/${uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      ...SEATTLE_SET,
      timeZone: "Mars/Olympus_Mons",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a time zone from the list");
  });
});

describe("migration 0011", () => {
  it("gives every profile holding events the zone the server ran in, once; the others keep none", async () => {
    // A database as the build before it left it: migrations 0000–0010, and two profiles.
    const dir = mkdtempSync(path.join(tmpdir(), "tipped-tz-"));
    const before = path.join(dir, "drizzle");
    cpSync(migrationsFolder(), before, { recursive: true });
    const journalPath = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < "0011");
    writeFileSync(journalPath, JSON.stringify(journal));
    const dataDir = path.join(dir, "data");
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    const old = await PGlite.create(path.join(dataDir, "db"));
    await migrate(drizzle({ client: old }), { migrationsFolder: before });
    for (const [id, events] of [
      ["with-events", '[{"id":"e1","title":"Set","startTime":"2026-11-25T19:30","endTime":"2026-11-25T21:30"}]'],
      ["without", "[]"],
    ]) {
      await old.query(`insert into "user" (id, name, email) values ($1, $1, $1 || '@example.test')`, [id]);
      await old.query(`insert into recipients (owner_uid, events) values ($1, $2::jsonb)`, [id, events]);
    }
    await old.close();

    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      const database = await openDatabase({ dataDir });
      const rows = await database.pglite!.query<{ owner_uid: string; time_zone: string | null }>(
        "select owner_uid, time_zone from recipients order by owner_uid",
      );
      expect(rows.rows).toEqual([
        { owner_uid: "with-events", time_zone: "America/New_York" },
        { owner_uid: "without", time_zone: null },
      ]);
      await database.close();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
