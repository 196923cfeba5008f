import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { shareCardContent } from "~/domain/share-card";
import { createShareCardCache, renderShareCard } from "./share-card";

const content = shareCardContent(
  {
    ownerUid: "dxUKMkUAYNsJyvNkuK1hGHf9OzCTzXRR",
    handle: null,
    firstName: "Maya",
    altName: "Sax Maya",
    bannerColors: ["#FF6B6B", "#4ECDC4", "#45B7D1"],
  },
  "https://tipped.example",
);

describe("the share card", () => {
  it("is a 1200×630 PNG", async () => {
    const png = await renderShareCard(content, null);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/card-unit.png`, png);
  }, 30_000);

  it("keeps a card until its profile changes, and does not keep a render a change overtook", async () => {
    const listeners: ((uid: string) => void)[] = [];
    const cache = createShareCardCache(
      { onAnyChange: (listener) => (listeners.push(listener), () => {}) },
      { maxBytes: 1000 },
    );
    let renders = 0;
    const render = async () => Buffer.from(`png ${++renders}`);
    const first = await cache.get("a", render);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await cache.get("a", render)).toBe(first);
    listeners.forEach((listener) => listener("a"));
    expect(cache.peek("a")).toBeUndefined();
    const second = await cache.get("a", render);
    expect(second.etag).not.toBe(first.etag);
    const overtaken = cache.get("b", render);
    listeners.forEach((listener) => listener("b"));
    await overtaken;
    expect(cache.peek("b")).toBeUndefined();
    expect(renders).toBe(3);
  });
});
