import { describe, expect, it } from "vitest";
import { createLiveStreamCaps, descriptorLimit, streamCapBelow } from "./live-streams";

describe("streamCapBelow: streams allowed in all below the descriptor limit", () => {
  it.each([
    [1024, 768],
    [4096, 3072],
    [65536, 49152],
    [300, 44],
    [200, 0],
    [undefined, 10_000],
  ])("limit %s leaves %s streams", (limit, cap) => {
    expect(streamCapBelow(limit)).toBe(cap);
  });
});

describe("createLiveStreamCaps", () => {
  it("refuses a client past its cap and everyone past the total, and gives places back once", () => {
    const caps = createLiveStreamCaps({ perClient: 2, total: 3 });
    const a1 = caps.take("a");
    expect(caps.take("a")).toBeDefined();
    expect(caps.take("a")).toBeUndefined();
    expect(caps.take("b")).toBeDefined();
    expect(caps.take("c")).toBeUndefined();
    a1!();
    a1!(); // a second release of one place changes nothing
    expect(caps.held()).toBe(2);
    expect(caps.take("c")).toBeDefined();
    expect(caps.take("c")).toBeUndefined();
  });
});

it("reads this process's descriptor limit", () => {
  expect(descriptorLimit()).toBeGreaterThan(0);
});
