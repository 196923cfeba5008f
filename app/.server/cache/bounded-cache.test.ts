import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

function cache(limits: Partial<{ maxEntries: number; maxBytes: number; maxAgeMs: number }> = {}) {
  let clock = 0;
  const store = new BoundedCache<string>(
    { maxEntries: 3, maxBytes: 100, maxAgeMs: 1000, ...limits },
    () => clock,
  );
  return { store, tick: (ms: number) => (clock += ms) };
}

describe("BoundedCache", () => {
  it("drops the least recently used entry past the entry limit", () => {
    const { store } = cache();
    store.set("a", "A", 1);
    store.set("b", "B", 1);
    store.set("c", "C", 1);
    expect(store.get("a")).toBe("A"); // a is now the most recent
    store.set("d", "D", 1);
    expect(store.get("b")).toBeUndefined();
    expect([store.get("a"), store.get("c"), store.get("d")]).toEqual(["A", "C", "D"]);
  });

  it("drops old entries until the byte limit holds, and never keeps one larger than the limit", () => {
    const { store } = cache();
    store.set("a", "A", 60);
    store.set("b", "B", 30);
    store.set("c", "C", 30);
    expect(store.get("a")).toBeUndefined();
    expect(store.totalBytes).toBe(60);
    store.set("huge", "H", 101);
    expect(store.get("huge")).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it("forgets an entry older than the age limit", () => {
    const { store, tick } = cache();
    store.set("a", "A", 1);
    tick(1000);
    expect(store.get("a")).toBe("A");
    tick(1);
    expect(store.get("a")).toBeUndefined();
    expect(store.totalBytes).toBe(0);
  });

  it("replacing a key counts its size once", () => {
    const { store } = cache();
    store.set("a", "A", 40);
    store.set("a", "A2", 50);
    expect(store.totalBytes).toBe(50);
    expect(store.get("a")).toBe("A2");
  });
});
