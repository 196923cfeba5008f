import { createHash } from "node:crypto";
import sharp from "sharp";
import { EXTRACTION_MAX_SIZE, extractBannerColors } from "~/domain/banner-colors";
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_MESSAGE, type ImageKind, storedWidths } from "~/domain/media";

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
// compressed image data can spell "<a " by chance (a 5 MB photo often does).
const MARKUP_ANYWHERE = /<(?:!doctype|html|body|script|iframe|object|embed)[\s>/]/i;
const MARKUP_AT_EDGES = /<(?:\?xml|svg|head|meta|img|a|style|link)[\s>/]/i;

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

/**
 * The image pipeline: the type is read from the bytes (never the name or the header), markup and SVG are
 * refused, the pixel count is checked from the header before decoding, then the image is turned upright by its
 * EXIF orientation and re-encoded as WebP at each width (a gallery photo also at up to 1600 px, the copy it opens
 * to). Re-encoding drops every byte of metadata (GPS too):
 * sharp keeps none unless asked. Originals are never kept.
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected(413, MAX_UPLOAD_MESSAGE);
  if (bytes.length === 0) throw new ImageRejected(422, "This file is empty");
  if (containsMarkup(bytes)) {
    throw new ImageRejected(415, "This file contains web page or SVG markup, so it is not accepted as a photo");
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(415, "This file is not an image we can read. Try a JPEG, PNG or WebP photo.");
  }
  if (metadata.format === "svg") throw new ImageRejected(415, "SVG images are not accepted. Try a JPEG, PNG or WebP photo.");
  if (!ACCEPTED_FORMATS.has(metadata.format ?? "")) {
    throw new ImageRejected(415, "This file is not an image we can read. Try a JPEG, PNG or WebP photo.");
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejected(413, `This image is ${Math.round((width * height) / 1e6)} megapixels; the most we take is ${MAX_IMAGE_PIXELS / 1e6}.`);
  }
  const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" }).rotate();
  try {
    const variants = [];
    for (const variantWidth of storedWidths(kind)) {
      const body = await input().resize({ width: variantWidth, withoutEnlargement: true }).webp({ quality: 72, effort: 4 }).toBuffer();
      variants.push({ width: variantWidth, body, md5: createHash("md5").update(body).digest("base64") });
    }
    let bannerColors: string[] | undefined;
    if (kind === "banner") {
      const { data, info } = await input()
        .resize({ width: EXTRACTION_MAX_SIZE, height: EXTRACTION_MAX_SIZE, fit: "inside", withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      bannerColors = extractBannerColors(data, info.width, info.height);
    }
    return { format: metadata.format!, width, height, variants, bannerColors };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected(422, "This image is damaged or incomplete. Try saving it again, or choose another photo.");
  }
}
