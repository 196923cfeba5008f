import { $, forward, reducedMotion } from "./dom";

/** requirements 9: "scroll step 216 px". */
const GALLERY_STEP = 216;

export function stepGallery(root: ParentNode, direction: 1 | -1): void {
  $(root, "[data-gallery]")?.scrollBy({
    left: direction * forward() * GALLERY_STEP,
    behavior: reducedMotion.matches ? "auto" : "smooth",
  });
}

/** Shows the buttons only when the photos overflow, and disables the one pointing at an end. */
export function updateGallery(root: ParentNode): void {
  const scroller = $(root, "[data-gallery]");
  const controls = $(root, "[data-gallery-controls]");
  if (!scroller || !controls) return;
  const max = scroller.scrollWidth - scroller.clientWidth;
  controls.hidden = max <= 1;
  // No destructuring in these scripts: esbuild cannot lower it for the Safari 14 target.
  const buttons = controls.querySelectorAll("button");
  const previous = buttons[0];
  const next = buttons[1];
  // From the start of the line: in a right-to-left page scrollLeft runs from 0 down to -max.
  const scrolled = Math.abs(scroller.scrollLeft);
  if (previous) previous.disabled = scrolled <= 1;
  if (next) next.disabled = scrolled >= max - 1;
}
