import { DEFAULT_BANNER_COLORS, rgbToHex } from "./colors";

/**
 * Banner colour extraction (requirements 9): "the image is scaled to fit within 200 px; colours are quantised
 * in steps of 32; skipped are transparent pixels (alpha under 128), dark pixels (sum of channels under
 * 300, or all channels under 80) and low-saturation pixels (spread under 50); score is 0.5 count +
 * 0.3 brightness + 0.2 saturation; up to 6 candidates are kept, each at colour distance of at least 80
 * from the others; 3 colours are chosen (primary, secondary, and the most saturated as tertiary)."
 *
 * Precise reading, so the three score terms weigh on one scale (each from 0 to 1):
 * - count = the colour's share of the usable pixels;
 * - brightness = (r + g + b) / (3 × 255); saturation = spread / 255, where spread = max − min channel;
 * - the skip rules look at the pixel as decoded; counting, scoring and output use the quantised colour
 *   (each channel floor(c / 32) × 32, so 255 becomes 224);
 * - distance is Euclidean in RGB;
 * - ties in score go to the more frequent colour, then to the lower hex, so results never depend on sort details.
 * requirements 3 says bannerColors holds "up to three" colours extracted from the banner, so an image with only one
 * or two distinct colours gives one or two; with no usable pixel at all, the extraction "falls back to
 * #FF6B6B, #4ECDC4, #45B7D1" (requirements 8).
 */

export const EXTRACTION_MAX_SIZE = 200;
const QUANTUM = 32;
const MIN_ALPHA = 128;
const MIN_CHANNEL_SUM = 300;
const DARK_CHANNEL = 80;
const MIN_SPREAD = 50;
const WEIGHTS = { count: 0.5, brightness: 0.3, saturation: 0.2 } as const;
const MAX_CANDIDATES = 6;
const MIN_DISTANCE = 80;

/** The size to draw the image at before reading its pixels: within 200 px, never enlarged. */
export function fitWithin(width: number, height: number, max = EXTRACTION_MAX_SIZE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  if (scale === 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Rgb = readonly [number, number, number];
type Candidate = { rgb: Rgb; hex: string; count: number; saturation: number; score: number };

const spread = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b);
const quantise = (channel: number) => Math.floor(channel / QUANTUM) * QUANTUM;
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const isUsable = (rgb: Rgb, alpha: number) => {
  const [r, g, b] = rgb;
  if (alpha < MIN_ALPHA) return false;
  if (r + g + b < MIN_CHANNEL_SUM || (r < DARK_CHANNEL && g < DARK_CHANNEL && b < DARK_CHANNEL)) return false;
  return spread(rgb) >= MIN_SPREAD;
};

/** Quantised colours of the usable pixels, keyed by hex, with their counts. */
function countColors(pixels: ArrayLike<number>, width: number, height: number) {
  const counts = new Map<string, { rgb: Rgb; count: number }>();
  const pixelCount = Math.min(Math.max(0, width * height), Math.floor(pixels.length / 4));
  for (let i = 0; i < pixelCount; i++) {
    const at = i * 4;
    const rgb: Rgb = [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0];
    if (!isUsable(rgb, pixels[at + 3] ?? 0)) continue;
    const quantised: Rgb = [quantise(rgb[0]), quantise(rgb[1]), quantise(rgb[2])];
    const hex = rgbToHex(quantised);
    const entry = counts.get(hex);
    if (entry) entry.count++;
    else counts.set(hex, { rgb: quantised, count: 1 });
  }
  return counts;
}

function rankedCandidates(counts: ReturnType<typeof countColors>): Candidate[] {
  const usable = [...counts.values()].reduce((sum, { count }) => sum + count, 0);
  const scored = [...counts.entries()].map(([hex, { rgb, count }]): Candidate => {
    const saturation = spread(rgb) / 255;
    const brightness = (rgb[0] + rgb[1] + rgb[2]) / (3 * 255);
    const score = WEIGHTS.count * (count / usable) + WEIGHTS.brightness * brightness + WEIGHTS.saturation * saturation;
    return { rgb, hex, count, saturation, score };
  });
  scored.sort((a, b) => b.score - a.score || b.count - a.count || (a.hex < b.hex ? -1 : 1));
  const kept: Candidate[] = [];
  for (const candidate of scored) {
    if (kept.length === MAX_CANDIDATES) break;
    if (kept.every((other) => distance(other.rgb, candidate.rgb) >= MIN_DISTANCE)) kept.push(candidate);
  }
  return kept;
}

/** Up to three "#RRGGBB" colours from RGBA pixels (already drawn at fitWithin size): primary, secondary, tertiary. */
export function extractBannerColors(pixels: Uint8ClampedArray | Uint8Array, width: number, height: number): string[] {
  const candidates = rankedCandidates(countColors(pixels, width, height));
  const [primary, secondary, ...rest] = candidates;
  if (!primary) return [...DEFAULT_BANNER_COLORS];
  const tertiary = rest.reduce<Candidate | undefined>(
    (best, candidate) => (best && best.saturation >= candidate.saturation ? best : candidate),
    undefined,
  );
  return [primary, secondary, tertiary].filter((c): c is Candidate => c !== undefined).map((c) => c.hex);
}
