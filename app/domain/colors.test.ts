import { describe, expect, it } from "vitest";
import {
  DARK_TEXT,
  LIGHT_TEXT,
  backgroundColors,
  darken,
  isValidHex,
  luminance,
  MIN_TEXT_CONTRAST,
  pageBackground,
  pagePalette,
  safeHex,
  textColorsFor,
  textColorsForPage,
  worstContrast,
} from "./colors";
import { pageTextColors } from "./profile-view";
import { BANNER_SETS } from "../../tests/support/banner-sets";

describe('requirements 5: "Hex colours must be six-digit hex, else the fallback #FF6B6B"', () => {
  it.each([
    ["#008080", true, "#008080"],
    ["#a1B2c3", true, "#a1B2c3"],
    ["#fff", false, "#FF6B6B"],
    ["008080", false, "#FF6B6B"],
    ["#0080800", false, "#FF6B6B"],
    ["#GGGGGG", false, "#FF6B6B"],
    ["red", false, "#FF6B6B"],
    ["", false, "#FF6B6B"],
    [null, false, "#FF6B6B"],
  ])("%o → valid %s, safe %s", (value, valid, safe) => {
    expect(isValidHex(value)).toBe(valid);
    expect(safeHex(value)).toBe(safe);
  });
});

describe('requirements 9: "Background darkening factors 0.7 (banner colours) and 0.5 (theme)"', () => {
  it.each([
    ["#FFFFFF", 0.5, "#808080"],
    ["#008080", 0.5, "#004040"],
    ["#FF6B6B", 0.7, "#B34B4B"],
    ["#000000", 0.7, "#000000"],
    ["not hex", 0.5, "#803636"],
  ])("darken(%s, %s) = %s", (hex, factor, expected) => {
    expect(darken(hex, factor)).toBe(expected);
  });
});

describe("luminance is 0.299 R + 0.587 G + 0.114 B", () => {
  it.each([
    ["#FFFFFF", 255],
    ["#000000", 0],
    ["#FF0000", 76.245],
    ["#00FF00", 149.685],
    ["#0000FF", 29.07],
  ])("%s → %d", (hex, expected) => {
    expect(luminance(hex)).toBeCloseTo(expected, 6);
  });
});

describe('requirements 9: "white on dark backgrounds and black on light; luminance threshold 140 (160 at high contrast)"', () => {
  it.each([
    [["#000000"], false, LIGHT_TEXT],
    [["#FFFFFF"], false, DARK_TEXT],
    [["#00FF00"], false, DARK_TEXT], // 149.7 > 140
    [["#00FF00"], true, LIGHT_TEXT], // 149.7 ≤ 160
    [["#8C8C8C"], false, LIGHT_TEXT], // exactly 140 is not lighter than the threshold
    [["#FFFFFF", "#000000"], false, LIGHT_TEXT], // average 127.5
    [[], false, LIGHT_TEXT], // "#008080 when there are no banner colours": luminance 90
  ])("%o (high contrast %s)", (colors, highContrast, expected) => {
    expect(textColorsFor(colors, { highContrast })).toEqual(expected);
  });

  it('"Default text colours are white and light greys"', () => {
    expect(LIGHT_TEXT.primaryText).toBe("#FFFFFF");
    for (const color of Object.values(LIGHT_TEXT)) expect(luminance(color)).toBeGreaterThan(200);
    for (const color of Object.values(DARK_TEXT)) expect(luminance(color)).toBeLessThan(60);
  });
});

describe('requirements 2: "Page background: a gradient from the banner colours, or the theme colour darkened, or a default dark colour"', () => {
  it.each([
    // From a light to a black end no text colour reads everywhere: a scrim darkens the stops.
    [
      { bannerColors: ["#FFFFFF", "#FF6B6B", "#000000"], themeColor: "#008080" },
      "linear-gradient(135deg, #383838, #381818, #000000)",
    ],
    [{ bannerColors: ["#FFFFFF"], themeColor: "#008080" }, "#B3B3B3"],
    [{ bannerColors: [], themeColor: "#008080" }, "#004040"],
    // Mid grey: neither black nor white text reads on it and on a panel over it at 4.5:1; lightened for dark text.
    [{ bannerColors: [], themeColor: "#FFFFFF" }, "#ABABAB"],
    [{ bannerColors: [], themeColor: null }, "#1a1a1a"],
    [{ bannerColors: [], themeColor: "" }, "#1a1a1a"],
    [{}, "#1a1a1a"],
    [{ bannerColors: ["oops", "#FFFFFF"] }, "linear-gradient(135deg, #D7A0A0, #D7D7D7)"],
  ])("%o → %s", (colors, expected) => {
    expect(pageBackground(colors)).toBe(expected);
  });

  it("text colours for a page are judged against the darkened colours actually painted", () => {
    // #FFD166 (luminance 211) darkened by 0.7 is 147, still light; #FFA040 (177) darkens to 124, dark.
    expect(backgroundColors({ bannerColors: ["#FFA040"] })).toEqual(["#B3702D"]);
    expect(textColorsFor(["#FFA040"])).toEqual(DARK_TEXT);
    // The spec's 140 threshold on the average would give light text on #B3702D (3.6:1 at best): dark text reads.
    expect(textColorsForPage({ bannerColors: ["#FFA040"] }).primaryText).toBe(DARK_TEXT.primaryText);
    expect(textColorsForPage({ bannerColors: ["#FFD166"] }).primaryText).toBe(DARK_TEXT.primaryText);
    // On a mid blue the greyest light colours are lifted toward white until they read.
    expect(textColorsForPage({ bannerColors: ["#1040A0"] })).toEqual({
      ...LIGHT_TEXT,
      secondaryText: "#F3F3F3",
      tertiaryText: "#F2F2F2",
      thoughtAuthor: "#F6F6F6",
    });
  });
});

/** A spread of banner colour sets: every hue at several strengths, pastels, and dark-to-light gradients. */
const COLOR_SETS: string[][] = (() => {
  const hex = (r: number, g: number, b: number) =>
    `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
  const hues = [
    [255, 0, 0],
    [255, 160, 0],
    [255, 255, 0],
    [128, 255, 0],
    [0, 255, 0],
    [0, 255, 160],
    [0, 255, 255],
    [0, 128, 255],
    [0, 0, 255],
    [160, 0, 255],
    [255, 0, 255],
    [255, 0, 128],
  ];
  const sets: string[][] = [];
  for (const [r, g, b] of hues) {
    for (const strength of [1, 0.75, 0.5]) sets.push([hex(r! * strength, g! * strength, b! * strength)]);
    sets.push([hex(r! + (255 - r!) * 0.6, g! + (255 - g!) * 0.6, b! + (255 - b!) * 0.6)]); // pastel
  }
  for (let i = 0; i < hues.length; i++) {
    const [a, b, c] = [hues[i]!, hues[(i + 4) % hues.length]!, hues[(i + 7) % hues.length]!];
    sets.push([hex(a[0]!, a[1]!, a[2]!), hex(b[0]!, b[1]!, b[2]!)]);
    sets.push([hex(a[0]!, a[1]!, a[2]!), hex(b[0]! / 4, b[1]! / 4, b[2]! / 4), hex(c[0]!, c[1]!, c[2]!)]);
  }
  sets.push(["#FFFFFF"], ["#000000"], ["#FFFFFF", "#000000"], ["#000000", "#FFFF00", "#0000FF"], ["#808080"]);
  // And the browser suite's banners, of which it paints and checks eight (tests/e2e/first-week-display.spec.ts).
  sets.push(...BANNER_SETS);
  return sets;
})();

describe("every text reads at 4.5:1 or more on every colour the page's background passes through", () => {
  it.each(COLOR_SETS.map((set) => [set.join(" "), set]))("banner %s", (_, bannerColors) => {
    const { stops, text } = pagePalette({ bannerColors: bannerColors as string[] });
    expect(worstContrast(text, stops)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // The page paints the same: its background from these stops, its text these colours.
    expect(pageTextColors({ bannerColors: bannerColors as string[], themeColor: "#008080", textColors: null })).toEqual(
      text,
    );
  });

  it.each(["#008080", "#FFFFFF", "#FFFF00", "#00FFFF", "#808080", "#000000", "#FF6B6B"])("theme %s", (themeColor) => {
    const { stops, text } = pagePalette({ themeColor });
    expect(worstContrast(text, stops)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("the spec's average-luminance rule fails some of these sets, this one none", () => {
    const failing = COLOR_SETS.filter(
      (set) =>
        worstContrast(
          textColorsFor(set.map((hex) => darken(hex, 0.7))),
          set.map((hex) => darken(hex, 0.7)),
        ) < 4.5,
    );
    expect(failing.length).toBeGreaterThan(10);
  });

  it("keeps stored text colours that read, and replaces ones that do not", () => {
    const bannerColors = ["#FFFF00", "#00FFFF"];
    const { text } = pagePalette({ bannerColors });
    expect(pageTextColors({ bannerColors, themeColor: "#008080", textColors: LIGHT_TEXT })).toEqual(text);
    const dark = { ...DARK_TEXT };
    expect(pageTextColors({ bannerColors: ["#000000"], themeColor: "#008080", textColors: dark })).not.toBe(dark);
    const light = { ...LIGHT_TEXT };
    expect(pageTextColors({ bannerColors: ["#000000"], themeColor: "#008080", textColors: light })).toBe(light);
  });
});
