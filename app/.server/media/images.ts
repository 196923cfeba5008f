import { createHash } from "node:crypto";
import type { Metadata } from "sharp";
import { EXTRACTION_MAX_SIZE, extractBannerColors } from "~/domain/banner-colors";
import {
  MAX_DENSE_IMAGE_PIXELS,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MESSAGE,
  type ImageKind,
  storedWidths,
} from "~/domain/media";
import { IMAGE_WORK_TIMEOUT_SECONDS, loadSharp, withImageSlot } from "./image-work";

/** An upload refused for what it is; the message is shown to the user as it is. */
export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
// Markup makes a polyglot: a file that is an image to one reader and a page to another. Long tags are looked
// for everywhere; short ones only where sniffers look (the first and last kilobyte), since a few random bytes of
// compressed image data can spell "<a " by chance (a 5 MB photo often does). Even there, the one-letter `<a` counts
// only with an attribute (`<a href=`): three bytes such as "<a " or "<A/" turn up by chance in about one compressed
// kilobyte-pair in a thousand, enough to refuse a real photo as markup (an e2e banner of random pixels was refused
// so once, though the bytes were not kept to prove which tag it was).
const MARKUP_ANYWHERE = /<(?:!doctype|html|body|script|iframe|object|embed)[\s>/]/i;
const MARKUP_AT_EDGES = /<(?:(?:\?xml|svg|head|meta|img|style|link)[\s>/]|a\s+[a-z][\w-]*\s*=)/i;

export function containsMarkup(bytes: Buffer): boolean {
  const edges = `${bytes.subarray(0, 1024).toString("latin1")}\n${bytes.subarray(-1024).toString("latin1")}`;
  return MARKUP_AT_EDGES.test(edges) || MARKUP_ANYWHERE.test(bytes.toString("latin1"));
}

export type ProcessedImage = {
  format: string;
  width: number;
  height: number;
  variants: { width: number; body: Buffer; md5: string }[];
  bannerColors?: string[];
};

const DENSE_FORMATS = new Set(["avif", "heif", "tiff"]);
const DENSE_FORMAT_NAMES: Record<string, string> = { avif: "AVIF", heif: "HEIF", tiff: "TIFF", webp: "lossless WebP" };

/** True for a WebP whose image data is lossless (a VP8L chunk, at the top level or in an animation frame). */
export function isLosslessWebp(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WEBP")
    return false;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const fourcc = bytes.toString("latin1", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (fourcc === "VP8L") return true;
    if (fourcc === "ANMF" && bytes.subarray(offset + 8, offset + 8 + size).includes("VP8L", 0, "latin1")) return true;
    offset += 8 + size + (size & 1);
  }
  return false;
}

/** The most pixels taken of this file: lower for formats that compress extremely. */
function pixelLimit(format: string, bytes: Buffer): { max: number; formatName?: string } {
  const dense = DENSE_FORMATS.has(format) || (format === "webp" && isLosslessWebp(bytes));
  return dense ? { max: MAX_DENSE_IMAGE_PIXELS, formatName: DENSE_FORMAT_NAMES[format] } : { max: MAX_IMAGE_PIXELS };
}

/**
 * The image pipeline: the type is read from the bytes (never the name or the header), markup and SVG are
 * refused, the pixel count is checked from the header before decoding (lower for formats that compress
 * extremely), then, in turn on the process's image-work queue, the image is decoded once, turned upright by its
 * EXIF orientation and brought down to the largest width kept; every WebP copy (a gallery photo also at up to
 * 1600 px, the copy it opens to) and the banner's colours come from those pixels. Re-encoding drops every byte
 * of metadata (GPS too): sharp keeps none unless asked. Originals are never kept.
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected(413, MAX_UPLOAD_MESSAGE);
  if (bytes.length === 0) throw new ImageRejected(422, "This file is empty");
  if (containsMarkup(bytes)) {
    throw new ImageRejected(415, "This file contains web page or SVG markup, so it is not accepted as a photo");
  }
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(415, "This file is not an image we can read. Try a JPEG, PNG or WebP photo.");
  }
  if (metadata.format === "svg")
    throw new ImageRejected(415, "SVG images are not accepted. Try a JPEG, PNG or WebP photo.");
  if (!ACCEPTED_FORMATS.has(metadata.format ?? "")) {
    throw new ImageRejected(415, "This file is not an image we can read. Try a JPEG, PNG or WebP photo.");
  }
  const format = metadata.format!;
  const { width = 0, height = 0 } = metadata;
  const limit = pixelLimit(format, bytes);
  if (width * height > limit.max) {
    const megapixels = Math.round((width * height) / 1e6);
    const most = limit.formatName
      ? `the most we take of ${limit.formatName} is ${limit.max / 1e6}`
      : `the most we take is ${limit.max / 1e6}`;
    throw new ImageRejected(413, `This image is ${megapixels} megapixels; ${most}.`);
  }
  try {
    const { variants, bannerColors } = await withImageSlot(() => encodeCopies(bytes, kind, limit.max));
    return { format, width, height, variants, bannerColors };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected(422, "This image is damaged or incomplete. Try saving it again, or choose another photo.");
  }
}

async function encodeCopies(bytes: Buffer, kind: ImageKind, maxPixels: number) {
  const sharp = await loadSharp();
  const widths = storedWidths(kind);
  // The one decode: upright, at most as wide as the largest copy, as plain sRGB pixels.
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: "warning" })
    .timeout({ seconds: IMAGE_WORK_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const decoded = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).timeout({
    seconds: IMAGE_WORK_TIMEOUT_SECONDS,
  });
  const variants = [];
  for (const variantWidth of widths) {
    const body = await decoded
      .clone()
      .resize({ width: variantWidth, withoutEnlargement: true })
      .webp({ quality: 72, effort: 4 })
      .toBuffer();
    variants.push({ width: variantWidth, body, md5: createHash("md5").update(body).digest("base64") });
  }
  let bannerColors: string[] | undefined;
  if (kind === "banner") {
    const small = await decoded
      .clone()
      .resize({ width: EXTRACTION_MAX_SIZE, height: EXTRACTION_MAX_SIZE, fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    bannerColors = extractBannerColors(small.data, small.info.width, small.info.height);
  }
  return { variants, bannerColors };
}
