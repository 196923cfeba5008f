import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { performanceSessions, pitches } from "~/.server/pitches/schema";
import { epcPayload } from "~/domain/local-rails";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, signedUpClient, TestClient } from "../support/http-client";

/** Which of the sign's two states its HTML shows: "on" (performing, with Stop) or "off" (with Start). */
function shownState(html: string): "on" | "off" {
  const hidden = (state: string) => new RegExp(`data-state="${state}"[^>]*\\shidden`).test(html);
  expect(hidden("on")).not.toBe(hidden("off"));
  return hidden("on") ? "off" : "on";
}

/**
 * The sign screen (/sign) as the production build serves it: each signed-in performer gets their own printed
 * address as an inline QR code, nobody else's; the page is one file (stylesheet inline) never kept by an HTTP cache;
 * the counts behind its thank-you lines are the owner's and follow their likes.
 */
const server = await startFreshServer();

describe("sign screen", () => {
  it("shows each performer their own code and name, inline, never cached by HTTP", async () => {
    const owner = await completedPerformer(server.url);
    const other = await completedPerformer(server.url);
    const page = await owner.client.get("/sign");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(`aria-label="QR code for ${server.url}/profile/${owner.uid}"`);
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(html).toContain("<style>"); // the stylesheet inline: the kept copy needs no other file to look right
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('rel="manifest" href="/sign.webmanifest"');
    expect(html).not.toContain(other.uid);
    // The copy a device keeps holds nothing the public profile does not show.
    expect(html).not.toContain(owner.email);

    const theirs = await (await other.client.get("/sign")).text();
    expect(theirs).toContain(`${server.url}/profile/${other.uid}`);
    expect(theirs).not.toContain(owner.uid);
  });

  it("shows a local rail's code for a banking app beside the profile's: the SEPA transfer the owner set", async () => {
    const owner = await completedPerformer(server.url, {
      iban: "DE89 3704 0044 0532 0130 00",
      payeeName: "Maya Schmidt",
    });
    const html = await (await owner.client.get("/sign")).text();
    expect(html).toContain('aria-label="Bank transfer (SEPA) code"');
    const code = /data-code="([^"]+)"/
      .exec(html)?.[1]
      ?.replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");
    expect(code).toBe(epcPayload({ name: "Maya Schmidt", iban: "DE89370400440532013000" }));
    expect(html).toContain("Scan with your banking app");
    const without = await completedPerformer(server.url);
    expect(await (await without.client.get("/sign")).text()).not.toContain("Scan with your banking app");
  });

  it("starts and stops performing at the sign's pitch, with plain forms; the public page says so meanwhile", async () => {
    const owner = await completedPerformer(server.url);
    expect((await owner.client.postForm("/dashboard", { intent: "pitch-add", name: "Pier 39" })).status).toBe(200);
    const db = server.runtime!.db;
    const [pier] = await db
      .select()
      .from(pitches)
      .where(and(eq(pitches.profileId, owner.uid), eq(pitches.name, "Pier 39")));
    const sign = await (await owner.client.get(`/sign?pitch=${pier!.id}`)).text();
    expect(shownState(sign)).toBe("off");
    expect(sign).toContain("Start performing here");

    const started = await owner.client.postForm("/sign", { intent: "session-start", pitch: pier!.id });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe(`/sign?pitch=${pier!.id}`);
    const open = await db.select().from(performanceSessions).where(eq(performanceSessions.profileId, owner.uid));
    expect(open.map((session) => [session.pitchId, session.endedAt])).toEqual([[pier!.id, null]]);
    const performing = await (await owner.client.get(`/sign?pitch=${pier!.id}`)).text();
    expect(shownState(performing)).toBe("on");
    expect(performing).toContain("Performing now at Pier 39");
    expect(await (await new TestClient(server.url).get(`/profile/${owner.uid}`)).text()).toContain("Pier 39");

    // Someone else's pitch is not theirs to perform at; a stranger cannot stop this session.
    const stranger = await completedPerformer(server.url);
    expect((await stranger.client.postForm("/sign", { intent: "session-start", pitch: pier!.id })).status).toBe(404);
    await stranger.client.postForm("/sign", { intent: "session-stop" });
    expect(
      (await db.select().from(performanceSessions).where(eq(performanceSessions.profileId, owner.uid)))[0]!.endedAt,
    ).toBeNull();

    const stopped = await owner.client.postForm("/sign", { intent: "session-stop", pitch: pier!.id });
    expect(stopped.status).toBe(303);
    const ended = await db.select().from(performanceSessions).where(eq(performanceSessions.profileId, owner.uid));
    expect(ended[0]!.endedAt).not.toBeNull();
    expect(shownState(await (await owner.client.get(`/sign?pitch=${pier!.id}`)).text())).toBe("off");
    expect((await owner.client.postForm("/sign", { intent: "nothing" })).status).toBe(400);
    expect((await new TestClient(server.url).postForm("/sign", { intent: "session-stop" })).status).toBe(302);
  });

  it("a start and a stop tapped without network, sent later, keep the times they were tapped (up to 12 hours)", async () => {
    const owner = await completedPerformer(server.url);
    const db = server.runtime!.db;
    const now = Date.now();
    const session = async () =>
      (await db.select().from(performanceSessions).where(eq(performanceSessions.profileId, owner.uid)))[0]!;
    const tapped = (minutesAgo: number) => String(now - minutesAgo * 60_000);

    await owner.client.postForm("/sign", { intent: "session-start", tapped_at: tapped(45) });
    expect((await session()).startedAt.getTime()).toBe(now - 45 * 60_000);
    await owner.client.postForm("/sign", { intent: "session-stop", tapped_at: tapped(15) });
    expect((await session()).endedAt!.getTime()).toBe(now - 15 * 60_000);
    // The start tap sent again (its first answer lost on the way back): still one session, 30 minutes long
    await owner.client.postForm("/sign", { intent: "session-start", tapped_at: tapped(45) });
    const sessions = await db.select().from(performanceSessions).where(eq(performanceSessions.profileId, owner.uid));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.endedAt!.getTime() - sessions[0]!.startedAt.getTime()).toBe(30 * 60_000);

    // A phone clock ahead, a tap from yesterday, or no number: the time the server receives it
    for (const tappedAt of [String(now + 3_600_000), tapped(13 * 60), "soon"]) {
      await db.delete(performanceSessions).where(eq(performanceSessions.profileId, owner.uid));
      const before = Date.now();
      await owner.client.postForm("/sign", { intent: "session-start", tapped_at: tappedAt });
      expect((await session()).startedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect((await session()).startedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it("sends a signed-out visitor to log in and a user without a finished profile to the wizard", async () => {
    const anonymous = await new TestClient(server.url).get("/sign");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/signup?mode=login");
    const unfinished = await signedUpClient(server.url);
    const response = await unfinished.client.get("/sign");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signup");
  });

  it("counts the owner's likes for the thank-you lines", async () => {
    const owner = await completedPerformer(server.url);
    expect(await (await owner.client.get("/api/sign/counts")).json()).toEqual({ tips: 0, likes: 0 });
    const visitor = new TestClient(server.url);
    expect((await visitor.postJson(`/api/profiles/${owner.uid}/like`, { liked: true })).status).toBe(200);
    expect(await (await owner.client.get("/api/sign/counts")).json()).toEqual({ tips: 0, likes: 1 });
    expect((await visitor.get("/api/sign/counts")).status).toBe(401);
  });
});
