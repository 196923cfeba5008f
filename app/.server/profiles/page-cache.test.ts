import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createProfilePageCache, keptResponse, pack, type PageCacheOptions } from "./page-cache";

const HTML = `<!doctype html><html><body>${"<p>A profile page.</p>".repeat(50)}</body></html>`;
const rendered = () =>
  new Response(HTML, { status: 200, headers: { "content-type": "text/html", "set-cookie": "a=b" } });

function setUp(options: Partial<PageCacheOptions> = {}) {
  let clock = 1_000_000;
  const changed = new Set<(uid: string) => void>();
  const reconnected = new Set<() => void>();
  const changes = {
    onAnyChange(listener: (uid: string) => void) {
      changed.add(listener);
      return () => changed.delete(listener);
    },
    onReconnect(listener: () => void) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
  };
  const cache = createProfilePageCache(changes, {
    maxEntries: 10,
    maxBytes: 10_000_000,
    maxAgeMs: 1000,
    now: () => clock,
    ...options,
  });
  return {
    cache,
    change: (uid: string) => changed.forEach((listener) => listener(uid)),
    reconnect: () => reconnected.forEach((listener) => listener()),
    tick: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

describe("the profile page cache", () => {
  it("packs a page compressed with a strong ETag and without Set-Cookie", async () => {
    const page = await pack(rendered());
    expect(page.html.toString()).toBe(HTML);
    expect(page.br.length).toBeLessThan(page.html.length);
    expect(gunzipSync(page.gzip).toString()).toBe(HTML);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page.headers.identity["content-type"]).toBe("text/html");
    expect(Object.keys(page.headers.identity)).not.toContain("set-cookie");
  });

  it("keeps a page until its age limit", async () => {
    const { cache, tick } = setUp();
    const page = await pack(rendered());
    cache.keep("a", "en", cache.stamp("a"), page, null);
    expect(cache.get("a", "en")?.etag).toBe(page.etag);
    tick(999);
    expect(cache.get("a", "en")).toBeDefined();
    tick(1);
    expect(cache.get("a", "en")).toBeUndefined();
  });

  it("keeps a page no longer than the moment it stops being true", async () => {
    const { cache, tick, now } = setUp();
    cache.keep("a", "en", cache.stamp("a"), await pack(rendered()), now() + 300);
    tick(299);
    expect(cache.get("a", "en")).toBeDefined();
    tick(1);
    expect(cache.get("a", "en")).toBeUndefined();
    // A page already past its moment is not kept at all.
    cache.keep("b", "en", cache.stamp("b"), await pack(rendered()), now());
    expect(cache.get("b", "en")).toBeUndefined();
  });

  it("drops a profile's page on its change, and every page on a reconnect", async () => {
    const { cache, change, reconnect } = setUp();
    const page = await pack(rendered());
    cache.keep("a", "en", cache.stamp("a"), page, null);
    cache.keep("b", "en", cache.stamp("b"), page, null);
    change("a");
    expect(cache.get("a", "en")).toBeUndefined();
    expect(cache.get("b", "en")).toBeDefined();
    reconnect();
    expect(cache.get("b", "en")).toBeUndefined();
  });

  it("keeps a copy per language, and a change drops every one", async () => {
    const { cache, change } = setUp();
    const english = await pack(rendered());
    const arabic = await pack(new Response("<html lang=ar>", { headers: { "content-type": "text/html" } }));
    cache.keep("a", "en", cache.stamp("a"), english, null);
    expect(cache.get("a", "ar")).toBeUndefined();
    cache.keep("a", "ar", cache.stamp("a"), arabic, null);
    expect(cache.get("a", "en")?.etag).toBe(english.etag);
    expect(cache.get("a", "ar")?.etag).toBe(arabic.etag);
    expect(arabic.etag).not.toBe(english.etag);
    change("a");
    expect(cache.get("a", "en")).toBeUndefined();
    expect(cache.get("a", "ar")).toBeUndefined();
  });

  it("does not keep a render that a change overtook", async () => {
    const { cache, change, reconnect } = setUp();
    const page = await pack(rendered());
    const stamp = cache.stamp("a");
    change("a");
    cache.keep("a", "en", stamp, page, null);
    expect(cache.get("a", "en")).toBeUndefined();
    const before = cache.stamp("b");
    reconnect();
    cache.keep("b", "en", before, page, null);
    expect(cache.get("b", "en")).toBeUndefined();
  });

  it("keeps nothing with no entries allowed, and evicts the least recently used past the bound", async () => {
    const off = setUp({ maxEntries: 0 });
    off.cache.keep("a", "en", off.cache.stamp("a"), await pack(rendered()), null);
    expect(off.cache.get("a", "en")).toBeUndefined();
    const two = setUp({ maxEntries: 2 });
    for (const uid of ["a", "b", "c"]) two.cache.keep(uid, "en", two.cache.stamp(uid), await pack(rendered()), null);
    expect(two.cache.get("a", "en")).toBeUndefined();
    expect(two.cache.get("c", "en")).toBeDefined();
  });
});

describe("a kept page's answer", () => {
  it("is 304 for a visitor who has it, else the smallest encoding the visitor takes", async () => {
    const page = await pack(rendered());
    const ask = (headers: Record<string, string>, method = "GET") =>
      keptResponse(page, new Request("http://localhost/profile/a", { method, headers }));
    expect(ask({ "if-none-match": page.etag }).status).toBe(304);
    const br = ask({ "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-length")).toBe(String(page.br.length));
    expect(br.headers.get("etag")).toBe(page.etag);
    expect(br.headers.get("cache-control")).toBe("public, no-cache");
    expect(ask({ "accept-encoding": "gzip" }).headers.get("content-encoding")).toBe("gzip");
    const plain = ask({});
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(HTML);
    expect(await ask({}, "HEAD").text()).toBe("");
  });
});
