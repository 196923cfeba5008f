import { announce } from "./dom";

/** Share: the system share sheet when there is one, else the link is copied (ARCHITECTURE.md, Share Profile). */
export async function share(root: ParentNode): Promise<void> {
  const url = location.href.split("#")[0] ?? location.href;
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
