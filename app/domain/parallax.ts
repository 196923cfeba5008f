/**
 * Landing page parallax (requirements 1, requirements 9: "Landing parallax factors 0.1, 0.15, 0.05"). A decorative layer
 * drifts by a fraction of how far its section is from the middle of the window, so each section looks as
 * drawn when it is centred, and its layers lag behind the page as it scrolls past. Pure: the browser side
 * measures once and passes the numbers in.
 */

/** The three speeds of requirements 9, named by how far they drift. */
export const PARALLAX_FACTORS = { base: 0.1, fast: 0.15, slow: 0.05 } as const;
export type ParallaxFactor = (typeof PARALLAX_FACTORS)[keyof typeof PARALLAX_FACTORS];

/** No layer drifts further than this (px), however tall the section or the window. */
export const PARALLAX_LIMIT = 160;

export type ParallaxView = { scrollY: number; viewportHeight: number };
export type ParallaxBox = { top: number; height: number };

/**
 * How far (px, positive is down) a layer moves: the distance from the section's centre to the window's centre,
 * times the factor, within ±limit. Zero when the section is centred in the window.
 */
export function parallaxOffset(view: ParallaxView, box: ParallaxBox, factor: number, limit = PARALLAX_LIMIT): number {
  const distance = view.scrollY + view.viewportHeight / 2 - (box.top + box.height / 2);
  const offset = Math.max(-limit, Math.min(limit, distance * factor));
  // Whole pixels keep text on a moving layer crisp; "|| 0" turns -0 into 0.
  return Math.round(offset) || 0;
}

/** The CSS transform for an offset; translate3d keeps the layer on the compositor. */
export const parallaxTransform = (offset: number): string => `translate3d(0, ${offset}px, 0)`;
