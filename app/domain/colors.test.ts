import { describe, expect, it } from "vitest";
import {
  DARK_TEXT,
  LIGHT_TEXT,
  backgroundColors,
  darken,
  isValidHex,
  luminance,
  pageBackground,
  safeHex,
  textColorsFor,
  textColorsForPage,
} from "./colors";

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
    [
      { bannerColors: ["#FFFFFF", "#FF6B6B", "#000000"], themeColor: "#008080" },
      "linear-gradient(135deg, #B3B3B3, #B34B4B, #000000)",
    ],
    [{ bannerColors: ["#FFFFFF"], themeColor: "#008080" }, "#B3B3B3"],
    [{ bannerColors: [], themeColor: "#008080" }, "#004040"],
    [{ bannerColors: [], themeColor: "#FFFFFF" }, "#808080"],
    [{ bannerColors: [], themeColor: null }, "#1a1a1a"],
    [{ bannerColors: [], themeColor: "" }, "#1a1a1a"],
    [{}, "#1a1a1a"],
    [{ bannerColors: ["oops", "#FFFFFF"] }, "linear-gradient(135deg, #B34B4B, #B3B3B3)"],
  ])("%o → %s", (colors, expected) => {
    expect(pageBackground(colors)).toBe(expected);
  });

  it("text colours for a page are judged against the darkened colours actually painted", () => {
    // #FFD166 (luminance 211) darkened by 0.7 is 147, still light; #FFA040 (177) darkens to 124, dark.
    expect(backgroundColors({ bannerColors: ["#FFA040"] })).toEqual(["#B3702D"]);
    expect(textColorsFor(["#FFA040"])).toEqual(DARK_TEXT);
    expect(textColorsForPage({ bannerColors: ["#FFA040"] })).toEqual(LIGHT_TEXT);
    expect(textColorsForPage({ bannerColors: ["#FFD166"] })).toEqual(DARK_TEXT);
    expect(textColorsForPage({ themeColor: "#FFFFFF" })).toEqual(LIGHT_TEXT);
  });
});
