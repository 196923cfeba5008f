import { writeFileSync } from "node:fs";
import ICAL from "ical.js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { completedPerformer, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { eq } from "drizzle-orm";
import * as schema from "~/.server/platform/db/schema";
import { startFreshServer } from "../support/fresh-server";

/**
 * The share card and its tags, the calendar feed, "Performing now" with the kept
 * page's expiry, and visitors' reports with the admin's answers. Pages are read as a browser without JavaScript.
 */
/** The server's clock for its pages (Runtime.now): the wall clock, unless a test holds it at a moment of its own. */
let heldAt: number | undefined;
const server = await startFreshServer({ now: () => heldAt ?? Date.now() });
const baseUrl = server.url;

const metaOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(([, key, value]) => [
      key!,
      value!.replace(/&amp;/g, "&"),
    ]),
  );

const anonymous = () => new TestClient(baseUrl);
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

const LONG_DESCRIPTION =
  "Jazz standards, a few originals; bring friends, kids\\dogs welcome.\nSecond line: we play until the sun sets over the water, rain or shine, 5 sets.";

function eventFields(
  events: { id: string; title: string; start: string; end: string; location?: string; description?: string }[],
) {
  return Object.fromEntries(
    events.flatMap((event, index) => [
      [`events[${index}].id`, event.id],
      [`events[${index}].title`, event.title],
      [`events[${index}].startTime`, event.start],
      [`events[${index}].endTime`, event.end],
      ...(event.location ? [[`events[${index}].location`, event.location]] : []),
      ...(event.description ? [[`events[${index}].description`, event.description]] : []),
    ]),
  );
}

describe("the share card", () => {
  it("every profile page has Open Graph and Twitter tags with an absolute 1200×630 card", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const meta = metaOf(await (await anonymous().get(`/profile/${uid}`)).text());
    expect(meta["og:image"]).toMatch(new RegExp(`^${baseUrl}/profile/${uid}/card\\.png\\?v=\\w+$`));
    expect(meta["og:image:width"]).toBe("1200");
    expect(meta["og:image:height"]).toBe("630");
    expect(meta["og:image:alt"]).toContain("Sax Maya on Tipped");
    expect(meta["og:url"]).toBe(`${baseUrl}/profile/${uid}`);
    expect(meta["twitter:card"]).toBe("summary_large_image");
    expect(meta["twitter:image"]).toBe(meta["og:image"]);

    const card = await anonymous().get(meta["og:image"]!);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(card.headers.get("cache-control")).toBe("public, max-age=300");
    const info = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
  });

  it("is kept (same ETag, 304 when the client has it) and drawn again after an edit", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const first = await anonymous().get(`/profile/${uid}/card.png`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await anonymous().get(`/profile/${uid}/card.png`);
    expect(again.headers.get("etag")).toBe(etag);
    const cached = await anonymous().get(`/profile/${uid}/card.png`, { headers: { "if-none-match": etag } });
    expect(cached.status).toBe(304);

    const before = metaOf(await (await anonymous().get(`/profile/${uid}`)).text())["og:image"];
    const edit = await client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, altName: "Maya Brass" });
    expect(edit.status).toBe(302);
    const after = await anonymous().get(`/profile/${uid}/card.png`);
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const meta = metaOf(await (await anonymous().get(`/profile/${uid}`)).text());
    expect(meta["og:image"]).not.toBe(before); // link previews fetch the new card
    expect(meta["og:image:alt"]).toContain("Maya Brass");
  });

  it("says Tip {name} in the owner's language, which is part of its ETag: a change of language redraws it", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const drawnBefore = server.runtime!.profiles.shareCards.drawn();
    const english = await anonymous().get(`/profile/${uid}/card.png`);
    expect(english.status).toBe(200);
    const setLocale = (locale: string) =>
      server.withDatabase(({ db }) => db.update(schema.user).set({ locale }).where(eq(schema.user.id, uid)));
    await setLocale("de");
    // The one who fetches it does not matter: the card speaks as the owner's page does.
    const german = await anonymous().get(`/profile/${uid}/card.png`, { headers: { "accept-language": "fr" } });
    expect(german.status).toBe(200);
    expect(german.headers.get("etag")).not.toBe(english.headers.get("etag"));
    const germanPng = Buffer.from(await german.arrayBuffer());
    expect(germanPng.equals(Buffer.from(await english.arrayBuffer()))).toBe(false);
    if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/share-card-de.png`, germanPng);
    await setLocale("en");
    expect((await anonymous().get(`/profile/${uid}/card.png`)).headers.get("etag")).toBe(english.headers.get("etag"));
    expect(server.runtime!.profiles.shareCards.drawn() - drawnBefore).toBe(3); // the English card was drawn again
  });

  it("is 404 for an unknown profile", async () => {
    const response = await anonymous().get("/profile/nobody-here/card.png");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("does not exist");
  });
});

describe("the calendar feed", () => {
  it("is RFC 5545 as a real parser reads it: CRLF, folding at 75 octets, escaping, UTC times, stable UIDs", async () => {
    // A week from now at 18:30 UTC (within the months the page renders).
    const day = new Date(Date.now() + 7 * 86_400_000);
    day.setUTCHours(18, 30, 0, 0);
    const start = day.toISOString();
    const end = new Date(day.getTime() + 90 * 60_000).toISOString();
    const stamp = (value: string) => value.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    const { uid } = await completedPerformer(baseUrl, {
      ...eventFields([
        {
          id: "evt_sunset",
          title: "Sunset set, pier; side",
          start,
          end,
          location: "Pier 39, San Francisco; north end",
          description: LONG_DESCRIPTION,
        },
        { id: "evt_market", title: "Market", start: iso(9 * 86_400_000), end: iso(9 * 86_400_000 + 3_600_000) },
      ]),
    });
    const response = await anonymous().get(`/profile/${uid}/events.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();

    // Every line ends with CRLF, none is longer than 75 octets, and the long ones were folded.
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line, "utf8")))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("SUMMARY:Sunset set\\, pier\\; side");
    expect(unfolded).toContain(
      "DESCRIPTION:Jazz standards\\, a few originals\\; bring friends\\, kids\\\\dogs welcome.\\nSecond",
    );
    expect(unfolded).toContain(`DTSTART:${stamp(start)}`);
    expect(unfolded).toContain(`DTEND:${stamp(end)}`);
    expect(stamp(start)).toMatch(/^\d{8}T183000Z$/);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Sax Maya on Tipped");
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual(["Sunset set, pier; side", "Market"]);
    const [sunset] = events;
    expect(sunset!.description).toBe(LONG_DESCRIPTION);
    expect(sunset!.location).toBe("Pier 39, San Francisco; north end");
    expect(sunset!.startDate.toJSDate().toISOString()).toBe(start);
    expect(sunset!.endDate.toJSDate().toISOString()).toBe(end);
    expect(sunset!.startDate.zone.tzid).toBe("UTC");
    expect(sunset!.component.getFirstPropertyValue("url")).toBe(`${baseUrl}/profile/${uid}`);
    expect(sunset!.uid).toBe(`evt_sunset.${uid}@${new URL(baseUrl).host}`);

    // The same event keeps its UID from one download to the next.
    const again = new ICAL.Component(ICAL.parse(await (await anonymous().get(`/profile/${uid}/events.ics`)).text()));
    expect(again.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent).uid)).toEqual(
      events.map((event) => event.uid),
    );

    // "Add to calendar": one event, as a download.
    const one = await anonymous().get(`/profile/${uid}/events/evt_market.ics`);
    expect(one.status).toBe(200);
    expect(one.headers.get("content-disposition")).toBe('attachment; filename="market.ics"');
    const single = new ICAL.Component(ICAL.parse(await one.text()));
    expect(single.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent).summary)).toEqual(["Market"]);

    // The page links both.
    const page = await (await anonymous().get(`/profile/${uid}`)).text();
    expect(page).toContain(`href="/profile/${uid}/events/evt_sunset.ics"`);
    const subscribe = /<a [^>]*data-calendar-subscribe[^>]*>/.exec(page)?.[0];
    expect(subscribe).toContain(`href="/profile/${uid}/events.ics"`); // webcal:// on an https site
  });

  it("is 404 for an unknown event or profile", async () => {
    const { uid } = await completedPerformer(baseUrl);
    expect((await anonymous().get(`/profile/${uid}/events/evt_nope.ics`)).status).toBe(404);
    expect((await anonymous().get("/profile/nobody-here/events.ics")).status).toBe(404);
    // A profile without events still has a (valid, empty) calendar.
    const empty = new ICAL.Component(ICAL.parse(await (await anonymous().get(`/profile/${uid}/events.ics`)).text()));
    expect(empty.getAllSubcomponents("vevent")).toEqual([]);
  });
});

describe("performing now", () => {
  it("shows while an event is on, and the kept page expires when it starts and when it ends", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    // The server's clock is held and moved by the test, so nothing waits for the event to start or end. Both
    // boundaries are well within a kept page's life (PROFILE_CACHE_SECONDS, 300 s): only the expiry at the event's
    // start and end can make the page change.
    const from = Date.now();
    const startsAt = from + 60_000;
    const endsAt = startsAt + 60_000;
    const edit = await client.postForm(`/profile/${uid}/edit`, {
      intent: "save",
      ...VALID_REQUIRED_INFO,
      ...eventFields([
        {
          id: "evt_now",
          title: "Lunchtime set",
          start: new Date(startsAt).toISOString(),
          end: new Date(endsAt).toISOString(),
          location: "Union Square",
        },
      ]),
    });
    expect(edit.status).toBe(302);
    const lookAt = async (moment: number) => {
      heldAt = moment;
      const response = await anonymous().get(`/profile/${uid}`);
      return { kept: response.headers.get("x-profile-cache"), html: await response.text() };
    };
    try {
      const first = await lookAt(from);
      const second = await lookAt(from);
      expect(first.html).not.toContain("Performing now");
      expect(second.kept).toBe("stored");
      expect(second.html).not.toContain("Performing now"); // the kept copy, before the start
      expect((await lookAt(startsAt - 1)).html).not.toContain("data-performing-now");

      // Without the expiry at the start, the kept copy would be answered for the rest of its life.
      const started = await lookAt(startsAt);
      expect(started.html).toContain("Performing now at Union Square");
      expect(started.html).not.toContain("x-kept-until");
      // The copy drawn at the start is true, and kept, until the end.
      const during = await lookAt(endsAt - 1);
      expect(during.kept).toBe("stored");
      expect(during.html).toContain("Performing now at Union Square");

      // Without the expiry at the end, the banner would stay after the event.
      expect((await lookAt(endsAt)).html).not.toContain("data-performing-now");
    } finally {
      heldAt = undefined;
    }
  });
});

describe("reports", () => {
  const PASSWORD = INTEGRATION_SERVER_ENV.ADMIN_PASSWORD;
  async function adminClient() {
    const client = new TestClient(baseUrl);
    expect((await client.postForm("/admin", { intent: "login", password: PASSWORD })).status).toBe(302);
    return client;
  }
  const reportIdsOf = (html: string, uid: string) =>
    [...html.matchAll(/<li data-report-id="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)]
      .filter(([, , item]) => item!.includes(`/profile/${uid}"`))
      .map(([, id, item]) => ({ id: id!, item: item! }));

  it("the profile links to the report form, which stores a valid report and thanks the visitor", async () => {
    const { uid, email } = await completedPerformer(baseUrl);
    expect(await (await anonymous().get(`/profile/${uid}`)).text()).toContain(`href="/profile/${uid}/report"`);
    const visitor = anonymous();
    const form = await visitor.get(`/profile/${uid}/report`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Scam or fraud");

    const sent = await visitor.postForm(`/profile/${uid}/report`, {
      reason: "impersonation",
      details: "Uses my photos, pretends to be me.",
      contactEmail: "real.maya@example.test",
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Thank you — we&#x27;ll take a look.");

    const admin = await adminClient();
    const [report] = reportIdsOf(await (await admin.get("/admin")).text(), uid);
    expect(report).toBeDefined();
    expect(report!.item).toContain("Impersonation");
    expect(report!.item).toContain("Uses my photos, pretends to be me.");
    expect(report!.item).toContain(email);
    expect(report!.item).toContain("real.maya@example.test");
  });

  it("says what is wrong with bad input, and refuses a report for an unknown profile", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const visitor = anonymous();
    const noReason = await visitor.postForm(`/profile/${uid}/report`, { reason: "", details: "" });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Choose a reason");
    const long = await visitor.postForm(`/profile/${uid}/report`, { reason: "spam", details: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Keep the details under 1000 characters");
    const badEmail = await visitor.postForm(`/profile/${uid}/report`, { reason: "spam", contactEmail: "nope" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain("Enter a valid email address, or leave it empty");
    expect((await visitor.get("/profile/nobody-here/report")).status).toBe(404);
    expect((await visitor.postForm("/profile/nobody-here/report", { reason: "spam" })).status).toBe(404);
  });

  it("speaks the visitor's language: a Spanish visitor reads the form and its messages in Spanish", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const visitor = anonymous();
    expect((await visitor.get("/lang?to=es&back=/")).status).toBe(303);
    const form = await (await visitor.get(`/profile/${uid}/report`)).text();
    expect(form).toContain('<html lang="es" dir="ltr">');
    expect(form).toContain("Estafa o fraude");
    expect(form).toContain("Enviar denuncia");
    const noReason = await visitor.postForm(`/profile/${uid}/report`, { reason: "other", details: "" });
    expect(noReason.status).toBe(400);
    const answer = await noReason.text();
    // Shown next to the field in Spanish (the English rule stays only in the form's data for the browser).
    expect(answer).toMatch(/<p>Cuéntanos qué falla<\/p>/);
    expect(answer).not.toMatch(/<p>Tell us what is wrong<\/p>/);
    const sent = await visitor.postForm(`/profile/${uid}/report`, { reason: "spam" });
    expect(await sent.text()).toContain("Gracias, lo revisaremos.");
  });

  it("limits how many reports one client sends", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const visitor = anonymous();
    for (let index = 0; index < 5; index++) {
      expect((await visitor.postForm(`/profile/${uid}/report`, { reason: "spam" })).status).toBe(200);
    }
    const refused = await visitor.postForm(`/profile/${uid}/report`, { reason: "spam" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("You have sent several reports just now");
    // Another visitor is not held back.
    expect((await anonymous().postForm(`/profile/${uid}/report`, { reason: "spam" })).status).toBe(200);
  });

  it("the admin dismisses a report (the profile stays) or deactivates the profile (it goes at once)", async () => {
    const kept = await completedPerformer(baseUrl);
    const bad = await completedPerformer(baseUrl);
    await anonymous().postForm(`/profile/${kept.uid}/report`, { reason: "spam" });
    await anonymous().postForm(`/profile/${bad.uid}/report`, { reason: "scam", details: "Fake fundraiser" });
    await anonymous().postForm(`/profile/${bad.uid}/report`, { reason: "offensive" });
    // Kept copies exist before the admin acts.
    expect((await anonymous().get(`/profile/${bad.uid}`)).status).toBe(200);
    expect((await anonymous().get(`/profile/${bad.uid}/card.png`)).status).toBe(200);

    const admin = await adminClient();
    const page = await (await admin.get("/admin")).text();
    const [keptReport] = reportIdsOf(page, kept.uid);
    const badReports = reportIdsOf(page, bad.uid);
    expect(badReports.map((report) => /Offensive content|Scam or fraud/.exec(report.item)?.[0])).toEqual([
      "Offensive content",
      "Scam or fraud",
    ]); // newest first

    expect((await admin.postForm("/admin", { intent: "dismiss-report", id: keptReport!.id })).status).toBe(200);
    expect((await admin.postForm("/admin", { intent: "deactivate-reported", id: badReports[1]!.id })).status).toBe(200);
    const after = await (await admin.get("/admin")).text();
    expect(reportIdsOf(after, kept.uid)).toEqual([]);
    expect(reportIdsOf(after, bad.uid)).toEqual([]); // both reports about it are settled

    expect((await anonymous().get(`/profile/${kept.uid}`)).status).toBe(200);
    expect((await anonymous().get(`/profile/${bad.uid}`)).status).toBe(404);
    expect((await anonymous().get(`/profile/${bad.uid}/card.png`)).status).toBe(404);
    expect((await anonymous().get(`/profile/${bad.uid}/events.ics`)).status).toBe(404);

    const again = await admin.postForm("/admin", { intent: "dismiss-report", id: keptReport!.id });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Report not found, or already handled");
    const junk = await admin.postForm("/admin", { intent: "dismiss-report", id: "not-a-uuid" });
    expect(junk.status).toBe(400);
    expect((await anonymous().postForm("/admin", { intent: "dismiss-report", id: keptReport!.id })).status).toBe(401);
  });
});
