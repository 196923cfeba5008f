import { describe, expect, it } from "vitest";
import { createLimiter, limitKey } from "./rate-limit";

describe("limitKey", () => {
  it("is a keyed hash: the same client meets the same counter, and the address is not in it", () => {
    const secret = "a-secret-of-at-least-thirty-two-characters";
    const key = limitKey(secret, "198.51.100.7");
    expect(key).toBe(limitKey(secret, "198.51.100.7"));
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain("198.51");
    expect(limitKey(secret, "198.51.100.8")).not.toBe(key);
    expect(limitKey(`${secret}x`, "198.51.100.7")).not.toBe(key);
  });
});

describe("createLimiter in memory", () => {
  it("refuses the request over the rule, per client", async () => {
    const limiter = createLimiter({ secret: "a-secret-of-at-least-thirty-two-characters" });
    const rule = { max: 2, windowSeconds: 60 };
    const answers = [];
    for (let index = 0; index < 3; index++) answers.push((await limiter.hit("test", "2001:db8::1", rule)).allowed);
    expect(answers).toEqual([true, true, false]);
    expect((await limiter.hit("test", "2001:db8:0:1::1", rule)).allowed).toBe(true);
  });

  it("counts an IPv6 client by its /64: a new address in the same network is the same client", async () => {
    const limiter = createLimiter({ secret: "a-secret-of-at-least-thirty-two-characters" });
    const rule = { max: 2, windowSeconds: 60 };
    const answers = [];
    for (const who of ["2001:db8:7::1", "2001:db8:7::2", "2001:db8:7:0:ffff::3"])
      answers.push((await limiter.hit("test", who, rule)).allowed);
    expect(answers).toEqual([true, true, false]);
    expect((await limiter.hitMany("test", ["2001:db8:7::4", "198.51.100.1"], rule)).map((a) => a.allowed)).toEqual([
      false,
      true,
    ]);
  });
});

describe("createLimiter.hitMany in memory", () => {
  it("answers each request in order, a client's first ones allowed and the rest refused", async () => {
    const limiter = createLimiter({ secret: "a-secret-of-at-least-thirty-two-characters" });
    const rule = { max: 2, windowSeconds: 60 };
    const answers = await limiter.hitMany("test", ["a", "b", "a", "a", "b"], rule);
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false, true]);
    expect((await limiter.hit("test", "b", rule)).allowed).toBe(false); // the same counters as hit()
  });
});
