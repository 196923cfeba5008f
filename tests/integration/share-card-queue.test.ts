import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, TestClient } from "../support/http-client";

/**
 * A share card costs ~0.5 CPU-s, and cards shared one unbounded queue with photo uploads (40 card
 * requests delayed an upload from 0.05 s to 13.8 s). Now a card is drawn once per change and kept as a file, cards
 * wait in a bounded lane of their own behind uploads, and a card request past the lane's bound gets 503 with
 * Retry-After.
 */
const server = await startFreshServer();
const runtime = server.runtime!;
const card = (uid: string) => new TestClient(server.url).get(`/profile/${uid}/card.png`);
const performers = (count: number) => Promise.all(Array.from({ length: count }, () => completedPerformer(server.url)));

describe("share cards", () => {
  it("are drawn once for many concurrent requests, and kept as a file", async () => {
    const { uid } = await completedPerformer(server.url);
    const before = runtime.profiles.shareCards.drawn();
    const answers = await Promise.all(Array.from({ length: 30 }, () => card(uid)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get("etag"))).size).toBe(1);
    for (let index = 0; index < 10; index++) expect((await card(uid)).status).toBe(200);
    expect(runtime.profiles.shareCards.drawn() - before).toBe(1);
    const kept = readdirSync(path.join(server.dataDir, "media", "recipients", uid, "card"));
    expect(kept).toEqual([`${answers[0]!.headers.get("etag")!.slice(1, -1)}.png`]);
    console.info("share cards: 40 requests for one profile, 1 drawn, kept as a file");
  });

  it("let a photo upload go ahead of cards waiting to be drawn", async () => {
    const waiting = await performers(8);
    const uploader = await completedPerformer(server.url);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c83c5a" } })
      .jpeg()
      .toBuffer();
    const cards = waiting.map(({ uid }) => card(uid));
    // Bounded: a failure to queue, not a wait.
    for (let tries = 0; tries < 200 && runtime.media.imageQueue().cardsWaiting < 4; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runtime.media.imageQueue().cardsWaiting).toBeGreaterThanOrEqual(4);
    const upload = await uploader.client.request("/uploads/gallery", {
      method: "POST",
      headers: { "content-type": "image/jpeg", origin: server.url },
      body: new Uint8Array(photo),
    });
    const cardsStillWaiting = runtime.media.imageQueue().cardsWaiting;
    expect(upload.status).toBe(201);
    expect(cardsStillWaiting).toBeGreaterThan(0);
    expect((await Promise.all(cards)).map((answer) => answer.status)).toEqual(Array(8).fill(200));
    console.info(`share cards: an upload finished while ${cardsStillWaiting} cards still waited behind it`);
  });

  it("answer 503 with Retry-After when too many wait to be drawn", async () => {
    const many = await performers(16);
    const answers = await Promise.all(many.map(({ uid }) => card(uid)));
    const statuses = answers.map((answer) => answer.status);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length, statuses.join(",")).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(await answer.text()).toBe(
        "Too many share cards are being drawn right now. Please try again in a few seconds.",
      );
    }
    console.info(`share cards: 16 at once: ${statuses.filter((s) => s === 200).length} drawn, ${refused.length} 503`);
  });
});
