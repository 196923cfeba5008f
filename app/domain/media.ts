/**
 * Photos (requirements 2, 4, 7, 9): what may be uploaded, how big, and which resized copies exist. Pure, shared
 * by the browser (checks before sending) and the server (checks again, and decides where files go).
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_MESSAGE = "Max file size 5 MB";
const NOT_AN_IMAGE_MESSAGE = "Only image files can be uploaded";
/** Files above this go resumably (tus), in chunks of the same size. */
export const RESUMABLE_THRESHOLD_BYTES = 256 * 1024;
export const CHUNK_BYTES = 256 * 1024;
/** Decompression bombs stop here, before any pixel is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Formats that compress extremely (AVIF, HEIF, TIFF, lossless WebP) make a tiny file of a huge image, each
 * costing seconds of CPU to decode (a 921-byte AVIF of 40 MP), so they get a lower limit.
 */
export const MAX_DENSE_IMAGE_PIXELS = 16_000_000;
export const MAX_GALLERY_IMAGES = 30;

const IMAGE_KINDS = ["profile", "banner", "gallery"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const isImageKind = (value: unknown): value is ImageKind => IMAGE_KINDS.includes(value as ImageKind);

/** Widths of the WebP copies kept of each kind; the largest is the one a profile's field points at. */
export const VARIANT_WIDTHS: Record<ImageKind, readonly number[]> = {
  profile: [112, 224, 384],
  banner: [480, 800, 1200],
  gallery: [240, 480, 720],
};

/**
 * A gallery photo also keeps a large copy (at most 1600 px wide, never enlarged), the one it opens to. It is kept
 * out of VARIANT_WIDTHS, so the profile's field still points at the 720 px copy the page's cards use.
 */
const LARGE_WIDTHS: Partial<Record<ImageKind, number>> = { gallery: 1600 };

/** Every width stored for a kind, the large copy included. */
export const storedWidths = (kind: ImageKind): number[] => [
  ...VARIANT_WIDTHS[kind],
  ...(LARGE_WIDTHS[kind] ? [LARGE_WIDTHS[kind]] : []),
];

/** The `sizes` each slot is drawn at on the profile page (avatar 112 px, banner the card's width, gallery cards). */
const SLOT_SIZES: Record<ImageKind, string> = {
  profile: "112px",
  banner: "(max-width: 480px) 100vw, 480px",
  gallery: "(min-width: 900px) 240px, 200px",
};

/** A browser-side check of a chosen file, before anything is sent: a message, or null when it may go. */
export function uploadProblem(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return MAX_UPLOAD_MESSAGE;
  if (file.size === 0) return "This file is empty";
  return null;
}

/** A user's file name reduced to a short, safe slug: it may appear inside a stored name, never as a path. */
export function safeFileStem(name: string): string {
  const stem = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return stem || "photo";
}

const MEDIA_URL =
  /^\/media\/((?:recipients\/[A-Za-z0-9_-]+\/(?:profile|banner)\/[a-z0-9]+)|(?:gallery\/[a-z0-9_-]+))\/(\d+)\.webp$/;

/** The stored folder of a /media URL made by Tipped ("recipients/u1/profile/v1"), or null for anything else. */
export function mediaFolder(url: string | null | undefined): string | null {
  return (url && MEDIA_URL.exec(url)?.[1]) || null;
}

function kindOf(folder: string): ImageKind {
  if (folder.startsWith("gallery/")) return "gallery";
  return folder.includes("/banner/") ? "banner" : "profile";
}

export const variantUrl = (folder: string, width: number) => `/media/${folder}/${width}.webp`;

/**
 * src, srcset and sizes for an image field: Tipped's own uploads get every stored width, so a phone picks a
 * small one; any other address (e.g. an older absolute URL) is used as it is.
 */
export function responsiveImage(url: string, kind?: ImageKind): { src: string; srcSet?: string; sizes?: string } {
  const folder = mediaFolder(url);
  if (!folder) return { src: url };
  const slot = kind ?? kindOf(folder);
  const widths = VARIANT_WIDTHS[kindOf(folder)];
  return {
    src: url,
    srcSet: widths.map((width) => `${variantUrl(folder, width)} ${width}w`).join(", "),
    sizes: SLOT_SIZES[slot],
  };
}

/**
 * A gallery photo opened large: its 1600 px copy as the plain link and fallback, with every stored width for the
 * browser to pick the one that fits the screen. Other addresses are used as they are.
 */
export function largeImage(url: string): { src: string; srcSet?: string; sizes?: string } {
  const folder = mediaFolder(url);
  const large = folder ? LARGE_WIDTHS[kindOf(folder)] : undefined;
  if (!folder || !large) return { src: url };
  return {
    src: variantUrl(folder, large),
    srcSet: storedWidths(kindOf(folder))
      .map((width) => `${variantUrl(folder, width)} ${width}w`)
      .join(", "),
    sizes: "100vw",
  };
}
