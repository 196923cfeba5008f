import { parallaxOffset, parallaxTransform } from "~/domain/parallax";

type Layer = { element: HTMLElement; factor: number; section: Element; desktopOnly: boolean };

/** requirements 9: the landing page's breakpoint (Tailwind's lg). */
const DESKTOP = "(min-width: 1024px)";

/**
 * Moves every `[data-parallax="<factor>"]` layer inside the container while the page scrolls. Sections are
 * measured once (and again when the layout changes), so a frame only reads the scroll position and writes
 * transforms: one requestAnimationFrame per frame at most, a passive scroll listener, no layout reads in between.
 * Nothing moves under prefers-reduced-motion, and the layers go back to no transform when it is switched on.
 * Layers marked `data-parallax-desktop` hold content (not glows): they move only in the two-column layout, where
 * they sit beside the text; in the phone layout they are stacked under it and would slide over it.
 */
export function parallax(root: HTMLElement): void {
  const layers: Layer[] = Array.from(root.querySelectorAll<HTMLElement>("[data-parallax]")).flatMap((element) => {
    const factor = Number(element.dataset.parallax);
    const section = element.closest("section") ?? element.parentElement;
    const desktopOnly = element.dataset.parallaxDesktop !== undefined;
    return Number.isFinite(factor) && section ? [{ element, factor, section, desktopOnly }] : [];
  });
  if (layers.length === 0) return;

  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  const desktop = matchMedia(DESKTOP);
  let boxes: { top: number; height: number }[] = [];
  let frame = 0;
  let running = false;

  const measure = () => {
    boxes = layers.map((layer) => {
      const rect = layer.section.getBoundingClientRect();
      return { top: rect.top + window.scrollY, height: rect.height };
    });
  };
  const paint = () => {
    frame = 0;
    const view = { scrollY: window.scrollY, viewportHeight: window.innerHeight };
    const wide = desktop.matches;
    layers.forEach((layer, index) => {
      const box = boxes[index];
      if (!box) return;
      layer.element.style.transform =
        layer.desktopOnly && !wide ? "" : parallaxTransform(parallaxOffset(view, box, layer.factor));
    });
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(paint);
  };
  const relayout = () => {
    measure();
    schedule();
  };
  const resized = new ResizeObserver(relayout);

  const start = () => {
    if (running) return;
    running = true;
    measure();
    paint();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", relayout, { passive: true });
    resized.observe(root);
  };
  const stop = () => {
    running = false;
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", relayout);
    resized.disconnect();
    cancelAnimationFrame(frame);
    frame = 0;
    for (const layer of layers) layer.element.style.transform = "";
  };
  // data-motion says which way it went (tests and styles can wait on it); "off" under reduced motion.
  const follow = () => {
    if (reducedMotion.matches) stop();
    else start();
    root.setAttribute("data-motion", running ? "on" : "off");
  };

  follow();
  reducedMotion.addEventListener("change", follow);
}
