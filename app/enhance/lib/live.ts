import { $$ } from "./dom";

/**
 * Live updates (requirements 2 "live-updating"): on each "change" event of /api/profiles/{uid}/live the page fetches
 * itself again and swaps in the parts ([data-part]) whose server HTML changed, so a playing video or the
 * calendar's place survive an unrelated change. EventSource reconnects by itself.
 */
const serverHtml = new Map<string, string>();

const parts = (root: ParentNode) => $$(root, "[data-part]");
const key = (part: Element) => part.getAttribute("data-part") ?? "";

/** Must run before anything changes the server's HTML, so later copies compare equal when nothing changed. */
export function rememberServerHtml(root: ParentNode): void {
  serverHtml.clear();
  for (const part of parts(root)) serverHtml.set(key(part), part.outerHTML);
}

function swap(root: HTMLElement, fresh: HTMLElement): void {
  const x = window.scrollX;
  const y = window.scrollY;
  const active = document.activeElement;
  const focusKey = active?.id ? `#${CSS.escape(active.id)}` : active?.getAttribute("data-action");
  root.setAttribute("style", fresh.getAttribute("style") ?? "");
  const current = parts(root);
  const next = parts(fresh);
  if (current.map(key).join() === next.map(key).join()) {
    next.forEach((part, index) => {
      if (serverHtml.get(key(part)) !== part.outerHTML) current[index]?.replaceWith(document.importNode(part, true));
    });
  } else {
    // A section appeared or went away: take the new page whole.
    root.replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
  }
  rememberServerHtml(fresh);
  if (focusKey && active && !root.contains(active)) {
    const selector = focusKey.startsWith("#") ? focusKey : `[data-action="${CSS.escape(focusKey)}"]`;
    root.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }
  window.scrollTo(x, y);
}

export function followChanges(root: HTMLElement, uid: string, rewire: () => void): void {
  if (typeof EventSource === "undefined") return;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refresh = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const response = await fetch(location.href, { headers: { Accept: "text/html" }, cache: "no-store" });
      if (response.status === 404) {
        location.reload(); // the profile went away: show "Profile not found"
        return;
      }
      if (!response.ok) return;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const fresh = page.getElementById("profile-root");
      if (!fresh) return;
      swap(root, fresh);
      if (page.title) document.title = page.title;
      rewire();
    } catch {
      // offline or the server restarting: the next change event tries again
    } finally {
      running = false;
      if (again) {
        again = false;
        void refresh();
      }
    }
  };

  let source: EventSource | undefined;
  const connect = () => {
    source = new EventSource(`/api/profiles/${encodeURIComponent(uid)}/live`);
    source.addEventListener("change", () => {
      // Several saves in a burst (a like storm, an upload) make one fetch.
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), 200);
    });
  };
  connect();
  // An open stream keeps the page out of the back/forward cache; coming back from it, catch up.
  addEventListener("pagehide", () => source?.close());
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    connect();
    void refresh();
  });
}
