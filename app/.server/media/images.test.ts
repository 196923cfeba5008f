import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withImageSlot } from "./image-work";
import { containsMarkup, isLosslessWebp, processImage } from "./images";

/** The same 'random-looking' bytes on every run (a multiplicative hash of the index), so each case has one outcome. */
const noise = (length: number, seed = 0) =>
  Buffer.from(Array.from({ length }, (_, i) => ((i + seed) * 2654435761) >>> 24));

describe("containsMarkup", () => {
  it("finds pages and SVG hidden in or around image bytes", () => {
    expect(containsMarkup(Buffer.from("<!DOCTYPE html><p>hi"))).toBe(true);
    expect(containsMarkup(Buffer.concat([noise(4096), Buffer.from("<script>alert(1)</script>"), noise(4096, 1)]))).toBe(
      true,
    );
    expect(containsMarkup(Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), noise(4096)]))).toBe(
      true,
    );
    expect(containsMarkup(Buffer.concat([noise(4096), Buffer.from("<a href=x>")]))).toBe(true);
  });

  it("does not mistake short tags deep inside compressed data for markup", () => {
    expect(containsMarkup(Buffer.concat([noise(4096), noise(4096, 7)]))).toBe(false); // the noise alone is clean
    const middle = Buffer.concat([noise(4096), Buffer.from("<a href <img src <svg "), noise(4096, 7)]);
    expect(containsMarkup(middle)).toBe(false);
  });

  it("takes the one-letter <a at the edges only with an attribute, not three bytes that spell it", () => {
    expect(containsMarkup(Buffer.concat([noise(4096), Buffer.from("<A HREF = 'x'>")]))).toBe(true);
    for (const spelled of ["<a ", "<A/", "<a>", "<a\n\x01"]) {
      expect(containsMarkup(Buffer.concat([Buffer.from(spelled, "latin1"), noise(4096)]))).toBe(false);
      expect(containsMarkup(Buffer.concat([noise(4096), Buffer.from(spelled, "latin1")]))).toBe(false);
    }
  });
});

/** A JPEG with a comment segment (which decoders skip) holding `text` beyond the first kilobyte. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const payload = Buffer.concat([Buffer.alloc(2000, 0x20), Buffer.from(text)]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0); // COM
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]); // after SOI
}

describe("processImage", () => {
  it("keeps a photo whose bytes spell short tags away from its edges, as every WebP copy", async () => {
    const pixels = noise(1200 * 900 * 3);
    const photo = await sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const spelled = withComment(photo, "<a href <img src <svg ");
    expect(spelled.indexOf("<a ")).toBeGreaterThan(1024); // the precondition: the tags are there, past the sniffed edge
    const processed = await processImage(spelled, "profile");
    expect(processed).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    expect(processed.variants.map((variant) => variant.width)).toEqual([112, 224, 384]);
  });

  it("refuses formats that compress extremely past 16 megapixels, naming the limit, before decoding them", async () => {
    const tiff = await sharp({ create: { width: 4200, height: 4000, channels: 3, background: "#336699" } })
      .tiff({ compression: "lzw" })
      .toBuffer();
    await expect(processImage(tiff, "gallery")).rejects.toMatchObject({
      status: 413,
      message: "This image is 17 megapixels; the most we take of TIFF is 16.",
    });
  });

  it("makes a banner's copies and colours from one decode", async () => {
    const banner = await sharp({ create: { width: 1600, height: 600, channels: 3, background: "#b03a2e" } })
      .png()
      .toBuffer();
    const processed = await processImage(banner, "banner");
    expect(processed.variants.map((variant) => variant.width)).toEqual([480, 800, 1200]);
    expect(processed.bannerColors?.length).toBeGreaterThan(0);
    const { width, height } = await sharp(processed.variants[2]!.body).metadata();
    expect([width, height]).toEqual([1200, 450]);
  });
});

describe("isLosslessWebp", () => {
  it("tells lossless WebP from lossy", async () => {
    const image = sharp({ create: { width: 16, height: 16, channels: 3, background: "#123456" } });
    expect(isLosslessWebp(await image.clone().webp({ lossless: true }).toBuffer())).toBe(true);
    expect(isLosslessWebp(await image.clone().webp({ quality: 80 }).toBuffer())).toBe(false);
    expect(isLosslessWebp(await image.clone().png().toBuffer())).toBe(false);
  });
});

describe("the image-work queue", () => {
  it("runs at most its slots at once; the rest wait their turn and all finish", async () => {
    let running = 0;
    let peak = 0;
    const job = () =>
      withImageSlot(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
      });
    await Promise.all(Array.from({ length: 8 }, job));
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
    expect(running).toBe(0);
  });
});
