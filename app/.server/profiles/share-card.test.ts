import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { shareCardContent } from "~/domain/share-card";
import { createLocalStorage } from "../media/storage";
import { avatarDataUri, createShareCardCache, renderShareCard } from "./share-card";

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

  it("embeds the profile photo: the stored 384 px WebP, as a round PNG", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "card-media-"));
    try {
      const media = createLocalStorage(root);
      // A photo: an orange disc on blue, so the crop and colours show in the card.
      const photo = await sharp({ create: { width: 384, height: 384, channels: 3, background: "#1d4ed8" } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="384" height="384"><circle cx="192" cy="170" r="110" fill="#f97316"/></svg>',
            ),
          },
        ])
        .webp()
        .toBuffer();
      await media.put("recipients/u1/profile/v1/384.webp", photo);
      const uri = await avatarDataUri(media, "/media/recipients/u1/profile/v1/384.webp");
      expect(uri).toMatch(/^data:image\/png;base64,/);
      const embedded = await sharp(Buffer.from(uri!.split(",")[1]!, "base64")).metadata();
      expect([embedded.format, embedded.width, embedded.height]).toEqual(["png", 300, 300]);
      expect(await avatarDataUri(media, "/media/recipients/u1/profile/v2/384.webp")).toBeNull();
      expect(await avatarDataUri(media, "https://elsewhere.example/me.jpg")).toBeNull();

      const png = await renderShareCard(content, uri);
      // The middle of the photo's circle is the orange disc.
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      const [r, g, b] = at(246, 268);
      expect(r).toBeGreaterThan(200);
      expect(g).toBeGreaterThan(80);
      expect(b).toBeLessThan(80);
      if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/card-with-photo.png`, png);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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
