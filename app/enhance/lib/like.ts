import { $, announce, lang, word } from "./dom";

/**
 * The heart: a visitor's like is remembered in their browser (localStorage `tipped:liked:{uid}` holds the id the
 * server answered) and counted on the server (POST /api/profiles/{uid}/like). Taking it back sends that id: only
 * this browser can undo its own heart. The change shows at once and is rolled back if the server refuses.
 */
const compact = new Intl.NumberFormat(lang, { notation: "compact" });
const storageKey = (uid: string) => `tipped:liked:${uid}`;
/** What a like given before likes had ids left behind: remembered, but not removable on the server. */
const WITHOUT_ID = "1";

function remembered(uid: string): string | null {
  try {
    return localStorage.getItem(storageKey(uid));
  } catch {
    return null; // storage blocked: the heart starts empty
  }
}

function remember(uid: string, likeId: string | null): void {
  try {
    if (likeId) localStorage.setItem(storageKey(uid), likeId);
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

export const showLike = (root: ParentNode, uid: string): void => paint(root, remembered(uid) !== null);

let pending = false;

/** Whether the page is being left: a request cut off by that is not a failure to roll back. */
let leaving = false;
addEventListener("pagehide", () => (leaving = true));
// Back from the back/forward cache: the page is in use again.
addEventListener("pageshow", () => (leaving = false));

export async function toggleLike(root: ParentNode, uid: string): Promise<void> {
  if (pending) return;
  const before = Number($(root, "[data-like-count]")?.dataset.likeCount) || 0;
  const likeId = remembered(uid);
  const liked = likeId === null;
  if (likeId === WITHOUT_ID) {
    // An old heart without an id cannot be taken back on the server: it is only forgotten here.
    remember(uid, null);
    paint(root, false);
    return;
  }
  pending = true;
  paint(root, liked, Math.max(0, before + (liked ? 1 : -1)));
  if (!liked) remember(uid, null); // forgotten at once; put back if the server refuses
  try {
    const response = await fetch(`/api/profiles/${encodeURIComponent(uid)}/like`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(liked ? { liked } : { liked, likeId }),
      // The change outlives the page: a reload or a tap on a payment link right after the heart would otherwise
      // cancel the request, and the server would keep a like this browser has already forgotten.
      keepalive: true,
    });
    if (response.status === 403) {
      // Not a like the server knows from this browser (any more): forget it, keep the server's count.
      remember(uid, null);
      paint(root, false, before);
      return;
    }
    if (!response.ok) throw new Error(`like: ${response.status}`);
    const answer = (await response.json()) as { likeCount: number; likeId?: string };
    remember(uid, liked ? (answer.likeId ?? WITHOUT_ID) : null);
    paint(root, liked, answer.likeCount);
  } catch {
    // Cut off by leaving the page (a reload, a link): the browser still delivers the request (keepalive), this
    // page only hears "Failed to fetch". The change stands; rolling it back would bring a taken-back heart back.
    if (leaving) return;
    paint(root, !liked, before);
    if (!liked) remember(uid, likeId);
    announce(root, word("wLikeFailed"));
  } finally {
    pending = false;
  }
}
