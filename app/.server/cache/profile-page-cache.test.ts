import { describe, expect, it } from "vitest";
import { createProfilePageCache, KEPT_UNTIL_HEADER, type ProfilePageCacheOptions } from "./profile-page-cache";

const HTML = `<!doctype html><html><body>${"<p>A profile page.</p>".repeat(50)}</body></html>`;

function setUp(options: Partial<ProfilePageCacheOptions> = {}) {
  let clock = 1_000_000; // lru-cache reads a start time of 0 as "no age"
  const listeners = new Set<(uid: string) => void>();
  const changes = {
    onAnyChange(listener: (uid: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const pages = createProfilePageCache(changes, {
    maxEntries: 10,
    maxBytes: 10_000_000,
    maxAgeMs: 1000,
    perf: { now: () => clock },
    now: () => clock,
    ...options,
  });
  const renders: string[] = [];
  const render =
    (uid: string, status = 200) =>
    () => {
      renders.push(uid);
      return Promise.resolve(
        new Response(HTML, { status, headers: { "content-type": "text/html", "set-cookie": "a=b" } }),
      );
    };
  return {
    pages,
    renders,
    render,
    change: (uid: string) => listeners.forEach((listener) => listener(uid)),
    tick: (ms: number) => (clock += ms),
    keep: (uid: string) => pages.get(uid, render(uid)),
  };
}

describe("the profile page cache", () => {
  it("renders once, keeps the page compressed with an ETag, and drops Set-Cookie", async () => {
    const { pages, renders, keep } = setUp();
    const page = await keep("a");
    expect(page.html.toString()).toBe(HTML);
    expect(page.br.length).toBeLessThan(page.html.length);
    expect(page.gzip.length).toBeLessThan(page.html.length);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page.headers).toEqual([["content-type", "text/html"]]);
    expect(await keep("a")).toBe(page);
    expect(pages.peek("a")).toBe(page);
    expect(renders).toEqual(["a"]);
  });

  it("shares one render between concurrent misses", async () => {
    const { renders, keep } = setUp();
    const [first, second] = await Promise.all([keep("a"), keep("a")]);
    expect(second).toBe(first);
    expect(renders).toEqual(["a"]);
  });

  it("does not keep a page that is not 200 (a missing profile may appear without a change)", async () => {
    const { pages, render } = setUp();
    expect((await pages.get("gone", render("gone", 404))).status).toBe(404);
    expect(pages.peek("gone")).toBeUndefined();
  });

  it("drops a page when its profile changes, and does not keep a render the change overtook", async () => {
    const { pages, keep, change, render } = setUp();
    await keep("a");
    change("a");
    expect(pages.peek("a")).toBeUndefined();
    const rendering = pages.get("b", render("b"));
    change("b");
    expect((await rendering).status).toBe(200);
    expect(pages.peek("b")).toBeUndefined();
  });

  it("drops the least recently used page past the entry limit", async () => {
    const { pages, keep } = setUp({ maxEntries: 2 });
    await keep("a");
    await keep("b");
    pages.peek("a"); // a is now the most recent
    await keep("c");
    expect(pages.peek("b")).toBeUndefined();
    expect([pages.peek("a"), pages.peek("c")]).not.toContain(undefined);
  });

  it("holds the byte limit, and never keeps a page larger than it", async () => {
    const size = await (async () => {
      const page = await setUp().keep("probe");
      return page.html.length + page.br.length + page.gzip.length;
    })();
    const { pages, keep } = setUp({ maxBytes: Math.floor(size * 2.5) });
    await keep("a");
    await keep("b");
    await keep("c");
    expect(pages.peek("a")).toBeUndefined();
    expect([pages.peek("b"), pages.peek("c")]).not.toContain(undefined);

    const tooSmall = setUp({ maxBytes: size - 1 });
    await tooSmall.keep("a");
    expect(tooSmall.pages.peek("a")).toBeUndefined();
  });

  it("forgets a page older than the age limit (the calendar's today moves on)", async () => {
    const { pages, keep, tick } = setUp({ maxAgeMs: 1000 });
    await keep("a");
    tick(1000);
    expect(pages.peek("a")).toBeDefined();
    tick(1);
    expect(pages.peek("a")).toBeUndefined();
  });

  it("keeps nothing when PROFILE_CACHE_ENTRIES is 0", async () => {
    const { pages, keep, renders } = setUp({ maxEntries: 0 });
    await keep("a");
    await keep("a");
    expect(pages.peek("a")).toBeUndefined();
    expect(renders).toEqual(["a", "a"]);
  });

  it("keeps a page that is true until a moment (the next event boundary) no longer than that", async () => {
    const { pages, tick } = setUp({ maxAgeMs: 60_000 });
    const until = (at: number) => () =>
      Promise.resolve(
        new Response(HTML, { headers: { "content-type": "text/html", [KEPT_UNTIL_HEADER]: String(at) } }),
      );
    const page = await pages.get("busker", until(1_000_000 + 5_000));
    expect(page.headers).toEqual([["content-type", "text/html"]]); // the header is the cache's, not the visitor's
    tick(4_999);
    expect(pages.peek("busker")).toBe(page);
    tick(2);
    expect(pages.peek("busker")).toBeUndefined();

    // A moment already past: served, not kept; a moment far away: the age limit still holds.
    await pages.get("late", until(0));
    expect(pages.peek("late")).toBeUndefined();
    await pages.get("far", until(Number.MAX_SAFE_INTEGER));
    tick(60_001);
    expect(pages.peek("far")).toBeUndefined();
  });

  it("drop(uid) drops a kept page, and a render it overtook is served once but not kept or shared", async () => {
    const { pages, keep, render, renders } = setUp();
    await keep("a");
    pages.drop("a");
    expect(pages.peek("a")).toBeUndefined();
    const rendering = pages.get("a", render("a"));
    pages.drop("a");
    const after = pages.get("a", render("a"));
    expect((await rendering).status).toBe(200);
    expect(await after).not.toBe(await rendering);
    expect(renders).toEqual(["a", "a", "a"]);
    expect(pages.peek("a")).toBe(await after);
  });

  it("with onlyWithKeptUntil, keeps only a page that says until when it is true", async () => {
    const { pages, keep } = setUp({ onlyWithKeptUntil: true, maxAgeMs: 60_000 });
    await keep("plain");
    expect(pages.peek("plain")).toBeUndefined();
    const page = await pages.get("dated", () =>
      Promise.resolve(new Response(HTML, { headers: { [KEPT_UNTIL_HEADER]: String(1_000_000 + 5_000) } })),
    );
    expect(page.keptUntil).toBe(1_005_000);
    expect(pages.peek("dated")).toBe(page);
  });
});
