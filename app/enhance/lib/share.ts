import { $, announce, word } from "./dom";

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
    announce(root, word("wCopied"));
  } catch {
    announce(root, word("wCopyFailed"));
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
    say(word("wCopied"));
  } catch {
    say(word("wCopyThis").replace("{url}", url));
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

/** Copy code: a payment code (PIX, SEPA, UPI) from its box's text, said beside the button. */
export async function copyCode(button: HTMLElement): Promise<void> {
  const box = button.closest("[data-code-box]");
  const code = box?.querySelector("textarea")?.value ?? "";
  const status = box?.querySelector("[data-code-status]");
  try {
    await navigator.clipboard.writeText(code);
    if (status) status.textContent = word("wCodeCopied");
  } catch {
    if (status) status.textContent = word("wSelectCode");
  }
}
