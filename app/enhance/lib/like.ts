import { $, announce } from "./dom";

/**
 * The heart: a visitor's like is remembered in their browser (localStorage `tipped:liked:{uid}`) and counted on
 * the server (POST /api/profiles/{uid}/like). The change shows at once and is rolled back if the server refuses.
 */
const compact = new Intl.NumberFormat("en-US", { notation: "compact" });
const storageKey = (uid: string) => `tipped:liked:${uid}`;

function remembered(uid: string): boolean {
  try {
    return localStorage.getItem(storageKey(uid)) === "1";
  } catch {
    return false; // storage blocked: the heart starts empty
  }
}

function remember(uid: string, liked: boolean): void {
  try {
    if (liked) localStorage.setItem(storageKey(uid), "1");
    else localStorage.removeItem(storageKey(uid));
  } catch {
    // storage blocked: the like still counts, it is just not remembered
  }
}

/** Paints the heart and the count into whatever card is in the page now (a live update may have replaced it). */
function paint(root: ParentNode, liked: boolean, count?: number): void {
  $(root, '[data-action="like"]')?.setAttribute("aria-pressed", String(liked));
  const counter = $(root, "[data-like-count]");
  if (counter && count !== undefined) {
    counter.dataset.likeCount = String(count);
    counter.textContent = compact.format(count);
  }
}

export const showLike = (root: ParentNode, uid: string): void => paint(root, remembered(uid));

let pending = false;

export async function toggleLike(root: ParentNode, uid: string): Promise<void> {
  if (pending) return;
  const before = Number($(root, "[data-like-count]")?.dataset.likeCount) || 0;
  const wasLiked = remembered(uid);
  const liked = !wasLiked;
  pending = true;
  paint(root, liked, Math.max(0, before + (liked ? 1 : -1)));
  remember(uid, liked);
  try {
    const response = await fetch(`/api/profiles/${encodeURIComponent(uid)}/like`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ liked }),
    });
    if (!response.ok) throw new Error(`like: ${response.status}`);
    const answer = (await response.json()) as { likeCount: number };
    paint(root, liked, answer.likeCount);
  } catch {
    paint(root, wasLiked, before);
    remember(uid, wasLiked);
    announce(root, "Could not save your like. Try again.");
  } finally {
    pending = false;
  }
}
