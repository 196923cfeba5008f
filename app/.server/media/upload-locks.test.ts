import { ERRORS } from "@tus/server";
import { describe, expect, it } from "vitest";
import { createUploadLocker } from "./upload-locks";

const never = new AbortController().signal;
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe("upload locks", () => {
  it("hands a held lock to the waiters in turn, asking the holder to let go once per waiter", async () => {
    const locker = createUploadLocker();
    const order: string[] = [];
    let asked = 0;
    const first = locker.newLock("u1");
    await first.lock(never, () => void (asked += 1));
    const waiting = ["second", "third"].map(async (name) => {
      const lock = locker.newLock("u1");
      await lock.lock(never, () => undefined);
      order.push(name);
      await tick(5);
      await lock.unlock();
    });
    // Waiting costs nothing per turn of the event loop: tus's own locker asked again on every one.
    await tick(100);
    expect(asked).toBe(2);
    expect(order).toEqual([]);
    await first.unlock();
    await Promise.all(waiting);
    expect(order).toEqual(["second", "third"]);
    expect(locker.held()).toBe(0);
  });

  it("answers tus's lock timeout when the wait runs out or the request goes, and leaves the line", async () => {
    const locker = createUploadLocker(50);
    const holder = locker.newLock("u1");
    await holder.lock(never, () => undefined);
    await expect(locker.newLock("u1").lock(never, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const gone = new AbortController();
    const cancelled = locker.newLock("u1").lock(gone.signal, () => undefined);
    gone.abort();
    await expect(cancelled).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
    expect(locker.held()).toBe(0);
    // Another upload's lock was never in the way, and this one is free again.
    const again = locker.newLock("u1");
    await again.lock(never, () => undefined);
    await again.unlock();
  });

  it("refuses to release a lock it does not hold", async () => {
    const lock = createUploadLocker().newLock("u1");
    await expect(lock.unlock()).rejects.toThrow(/unlocked/);
  });
});
