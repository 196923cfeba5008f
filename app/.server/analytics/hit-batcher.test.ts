import { describe, expect, it, vi } from "vitest";
import { createHitBatcher, HitBatchError, type PendingHit } from "./hit-batcher";

const hit = (profileId: string): PendingHit => ({
  profileId,
  type: "profile_view",
  timestamp: "2026-11-23T12:00:00.000Z",
  visitorId: "visitor_1763870000000_abc123",
  userAgent: "test",
  referrer: "direct",
  linkType: null,
  linkUrl: null,
  amount: null,
  city: null,
  region: null,
  country: null,
  location: "Unknown",
});

/** A stand-in database: answers the profile ids it "stored", after a delay, or fails every statement. */
function fakeDb(options: { fail?: boolean; delayMs?: number; known?: string[] } = {}) {
  return {
    db: {
      execute: vi.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 1));
        if (options.fail) throw new Error("connection reset");
        return { rows: (options.known ?? ["p1"]).map((profile_id) => ({ profile_id })) };
      }),
    },
  };
}

describe("createHitBatcher", () => {
  it("writes hits that arrive together with one statement and answers each after it", async () => {
    const { db } = fakeDb({ known: ["p1"] });
    const batcher = createHitBatcher(db as never, { windowMs: 5 });
    const results = await Promise.all([batcher.add(hit("p1")), batcher.add(hit("p1")), batcher.add(hit("gone"))]);
    expect(results).toEqual(["stored", "stored", "not_found"]);
    expect(db.execute).toHaveBeenCalledTimes(1);
  });

  it("bounds a batch, and sends what arrived during a write as the next batch", async () => {
    const { db } = fakeDb({ delayMs: 5 });
    const batcher = createHitBatcher(db as never, { windowMs: 2, maxBatch: 4 });
    const results = await Promise.all(Array.from({ length: 10 }, () => batcher.add(hit("p1"))));
    expect(results.every((result) => result === "stored")).toBe(true);
    expect(db.execute).toHaveBeenCalledTimes(3); // 4 + 4 + 2
  });

  it("fails every hit of a batch whose statement failed, logs the batch once, and keeps working", async () => {
    const failing = fakeDb({ fail: true });
    const logged: HitBatchError[] = [];
    const batcher = createHitBatcher(failing.db as never, { windowMs: 2, onBatchError: (error) => logged.push(error) });
    const settled = await Promise.allSettled([batcher.add(hit("p1")), batcher.add(hit("p1")), batcher.add(hit("p1"))]);
    expect(settled.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const result of settled) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(HitBatchError);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe("A batch of 3 tracking hits could not be stored");
    await batcher.drain();
  });

  it("drain waits for hits still queued", async () => {
    const { db } = fakeDb({ delayMs: 10 });
    const batcher = createHitBatcher(db as never, { windowMs: 2 });
    let stored = false;
    void batcher.add(hit("p1")).then(() => (stored = true));
    await batcher.drain();
    expect(stored).toBe(true);
  });
});
