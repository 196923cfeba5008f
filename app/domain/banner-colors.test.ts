import { describe, expect, it } from "vitest";
import { extractBannerColors, fitWithin } from "./banner-colors";

type Pixel = readonly [number, number, number, number?];
/** A one-row image: each [pixel, repeat] pair in order. */
const image = (...runs: [Pixel, number][]) => {
  const pixels = runs.flatMap(([[r, g, b, a = 255], times]) =>
    Array.from({ length: times }, () => [r, g, b, a]).flat(),
  );
  return [new Uint8ClampedArray(pixels), pixels.length / 4, 1] as const;
};
const extract = (...runs: [Pixel, number][]) => extractBannerColors(...image(...runs));
const FALLBACK = ["#FF6B6B", "#4ECDC4", "#45B7D1"];

const RED: Pixel = [250, 70, 70]; // quantised #E04040
const BLUE: Pixel = [70, 90, 250]; // quantised #4040E0
const GREEN: Pixel = [80, 240, 100]; // quantised #40E060

describe('requirements 9: "the image is scaled to fit within 200 px"', () => {
  it.each([
    [400, 100, { width: 200, height: 50 }],
    [100, 400, { width: 50, height: 200 }],
    [1920, 1080, { width: 200, height: 113 }],
    [200, 200, { width: 200, height: 200 }],
    [150, 120, { width: 150, height: 120 }], // never enlarged
    [5000, 1, { width: 200, height: 1 }],
  ])("%i×%i → %o", (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });
});

describe("requirements 9 banner colour extraction, worked by hand", () => {
  it.each([
    [
      // score = 0.5·share + 0.3·(r+g+b)/765 + 0.2·spread/255:
      // red 0.35 + 0.138 + 0.125 = 0.614; blue 0.10 + 0.138 + 0.125 = 0.364; green 0.05 + 0.151 + 0.125 = 0.326
      "70% red, 20% blue, 10% green: ordered by score",
      [
        [RED, 7],
        [BLUE, 2],
        [GREEN, 1],
      ],
      ["#E04040", "#4040E0", "#40E060"],
    ],
    [
      // red 0.200 + 0.138 + 0.125 = 0.464; yellow 0.133 + 0.226 + 0.075 = 0.435; blue 0.167 + 0.138 + 0.125 = 0.430
      "brightness counts: a bright yellow outranks a more frequent blue",
      [
        [RED, 6],
        [BLUE, 5],
        [[230, 230, 130], 4],
      ],
      ["#E04040", "#E0E080", "#4040E0"],
    ],
    ["all black: no usable pixel → the fallback", [[[0, 0, 0], 10]], FALLBACK],
    ["empty image → the fallback", [], FALLBACK],
    ["pure red is 'dark' (255 + 0 + 0 < 300) → the fallback", [[[255, 0, 0], 10]], FALLBACK],
    ["all channels under 80 is dark", [[[79, 79, 79], 4]], FALLBACK],
    [
      "greys and near-greys (spread under 50) are skipped",
      [
        [[200, 200, 200], 50],
        [[180, 140, 140], 50],
        [RED, 1],
      ],
      ["#E04040"],
    ],
    ["spread exactly 50 is kept", [[[150, 100, 100], 1]], ["#806060"]],
    [
      "transparent pixels (alpha under 128) are ignored",
      [
        [[255, 200, 0, 0], 9],
        [[255, 200, 0, 127], 9],
        [RED, 1],
      ],
      ["#E04040"],
    ],
    ["alpha 128 counts", [[[255, 200, 0, 128], 1]], ["#E0C000"]],
    [
      // #C04040 (0.426) is at distance 32 from #E04040 (0.514): merged into it; blue (0.314) is far enough
      "near-duplicates are merged by the distance rule",
      [
        [RED, 5],
        [[200, 70, 70], 4],
        [BLUE, 1],
      ],
      ["#E04040", "#4040E0"],
    ],
    [
      // scores: A 0.464, B 0.414, C 0.401, D 0.326; tertiary is the most saturated of C (spread 96) and D (192)
      "tertiary is the most saturated of the remaining candidates",
      [
        [[230, 100, 100], 40],
        [[100, 100, 230], 30],
        [[230, 230, 130], 20],
        [[40, 230, 70], 10],
      ],
      ["#E06060", "#6060E0", "#20E040"],
    ],
    [
      // seven far-apart colours; the seventh (score 0.318, the most saturated: spread 224) is not among the 6 kept,
      // so the tertiary is the first of the remaining four, all at spread 160
      "only 6 candidates are kept",
      [
        [[224, 64, 64], 20],
        [[64, 224, 64], 19],
        [[64, 64, 224], 18],
        [[224, 224, 64], 17],
        [[224, 64, 224], 16],
        [[64, 224, 224], 15],
        [[224, 128, 0], 1],
      ],
      ["#E0E040", "#E040E0", "#40E0E0"],
    ],
  ])("%s", (_label, runs, expected) => {
    expect(extract(...(runs as [Pixel, number][]))).toEqual(expected);
  });

  it("reads only width × height pixels and accepts Uint8Array", () => {
    const pixels = new Uint8Array([250, 70, 70, 255, 70, 90, 250, 255]);
    expect(extractBannerColors(pixels, 1, 1)).toEqual(["#E04040"]);
    // equal scores and counts: the lower hex first
    expect(extractBannerColors(pixels, 2, 1)).toEqual(["#4040E0", "#E04040"]);
    expect(extractBannerColors(pixels, 10, 10)).toEqual(["#4040E0", "#E04040"]);
  });

  it("returns a fresh fallback list each time", () => {
    const first = extract();
    first.push("#000000");
    expect(extract()).toEqual(FALLBACK);
  });
});
