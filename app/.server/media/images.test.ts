import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { containsMarkup, processImage } from "./images";

/** The same 'random-looking' bytes on every run (a multiplicative hash of the index), so each case has one outcome. */
const noise = (length: number, seed = 0) => Buffer.from(Array.from({ length }, (_, i) => ((i + seed) * 2654435761) >>> 24));

describe("containsMarkup", () => {
  it("finds pages and SVG hidden in or around image bytes", () => {
    expect(containsMarkup(Buffer.from("<!DOCTYPE html><p>hi"))).toBe(true);
    expect(containsMarkup(Buffer.concat([noise(4096), Buffer.from("<script>alert(1)</script>"), noise(4096, 1)]))).toBe(true);
    expect(containsMarkup(Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), noise(4096)]))).toBe(true);
    expect(containsMarkup(Buffer.concat([noise(4096), Buffer.from("<a href=x>")]))).toBe(true);
  });

  it("does not mistake short tags deep inside compressed data for markup", () => {
    expect(containsMarkup(Buffer.concat([noise(4096), noise(4096, 7)]))).toBe(false); // the noise alone is clean
    const middle = Buffer.concat([noise(4096), Buffer.from("<a href <img src <svg "), noise(4096, 7)]);
    expect(containsMarkup(middle)).toBe(false);
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
    const photo = await sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    const spelled = withComment(photo, "<a href <img src <svg ");
    expect(spelled.indexOf("<a ")).toBeGreaterThan(1024); // the precondition: the tags are there, past the sniffed edge
    const processed = await processImage(spelled, "profile");
    expect(processed).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    expect(processed.variants.map((variant) => variant.width)).toEqual([112, 224, 384]);
  });
});
