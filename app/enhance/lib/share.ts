import { $, announce } from "./dom";

/** The address the page is shared at (its short link when it has one), as the server rendered it. */
const shareUrl = (root: HTMLElement): string => root.dataset.shareUrl || (location.href.split("#")[0] ?? location.href);

/** Share: the system share sheet when there is one, else the link is copied (ARCHITECTURE.md, Share Profile). */
export async function share(root: HTMLElement): Promise<void> {
  const url = shareUrl(root);
  if (navigator.share) {
    try {
      await navigator.share({ title: document.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return; // the visitor closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    announce(root, "Link copied");
  } catch {
    announce(root, "Could not copy. The link is in the address bar.");
  }
}

let copyTimer: ReturnType<typeof setTimeout> | undefined;

/** Copy link: the share address to the clipboard, said in the block's own live region. */
export async function copyLink(root: HTMLElement): Promise<void> {
  const status = $(root, "[data-copy-status]");
  const say = (message: string) => {
    if (!status) return;
    status.textContent = message;
    clearTimeout(copyTimer);
    copyTimer = setTimeout(() => {
      const current = $(root, "[data-copy-status]");
      if (current) current.textContent = "";
    }, 3000);
  };
  const url = shareUrl(root);
  try {
    await navigator.clipboard.writeText(url);
    say("Link copied");
  } catch {
    say(`Copy this link: ${url}`);
  }
}

/** The system share sheet, only where there is one (the Share button is shown by showShareSheet). */
export async function shareSheet(root: HTMLElement): Promise<void> {
  try {
    await navigator.share({ title: document.title, url: shareUrl(root) });
  } catch {
    // closed by the visitor, or refused: nothing to say
  }
}

export function showShareSheet(root: ParentNode): void {
  const button = $(root, '[data-action="share-sheet"]');
  if (button) button.hidden = typeof navigator.share !== "function";
}
