/* Tipped service worker.
 * Pages are never cached: they can hold a signed-in user's data, and a signed-out visitor must never see it.
 * Only hashed build assets (immutable) and the offline page (one copy in every language) are kept, and one
 * exception: the owner's sign screen (/sign, their public QR code and name), kept when its page asks, for the street
 * with no network. It is dropped when that browser signs out, and when /sign online no longer answers with the page
 * (signed out, another user without a finished profile). */
const VERSION = "tipped-v4";
const SIGN_CACHE = "tipped-sign";
const SIGN_PATH = "/sign";
const OFFLINE_URL = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePage().then(() => self.skipWaiting()));
});

/** The offline page with the script it names (which shows it in the visitor's language), and the icons. */
async function keepOfflinePage() {
  const cache = await caches.open(VERSION);
  // "reload": taken from the server, never from the HTTP cache, so a new worker never keeps an old copy.
  const fresh = (url) => new Request(url, { cache: "reload" });
  await cache.addAll([OFFLINE_URL, "/favicon.svg", "/icons/icon-192.png"].map(fresh));
  const page = await (await cache.match(OFFLINE_URL)).text();
  await cache.addAll([...page.matchAll(/<script[^>]* src="(\/assets\/[^"]+)"/g)].map((found) => fresh(found[1])));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      // The sign's copy outlives a new worker: the performer may be offline when it arrives.
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== VERSION && key !== SIGN_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * The sign page as opened (`path`: /sign, or a pitch's /sign?pitch=…), fetched with the browser's session, and the
 * scripts it names, kept together; or nothing. It is kept as /sign: offline, the last sign opened is the one shown.
 */
async function keepSign(assets, path) {
  const response = await fetch(path, { cache: "no-store", credentials: "same-origin" });
  if (!response.ok || response.redirected) {
    await caches.delete(SIGN_CACHE);
    return false;
  }
  const scripts = await Promise.all(
    assets
      .map((asset) => new URL(asset, self.location.origin))
      .filter((url) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"))
      .map(async (url) => [url.pathname, await fetch(url.pathname)]),
  );
  await caches.delete(SIGN_CACHE);
  const cache = await caches.open(SIGN_CACHE);
  await cache.put(SIGN_PATH, response);
  for (const [path, script] of scripts) if (script.ok) await cache.put(path, script);
  return true;
}

self.addEventListener("message", (event) => {
  if (event.data?.type !== "keep-sign" || !Array.isArray(event.data.assets)) return;
  const reply = event.ports[0];
  event.waitUntil(
    keepSign(
      event.data.assets.filter((asset) => typeof asset === "string"),
      signPath(event.data.path),
    )
      .catch(() => false)
      // A sign opened before this worker took over is taken over now: its reload goes through the worker.
      .then((kept) => Promise.all([kept, self.clients.claim()]))
      .then(([kept]) => reply?.postMessage(kept ? "kept" : "not kept")),
  );
});

/** The sign's own address from the page, if it is one (/sign with a query), else /sign. */
function signPath(path) {
  if (typeof path !== "string") return SIGN_PATH;
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin && url.pathname === SIGN_PATH ? url.pathname + url.search : SIGN_PATH;
}

/** Online the server's answer, always; the kept copy only when the network is gone or the server fails. */
async function signPage(request) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    const kept = await caches.match(SIGN_PATH, { cacheName: SIGN_CACHE, ignoreVary: true });
    return kept ?? caches.match(OFFLINE_URL);
  }
  if (response.type === "opaqueredirect" || response.redirected) await caches.delete(SIGN_CACHE);
  else if (response.status >= 500) {
    const kept = await caches.match(SIGN_PATH, { cacheName: SIGN_CACHE, ignoreVary: true });
    if (kept) return kept;
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Signing out (a form post, or React Router's fetch of /logout.data) or a deleted account: forget the sign.
  if (
    (request.method === "POST" && (url.pathname === "/logout" || url.pathname === "/logout.data")) ||
    url.pathname.startsWith("/account-deleted")
  ) {
    event.waitUntil(caches.delete(SIGN_CACHE));
    return;
  }
  if (request.method !== "GET") return;

  if (request.mode === "navigate") {
    if (url.pathname === SIGN_PATH) {
      event.respondWith(signPage(request));
      return;
    }
    // Network only; the offline page is a static file with no user data in it.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }

  // Build assets have the content's hash in their name: a new build asks for new names, so a kept copy is never stale.
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.open(VERSION).then(async (cache) => {
        const cached =
          (await cache.match(request)) ?? (await caches.match(request, { cacheName: SIGN_CACHE, ignoreVary: true }));
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
  }
});
