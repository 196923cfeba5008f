/** Small DOM helpers shared by the profile page's enhancements. */

export const $ = <E extends Element = HTMLElement>(scope: ParentNode, selector: string): E | null =>
  scope.querySelector<E>(selector);

export const $$ = <E extends Element = HTMLElement>(scope: ParentNode, selector: string): E[] => [
  ...scope.querySelectorAll<E>(selector),
];

export const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/** Which way "next" lies on the screen: right (1) in left-to-right pages, left (-1) in right-to-left ones. */
export const forward = (): 1 | -1 => (document.documentElement.dir === "rtl" ? -1 : 1);

/** requirements 9: "900 px on the profile". */
export const desktop = matchMedia("(min-width: 900px)");

/** Runs the callback at most once per animation frame. */
export function perFrame(callback: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      callback();
    });
  };
}

/** The page's language (the server's choice, <html lang>), for Intl. */
export const lang = document.documentElement.lang;

/** One of the page's words in its language, as the server wrote it on #profile-root (data-w-…): no messages here. */
export const word = (name: string): string => document.getElementById("profile-root")?.dataset[name] ?? "";

let statusTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short message in the card's live region ("Link copied"), then clears it. */
export function announce(root: ParentNode, message: string): void {
  const status = $(root, "[data-status]");
  if (!status) return;
  status.textContent = message;
  clearTimeout(statusTimer);
  statusTimer = setTimeout(() => {
    const current = $(root, "[data-status]");
    if (current) current.textContent = "";
  }, 2500);
}
