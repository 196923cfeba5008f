import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { containsMarkup, ImageRejected, processImage } from "./images";

describe("containsMarkup", () => {
  it("finds pages and SVG hidden in or around image bytes", () => {
    const noise = randomBytes(4096);
    expect(containsMarkup(Buffer.from("<!DOCTYPE html><p>hi"))).toBe(true);
    expect(containsMarkup(Buffer.concat([noise, Buffer.from("<script>alert(1)</script>"), noise]))).toBe(true);
    expect(containsMarkup(Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), noise]))).toBe(true);
    expect(containsMarkup(Buffer.concat([noise, Buffer.from("<a href=x>")]))).toBe(true);
  });

  it("does not mistake short tags deep inside compressed data for markup", () => {
    const middle = Buffer.concat([randomBytes(4096), Buffer.from("<a href <img src <svg "), randomBytes(4096)]);
    expect(containsMarkup(middle)).toBe(false);
  });
});

describe("processImage", () => {
  it("keeps a large phone photo whose compressed bytes happen to spell short tags", async () => {
    const pixels = randomBytes(1200 * 900 * 3);
    const photo = await sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    const spiked = Buffer.concat([photo.subarray(0, 5000), Buffer.from("<a "), photo.subarray(5003)]);
    const processed = await processImage(spiked, "profile").catch((error: unknown) => error);
    // Either accepted, or refused as damaged by the decoder: never refused as markup.
    if (processed instanceof ImageRejected) expect(processed.message).not.toMatch(/markup/);
    else expect(processed).toMatchObject({ format: "jpeg" });
  });
});
