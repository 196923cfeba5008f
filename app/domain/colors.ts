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

/**
 * The CSS `background` of the profile page (requirements 2): "a gradient from the banner colours, or the theme
 * colour darkened, or a default dark colour".
 */
export function pageBackground(colors: PageColors): string {
  const painted = backgroundColors(colors);
  // A gradient needs two stops; one colour is painted plain.
  return painted.length === 1 ? (painted[0] ?? NO_THEME_BACKGROUND) : `linear-gradient(135deg, ${painted.join(", ")})`;
}

/**
 * Text colours for a profile, judged against the colours painted behind the text (the darkened ones),
 * so that the contrast rule holds on the page as shown.
 */
export const textColorsForPage = (colors: PageColors, options: { highContrast?: boolean } = {}): TextColors =>
  textColorsFor(backgroundColors(colors), options);
