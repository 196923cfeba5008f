import { $, $$, forward } from "./dom";

/**
 * The gallery's large photo viewer: a modal <dialog> (the page behind is inert, so focus stays inside; Escape
 * closes), arrow keys and swipes move between photos, and focus goes back to the photo that opened it. Without
 * the script each photo is a plain link to its large copy.
 */
let current = 0;
let opener: HTMLElement | null = null;

const links = (root: ParentNode) => $$<HTMLAnchorElement>(root, '[data-action="photo-open"]');

function show(root: ParentNode, viewer: HTMLDialogElement, index: number): void {
  const all = links(root);
  if (all.length === 0) return;
  current = (index + all.length) % all.length;
  const link = all[current]!;
  const image = $<HTMLImageElement>(viewer, "[data-photo-large]");
  if (image) {
    // An older photo may have no large copy: fall back to the card's own image.
    image.onerror = () => {
      image.onerror = null;
      image.removeAttribute("srcset");
      image.src = link.querySelector("img")?.src ?? link.href;
    };
    image.srcset = link.dataset.srcset ?? "";
    image.src = link.href;
    image.alt = link.querySelector("img")?.alt ?? "";
  }
  const caption = $(viewer, "[data-photo-caption]");
  if (caption)
    caption.textContent = (viewer.dataset.caption ?? "")
      .replace("{n}", String(current + 1))
      .replace("{total}", String(all.length));
  for (const button of $$<HTMLButtonElement>(viewer, '[data-action="photo-prev"], [data-action="photo-next"]'))
    button.hidden = all.length < 2;
}

export function openPhoto(root: HTMLElement, link: HTMLElement, event: Event): void {
  const viewer = $<HTMLDialogElement>(root, "[data-photo-viewer]");
  if (!viewer || typeof viewer.showModal !== "function") return; // the link opens the large copy instead
  event.preventDefault();
  opener = link;
  show(root, viewer, Number(link.dataset.photo ?? 0));
  if (!viewer.open) viewer.showModal();
  $<HTMLButtonElement>(viewer, '[data-action="photo-close"]')?.focus();
}

export function stepPhoto(root: HTMLElement, step: number): void {
  const viewer = $<HTMLDialogElement>(root, "[data-photo-viewer]");
  if (viewer?.open) show(root, viewer, current + step);
}

export function closePhoto(root: HTMLElement): void {
  $<HTMLDialogElement>(root, "[data-photo-viewer]")?.close();
}

/** Keys and swipes; set up once, as the dialog is found again after each live update. */
export function listenToViewer(root: HTMLElement): void {
  root.addEventListener("keydown", (event) => {
    if (!(event.target as Element).closest("[data-photo-viewer]")) return;
    // The arrow pointing ahead on the line goes to the next photo: the left one in a right-to-left page.
    if (event.key === "ArrowLeft") stepPhoto(root, -forward());
    else if (event.key === "ArrowRight") stepPhoto(root, forward());
  });
  root.addEventListener(
    "close",
    (event) => {
      if (!(event.target as Element).matches("[data-photo-viewer]")) return;
      // The link that opened it, or the same photo's link after a live update swapped the page's HTML.
      const back = opener?.isConnected ? opener : links(root)[current];
      back?.focus();
      opener = null;
    },
    true,
  );
  let startX: number | null = null;
  root.addEventListener("pointerdown", (event) => {
    startX = (event.target as Element).matches("[data-photo-large]") ? event.clientX : null;
  });
  root.addEventListener("pointerup", (event) => {
    if (startX === null) return;
    const moved = event.clientX - startX;
    startX = null;
    // A swipe brings in what lies beyond the edge it moves away from: the next photo lies ahead on the line.
    if (Math.abs(moved) > 40) stepPhoto(root, moved < 0 ? forward() : -forward());
  });
}
