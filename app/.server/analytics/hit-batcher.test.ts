import { describe, expect, it, vi } from "vitest";
import { arrayLiteral, hitColumns } from "./batch-statement";
import { createHitBatcher, HitBatchError } from "./hit-batcher";
import { pendingHit } from "../../../tests/support/hit-fixtures";

const hit = (profileId: string) => pendingHit(profileId);

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

  it("with a concurrency above 1, sends the next batch while one is still being written", async () => {
    // The first write is held open until the test lets it go: no timing, so a busy machine cannot reorder it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const db = {
      execute: vi.fn(async () => {
        if (db.execute.mock.calls.length === 1) await held;
        return { rows: [{ profile_id: "p1" }] };
      }),
    };
    const batcher = createHitBatcher(db as never, { windowMs: 1, concurrency: 2 });
    const first = batcher.add(hit("p1"));
    await vi.waitFor(() => expect(db.execute).toHaveBeenCalledTimes(1)); // the first batch is being written
    const second = batcher.add(hit("p1"));
    // With one batch at a time the second would wait for the first: this would time out.
    await vi.waitFor(() => expect(db.execute).toHaveBeenCalledTimes(2), { timeout: 2000 });
    release();
    expect(await Promise.all([first, second])).toEqual(["stored", "stored"]);
    await batcher.drain();
  });

  it("sends a batch again when PostgreSQL cancelled it as a deadlock (nothing of it was stored)", async () => {
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const db = {
      execute: vi
        .fn()
        .mockRejectedValueOnce(new Error("Failed query", { cause: deadlock }))
        .mockResolvedValue({ rows: [{ profile_id: "p1" }] }),
    };
    const batcher = createHitBatcher(db as never, { windowMs: 1 });
    expect(await batcher.add(hit("p1"))).toBe("stored");
    expect(db.execute).toHaveBeenCalledTimes(2);
  });

  it("writes through the writer it is given, with its retry on a deadlock", async () => {
    const { db } = fakeDb();
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const write = vi
      .fn()
      .mockRejectedValueOnce(deadlock)
      .mockResolvedValue({ stored: new Set(["p1"]), limited: new Map() });
    const batcher = createHitBatcher(db as never, { windowMs: 1, write });
    expect(await Promise.all([batcher.add(hit("p1")), batcher.add(hit("p2"))])).toEqual(["stored", "not_found"]);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write.mock.calls[1]![0]).toHaveLength(2);
    expect(db.execute).not.toHaveBeenCalled();
  });
});

describe("the batch statement's parameters", () => {
  it("are one array per column, in the statement's order", () => {
    const columns = hitColumns([hit("p1"), { ...hit("p2"), type: "link_click", linkType: "venmo", amount: 5 }]);
    expect(columns).toHaveLength(15);
    expect(columns[0]).toEqual(["p1", "p2"]);
    expect(columns[1]).toEqual(["profile_view", "link_click"]);
    expect(columns[6]).toEqual([null, "venmo"]);
    expect(columns[8]).toEqual([null, 5]);
  });

  it("quote every element of an array literal, so any text stays one element", () => {
    expect(arrayLiteral(["a", null, 'say "hi", {x}', "back\\slash", "NULL", "", 7])).toBe(
      '{"a",NULL,"say \\"hi\\", {x}","back\\\\slash","NULL","","7"}',
    );
  });
});
