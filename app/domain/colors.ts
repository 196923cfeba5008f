import { DEFAULT_THEME_COLOR, type TextColors } from "./profile";

/**
 * Colour rules of the profile page (requirements 9, "Colours" and "Text colour contrast").
 * Computed colours are written as upper-case "#RRGGBB".
 */

/** "fallback #FF6B6B for invalid hex" */
const INVALID_HEX_FALLBACK = "#FF6B6B";
/** "Colour extraction failure: falls back to #FF6B6B, #4ECDC4, #45B7D1" (requirements 8). */
export const DEFAULT_BANNER_COLORS: readonly string[] = [INVALID_HEX_FALLBACK, "#4ECDC4", "#45B7D1"];
/** "#008080 when there are no banner colours": what text colours are judged against then (the default theme). */
const NO_BANNER_COLOR = DEFAULT_THEME_COLOR;
/** "#1a1a1a when there is no theme colour": the page background. */
const NO_THEME_BACKGROUND = "#1a1a1a";
/** "Background darkening factors 0.7 (banner colours) and 0.5 (theme)." */
const BANNER_DARKEN_FACTOR = 0.7;
const THEME_DARKEN_FACTOR = 0.5;
/** "luminance threshold 140 (160 at high contrast)" */
const LUMINANCE_THRESHOLD = 140;
const HIGH_CONTRAST_LUMINANCE_THRESHOLD = 160;

/** "Default text colours are white and light greys": for dark backgrounds. */
export const LIGHT_TEXT: TextColors = {
  primaryText: "#FFFFFF",
  secondaryText: "#E6E6E6",
  tertiaryText: "#CCCCCC",
  thoughtText: "#F2F2F2",
  thoughtAuthor: "#D9D9D9",
  paymentText: "#FFFFFF",
};
/** The dark equivalents, for light backgrounds ("black on light"). */
export const DARK_TEXT: TextColors = {
  primaryText: "#000000",
  secondaryText: "#1A1A1A",
  tertiaryText: "#333333",
  thoughtText: "#0D0D0D",
  thoughtAuthor: "#262626",
  paymentText: "#000000",
};

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** "Hex colours must be six-digit hex" (with the leading #). */
export const isValidHex = (value: unknown): value is string => typeof value === "string" && HEX.test(value);

/** The value when it is a six-digit hex colour, else the fallback #FF6B6B. */
export const safeHex = (value: unknown, fallback: string = INVALID_HEX_FALLBACK): string =>
  isValidHex(value) ? value : fallback;

type Rgb = readonly [number, number, number];

export const hexToRgb = (hex: string): Rgb => {
  const value = parseInt(safeHex(hex).slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

export const rgbToHex = ([r, g, b]: Rgb): string =>
  "#" +
  [r, g, b]
    .map((channel) =>
      Math.min(255, Math.max(0, Math.round(channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase();

/** Multiplies each channel by the factor (0.7 for banner colours, 0.5 for the theme). */
export const darken = (hex: string, factor: number): string => {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r * factor, g * factor, b * factor]);
};

/** Perceived brightness, 0 to 255: 0.299 R + 0.587 G + 0.114 B. */
export const luminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
};

/**
 * "White on dark backgrounds and black on light." Several colours (a gradient) are judged by their
 * average luminance; an empty list means "no banner colours", judged as #008080.
 */
export function textColorsFor(
  backgroundHexes: readonly string[],
  options: { highContrast?: boolean } = {},
): TextColors {
  const colors = backgroundHexes.length > 0 ? backgroundHexes : [NO_BANNER_COLOR];
  const average = colors.reduce((sum, hex) => sum + luminance(hex), 0) / colors.length;
  const threshold = options.highContrast ? HIGH_CONTRAST_LUMINANCE_THRESHOLD : LUMINANCE_THRESHOLD;
  return average > threshold ? DARK_TEXT : LIGHT_TEXT;
}

type PageColors = { bannerColors?: readonly string[] | null; themeColor?: string | null };

/**
 * The colours actually painted behind the page: the banner colours each darkened by 0.7; else the
 * theme colour darkened by 0.5; else #1a1a1a. Invalid hex values become #FF6B6B before darkening.
 */
export function backgroundColors({ bannerColors, themeColor }: PageColors): string[] {
  if (bannerColors && bannerColors.length > 0) {
    return bannerColors.map((hex) => darken(safeHex(hex), BANNER_DARKEN_FACTOR));
  }
  if (themeColor) return [darken(safeHex(themeColor), THEME_DARKEN_FACTOR)];
  return [NO_THEME_BACKGROUND];
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.040_45 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** At least 4.5:1 for every text: body text's WCAG AA level, so large text needs no rule of its own. */
export const MIN_TEXT_CONTRAST = 4.5;
/**
 * Panels and chips are tints of the text colour over the page (--tp-surface 8 %, --tp-surface-strong 14 %, --tp-line
 * 16 %, see profile-view.ts), stacked up to three deep (an event's date badge in its item in the calendar's panel:
 * 1 − 0.92 × 0.92 × 0.86 ≈ 27 %). Text is judged on the page bare and under this much.
 */
const SURFACE_TINT = 0.3;

const mix = (from: string, to: string, amount: number): string => {
  const [a, b] = [hexToRgb(from), hexToRgb(to)];
  return rgbToHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as unknown as Rgb);
};

/** The colours a gradient passes through: each stop and nine points between each pair (sRGB, as browsers paint it). */
export function gradientSamples(stops: readonly string[]): string[] {
  const samples = [...stops];
  for (let i = 0; i + 1 < stops.length; i++)
    for (let step = 1; step < 10; step++) samples.push(mix(stops[i]!, stops[i + 1]!, step / 10));
  return samples;
}

/** The lowest contrast one text colour has on any colour the background shows, bare or under a panel's tint. */
function colorWorstContrast(color: string, tint: string, samples: readonly string[]): number {
  let worst = Number.POSITIVE_INFINITY;
  for (const sample of samples)
    worst = Math.min(worst, contrastRatio(color, sample), contrastRatio(color, mix(sample, tint, SURFACE_TINT)));
  return worst;
}

/** The lowest contrast any of the text colours has on any colour the background shows, bare or under a panel. */
export function worstContrast(text: TextColors, stops: readonly string[]): number {
  const samples = gradientSamples(stops);
  const tint = safeHex(text.primaryText);
  return Math.min(...Object.values(text).map((hex) => colorWorstContrast(safeHex(hex), tint, samples)));
}

/** The family's colours, each one that falls short moved toward white (or black) until it reads, if it can. */
function readable(family: TextColors, stops: readonly string[]): TextColors {
  const extreme = family.primaryText === LIGHT_TEXT.primaryText ? "#FFFFFF" : "#000000";
  const samples = gradientSamples(stops);
  const entries = Object.entries(family).map(([role, hex]) => {
    let color = hex;
    for (let step = 1; step <= 4 && colorWorstContrast(color, family.primaryText, samples) < MIN_TEXT_CONTRAST; step++)
      color = mix(hex, extreme, step / 4);
    return [role, color];
  });
  return Object.fromEntries(entries) as TextColors;
}

/**
 * What the profile page paints: the background's stops and text colours such that every text has at
 * least 4.5:1 against every colour the background passes through. Of light and dark text, the family whose worst
 * contrast over the whole gradient is higher (an average picked light text for gradients with a light end); a
 * colour of it that falls short is moved toward white (black); when even that falls short somewhere, a scrim: the
 * stops are darkened (under light text) or lightened (under dark text) a step at a time until it holds.
 */
export function pagePalette(colors: PageColors): { stops: string[]; text: TextColors } {
  let stops = backgroundColors(colors);
  const family = worstContrast(LIGHT_TEXT, stops) >= worstContrast(DARK_TEXT, stops) ? LIGHT_TEXT : DARK_TEXT;
  const toward = family === LIGHT_TEXT ? "#000000" : "#FFFFFF";
  let text = readable(family, stops);
  for (let step = 0; step < 40 && worstContrast(text, stops) < MIN_TEXT_CONTRAST; step++) {
    stops = stops.map((hex) => mix(hex, toward, 0.1));
    text = readable(family, stops);
  }
  return { stops, text };
}

/**
 * The CSS `background` of the profile page (requirements 2): "a gradient from the banner colours, or the theme
 * colour darkened, or a default dark colour", with the scrim pagePalette adds where text needs it.
 */
export function pageBackground(colors: PageColors): string {
  const painted = pagePalette(colors).stops;
  // A gradient needs two stops; one colour is painted plain.
  return painted.length === 1 ? (painted[0] ?? NO_THEME_BACKGROUND) : `linear-gradient(135deg, ${painted.join(", ")})`;
}

/**
 * Text colours for a profile, judged against the colours painted behind the text (the darkened ones, scrim
 * included), so that every text reads at 4.5:1 on the page as shown (pagePalette).
 */
export const textColorsForPage = (colors: PageColors): TextColors => pagePalette(colors).text;
