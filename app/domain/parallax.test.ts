import { describe, expect, it } from "vitest";
import { PARALLAX_FACTORS, PARALLAX_LIMIT, parallaxOffset, parallaxTransform } from "./parallax";

describe("parallax factors (requirements 9)", () => {
  it("are 0.1, 0.15 and 0.05", () => {
    expect(Object.values(PARALLAX_FACTORS)).toEqual([0.1, 0.15, 0.05]);
  });
});

describe("parallaxOffset", () => {
  const view = (scrollY: number, viewportHeight = 800) => ({ scrollY, viewportHeight });
  const section = { top: 1000, height: 600 };

  it.each([
    // scrollY, factor, offset: the section's centre (1300) against the window's centre (scrollY + 400)
    [900, 0.1, 0], // centred: drawn as designed
    [1000, 0.1, 10], // page scrolled 100 px further: the layer lags 10 px behind (moves down)
    [800, 0.1, -10], // 100 px before centred: the layer sits 10 px higher
    [1000, 0.15, 15],
    [1000, 0.05, 5],
    [500, 0.15, -60], // section entering from below
  ])("at scrollY %d with factor %d moves %d px", (scrollY, factor, offset) => {
    expect(parallaxOffset(view(scrollY), section, factor)).toBe(offset);
  });

  it("grows with scrolling in the same direction for every factor", () => {
    for (const factor of Object.values(PARALLAX_FACTORS)) {
      const before = parallaxOffset(view(700), section, factor);
      const after = parallaxOffset(view(1100), section, factor);
      expect(after).toBeGreaterThan(before);
    }
  });

  it("stays within the limit far from the section", () => {
    expect(parallaxOffset(view(100_000), section, 0.15)).toBe(PARALLAX_LIMIT);
    expect(parallaxOffset(view(0), { top: 100_000, height: 10 }, 0.15)).toBe(-PARALLAX_LIMIT);
    expect(parallaxOffset(view(10_000), section, 0.1, 40)).toBe(40);
  });

  it("rounds to whole pixels and never gives -0", () => {
    expect(parallaxOffset(view(904), section, 0.15)).toBe(1);
    expect(parallaxOffset(view(896), section, 0.1)).toBe(0);
    expect(Object.is(parallaxOffset(view(900), section, 0.05), -0)).toBe(false);
    expect(Object.is(parallaxOffset(view(896), section, 0.1), -0)).toBe(false);
  });

  it("the hero at the top of the page: zero when it fills the window exactly", () => {
    expect(parallaxOffset(view(0, 900), { top: 0, height: 900 }, 0.1)).toBe(0);
  });
});

describe("parallaxTransform", () => {
  it("writes a compositor-only translation", () => {
    expect(parallaxTransform(12.5)).toBe("translate3d(0, 12.5px, 0)");
    expect(parallaxTransform(-3)).toBe("translate3d(0, -3px, 0)");
  });
});
