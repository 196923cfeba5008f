import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { shareCardContent } from "~/domain/share-card";
import { createLocalStorage } from "../media/storage";
import { avatarDataUri, renderShareCard } from "./share-card";
import { createShareCardStore } from "./share-card-store";

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

  it("is drawn once per change of what it shows and kept as a file; the previous version goes", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "tipped-cards-"));
    try {
      let draws = 0;
      const store = createShareCardStore({
        media: createLocalStorage(root),
        secret: "test-secret-0123456789abcdef0123456789",
        draw: async ({ content: drawn }) => Buffer.from(`png ${++draws} ${drawn.name}`),
      });
      const input = { content, profileImageUrl: null };
      const together = await Promise.all(Array.from({ length: 5 }, () => store.get("u1", input)));
      expect(new Set(together.map((card) => card.etag))).toEqual(new Set([store.etagOf(input)]));
      expect(store.etagOf(input)).toMatch(/^"[\w-]{27}"$/);
      expect((await store.get("u1", input)).png.toString()).toBe("png 1 Sax Maya");
      // Another store on the same files (a restart, another process) draws nothing.
      const again = createShareCardStore({
        media: createLocalStorage(root),
        secret: "test-secret-0123456789abcdef0123456789",
        draw: async () => Buffer.from(`png ${++draws}`),
      });
      expect((await again.get("u1", input)).png.toString()).toBe("png 1 Sax Maya");
      const renamed = { content: { ...content, name: "Maya Brass" }, profileImageUrl: null };
      expect(store.etagOf(renamed)).not.toBe(store.etagOf(input));
      expect((await store.get("u1", renamed)).png.toString()).toBe("png 2 Maya Brass");
      expect(readdirSync(path.join(root, "recipients/u1/card"))).toHaveLength(1);
      expect([draws, store.drawn()]).toEqual([2, 2]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
