import { $, desktop, reducedMotion } from "./dom";

/** How far the banner picture drifts (px) and how fast, relative to the page's scroll. */
const PARALLAX_RANGE = 48;
const PARALLAX_RATE = 0.2;

/** The banner moves slower than the page while it is in view; not at all under prefers-reduced-motion. */
export function parallax(root: ParentNode): void {
  const layer = $(root, "[data-parallax]");
  if (!layer) return;
  layer.style.transform = reducedMotion.matches
    ? ""
    : `translate3d(0, ${Math.min(PARALLAX_RANGE, Math.max(0, scrollY * PARALLAX_RATE))}px, 0)`;
}

/** Below the navbar (64 px) with a gap. */
const STICKY_TOP = 88;
const BOTTOM_GAP = 24;

/**
 * On desktop the card is sticky (data-smart): it scrolls with the page until its end shows, then sticks there.
 * Without the script it scrolls with the page.
 */
export function stickCard(root: ParentNode): void {
  const card = $(root, "[data-card]");
  if (!card) return;
  card.dataset.smart = "";
  card.style.top = desktop.matches ? `${Math.min(STICKY_TOP, innerHeight - card.offsetHeight - BOTTOM_GAP)}px` : "";
}
