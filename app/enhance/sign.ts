/**
 * The sign screen's script (the page loads no React): keeps the screen on, offers full screen, has the service
 * worker keep the page for use offline, and thanks each new tip and like while online. The QR code and the name are
 * server HTML and need none of it.
 */
import { $ } from "./lib/dom";
import { registerServiceWorker } from "./lib/service-worker";

/** Taps on Start and Stop performing that wait for the network (sendTapsWhenOnline). */
const KEPT_TAPS = "tipped-sign-taps";

registerServiceWorker();

const root = document.getElementById("sign-root");
if (root) {
  keepScreenOn($(root, "[data-wake-hint]"));
  offerFullScreen($<HTMLButtonElement>(root, '[data-action="fullscreen"]'));
  const status = $(root, "[data-offline]");
  void keepForOffline(status);
  addEventListener("online", () => void keepForOffline(status));
  addEventListener("offline", () => void keepForOffline(status));
  thankAsTheyArrive(root, $(root, "[data-thanks]"));
  sendTapsWhenOnline($<HTMLFormElement>(root, "form[data-session]"), status);
}

/** Screen Wake Lock where the browser has it; the hint (shown in the server's HTML) stays where it has not. */
function keepScreenOn(hint: HTMLElement | null): void {
  if (!hint || !("wakeLock" in navigator)) return;
  let lock: WakeLockSentinel | null = null;
  const request = async () => {
    if (lock || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
      hint.hidden = true;
      // The browser lets go when the page is hidden (and may at other times): asked again once visible.
      lock.addEventListener("release", () => {
        lock = null;
        if (document.visibilityState === "visible") void request();
      });
    } catch {
      hint.hidden = false; // refused: battery saver, a policy, no user gesture yet
    }
  };
  document.addEventListener("visibilitychange", () => void request());
  // Some browsers grant the lock only after a tap on the page.
  document.addEventListener("pointerdown", () => void request());
  void request();
}

function offerFullScreen(button: HTMLButtonElement | null): void {
  if (!button || !document.fullscreenEnabled) return;
  button.hidden = false;
  const label = () => {
    button.textContent = (document.fullscreenElement ? button.dataset.exit : button.dataset.enter) ?? "";
  };
  document.addEventListener("fullscreenchange", label);
  button.addEventListener("click", () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen({ navigationUI: "hide" });
    change.catch(() => {});
  });
}

/** Asks the service worker to keep this page and its script; says so once they are kept. */
async function keepForOffline(status: HTMLElement | null): Promise<void> {
  if (!status || !("serviceWorker" in navigator)) return;
  if (!navigator.onLine) {
    status.textContent = status.dataset.offline ?? "";
    return;
  }
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const assets = [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src);
  const channel = new MessageChannel();
  const answer = new Promise<unknown>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data);
  });
  // The sign as opened (a pitch's, /sign?pitch=…) is the one kept for offline.
  worker.postMessage({ type: "keep-sign", assets, path: location.pathname + location.search }, [channel.port2]);
  if ((await answer) === "kept") {
    status.textContent = status.dataset.saved ?? "";
    document.documentElement.dataset.offlineReady = "";
  }
}

type Counts = { tips: number; likes: number };

/** A thank-you line in the page's language: the server wrote each plural form (app/i18n/format.ts pluralForms). */
function counted(forms: string | undefined, count: number): string {
  const all = JSON.parse(forms ?? "{}") as Record<string, string>;
  const form = all[new Intl.PluralRules(document.documentElement.lang).select(count)] ?? all.other ?? "";
  return form.replace("{count}", String(count));
}

/**
 * Each "tip" event of the owner's tip stream and "change" event of the public page's stream (likes among them) makes
 * one read of the counts; what went up since the last read is thanked. A stream's "ready" (also after a reconnect)
 * reads them too, so the first read is where counting starts.
 */
function thankAsTheyArrive(root: HTMLElement, log: HTMLElement | null): void {
  const uid = root.dataset.uid;
  if (!log || !uid || typeof EventSource === "undefined") return;
  let known: Counts | undefined;
  let running = false;
  let again = false;

  const say = (line: string) => {
    const entry = document.createElement("p");
    entry.textContent = line;
    log.prepend(entry);
    while (log.children.length > 3) log.lastElementChild?.remove();
  };

  const check = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const response = await fetch("/api/sign/counts", { cache: "no-store" });
      if (!response.ok) return;
      const now = (await response.json()) as Counts;
      if (known) {
        const tips = now.tips - known.tips;
        const likes = now.likes - known.likes;
        if (tips > 0) say(counted(root.dataset.tips, tips));
        if (likes > 0) say(counted(root.dataset.likes, likes));
      }
      known = now;
    } catch {
      // offline: the streams reconnect and read again
    } finally {
      running = false;
      if (again) {
        again = false;
        void check();
      }
    }
  };

  // Streams only while online: offline they would only fail and retry.
  let sources: EventSource[] = [];
  const listen = (url: string, event: string) => {
    const source = new EventSource(url);
    source.addEventListener("ready", () => void check());
    source.addEventListener(event, () => void check());
    sources.push(source);
  };
  const open = () => {
    if (sources.length > 0 || !navigator.onLine) return;
    listen(`/api/profiles/${encodeURIComponent(uid)}/live`, "change");
    if (root.dataset.cardTips !== undefined) listen("/api/tips/live", "tip");
  };
  const close = () => {
    for (const source of sources) source.close();
    sources = [];
  };
  open();
  addEventListener("online", open);
  addEventListener("offline", close);
  addEventListener("pagehide", close);
  addEventListener("pageshow", open); // back from the back/forward cache
}

type Tap = { intent: string; pitch: string; tappedAt: number; path: string };

function keptTaps(): Tap[] {
  try {
    return JSON.parse(localStorage.getItem(KEPT_TAPS) ?? "[]") as Tap[];
  } catch {
    return [];
  }
}

function keepTaps(taps: Tap[]): void {
  if (taps.length > 0) localStorage.setItem(KEPT_TAPS, JSON.stringify(taps));
  else localStorage.removeItem(KEPT_TAPS);
}

/**
 * Start and Stop performing, sent by the script with the moment of the tap. Without network (or when the request
 * fails) the tap is kept on the phone and the sign stays up, saying so; it is sent once the phone is back online,
 * in order and with its own time (the server keeps a tap's time up to 12 hours), then the sign shows the new state.
 */
function sendTapsWhenOnline(form: HTMLFormElement | null, status: HTMLElement | null): void {
  if (!form) return;
  const waiting = (tap: Tap) => {
    // The sign shows the state the tap asks for while it waits.
    const on = tap.intent === "session-start";
    const state = (name: string) => form.querySelector<HTMLElement>(`[data-state="${name}"]`);
    state("on")?.toggleAttribute("hidden", !on);
    state("off")?.toggleAttribute("hidden", on);
    if (status)
      status.textContent = (tap.intent === "session-stop" ? form.dataset.waitingStop : form.dataset.waitingStart) ?? "";
  };
  const send = async (tap: Tap): Promise<Response> => {
    const body = new URLSearchParams({ intent: tap.intent, tapped_at: String(tap.tappedAt) });
    if (tap.pitch) body.set("pitch", tap.pitch);
    return fetch(tap.path, { method: "POST", body, credentials: "same-origin" });
  };
  let sending = false;
  const sendKept = async () => {
    if (sending || !navigator.onLine) return;
    sending = true;
    try {
      let taps = keptTaps();
      if (taps.length === 0) return;
      let last: Response | undefined;
      while (taps.length > 0) {
        last = await send(taps[0]!); // a network failure throws: the rest stays kept
        taps = taps.slice(1);
        keepTaps(taps);
      }
      // The sign again, as the server now has it (a refusal, such as a session already ended, shows that state).
      location.replace(last?.redirected ? last.url : location.href);
    } catch {
      const taps = keptTaps();
      if (taps.length > 0) waiting(taps.at(-1)!);
    } finally {
      sending = false;
    }
  };
  form.addEventListener("submit", (event) => {
    const button = event.submitter as HTMLButtonElement | null;
    if (!button?.value) return;
    event.preventDefault();
    const pitch = form.querySelector<HTMLInputElement>('input[name="pitch"]')?.value ?? "";
    const tap: Tap = { intent: button.value, pitch, tappedAt: Date.now(), path: location.pathname + location.search };
    const taps = keptTaps();
    // A second tap of the same button while the first waits changes nothing: the first one's time stands.
    if (taps.at(-1)?.intent !== tap.intent) keepTaps([...taps, tap]);
    if (!navigator.onLine) waiting(tap);
    void sendKept();
  });
  addEventListener("online", () => void sendKept());
  const kept = keptTaps();
  if (kept.length > 0) {
    waiting(kept.at(-1)!);
    void sendKept();
  }
}
