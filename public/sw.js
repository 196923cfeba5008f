/* Tipped service worker.
 * Pages are never cached: they can hold a signed-in user's data, and a signed-out visitor must never see it.
 * Only hashed build assets (immutable) and a static offline page are kept. */
const VERSION = "tipped-v2";
const OFFLINE_URL = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      // "reload": taken from the server, never from the HTTP cache, so a new worker never keeps an old copy.
      .then((cache) =>
        cache.addAll(
          [OFFLINE_URL, "/favicon.svg", "/icons/icon-192.png"].map((url) => new Request(url, { cache: "reload" })),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    // Network only; the offline page is a static file with no user data in it.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }

  // Build assets have the content's hash in their name: a new build asks for new names, so a kept copy is never stale.
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.open(VERSION).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
  }
});
