import { isVisitorId, newVisitorId } from "~/domain/visitor";

/**
 * Views and clicks (requirements 7, 9). About 100 ms after the page opens a non-owner records one profile_view (not
 * when it opens again within the same visit: `sameVisit`); a click on a payment or social link (<a data-link-type>,
 * plain links that work without this script) records a link_click (with the amount, for a preset amount pill). Hits
 * go out with sendBeacon (or fetch keepalive) so they survive the link opening. The owner is told apart by
 * data-owner on #profile-root (only in pages rendered for the signed-in owner, never in the shared anonymous page);
 * the server checks the session as well, so this is only a saving.
 */
const HIT_URL = "/api/analytics/hit";
const VISITOR_KEY = "tipped:visitor";

let memoryVisitor: string | undefined;

function visitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (isVisitorId(kept)) return kept;
    const fresh = newVisitorId(Date.now(), Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2));
    localStorage.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    // storage blocked: one id for this page's life
    return (memoryVisitor ??= newVisitorId(Date.now(), Math.random().toString(36).slice(2)));
  }
}

function send(hit: Record<string, string | number>): void {
  const body = JSON.stringify({ ...hit, visitorId: visitorId(), referrer: document.referrer || "direct" });
  try {
    if (navigator.sendBeacon?.(HIT_URL, body)) return;
  } catch {
    // fall through to fetch
  }
  fetch(HIT_URL, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {
    // analytics never gets in the visitor's way
  });
}

/**
 * The page opened again within a visit already counted: back from card checkout (?tip=thanks or cancelled), or
 * from this same page (its language switched, a form on it sent). A view is one visit, one scan of a pitch.
 */
function sameVisit(search: URLSearchParams): boolean {
  if (search.has("tip")) return true;
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin && from.pathname === location.pathname;
  } catch {
    return false; // no referrer
  }
}

export function startTracking(root: HTMLElement, uid: string): void {
  if (!uid || root.dataset.owner !== undefined) return;
  const search = new URLSearchParams(location.search);
  // A pitch's QR code opens the page with ?p=<code>: its view and clicks name the pitch (the server checks it).
  const pitch = search.get("p");
  const from: Record<string, string> = pitch ? { pitch } : {};
  if (!sameVisit(search)) setTimeout(() => send({ type: "profile_view", profileId: uid, ...from }), 100);
  root.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLElement>("[data-link-type]");
    if (!link?.dataset.linkType) return;
    // A preset amount pill says which amount was chosen.
    const amount = Number(link.dataset.amount);
    // An app link (swish:, upi:) or a "Copy code" button is counted at the page's own address.
    const href = (link as HTMLAnchorElement).href;
    send({
      type: "link_click",
      profileId: uid,
      linkType: link.dataset.linkType,
      linkUrl: /^https?:/.test(href ?? "") ? href : `${location.href.split("#")[0]}#${link.dataset.linkType}`,
      ...from,
      ...(Number.isInteger(amount) && amount > 0 ? { amount } : {}),
    });
  });
}
