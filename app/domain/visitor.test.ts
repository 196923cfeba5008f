import { describe, expect, it } from "vitest";
import { isVisitorId, newVisitorId } from "./visitor";

describe('requirements 3: a visitor id is "made of the word visitor, a timestamp and a random string"', () => {
  it.each([
    [1714567890123, "k3j9x2m1q", "visitor_1714567890123_k3j9x2m1q"],
    [1714567890123, "0F8A2B6C-1D2E-4F3A-9B8C-7D6E5F4A3B2C", "visitor_1714567890123_0f8a2b6c1d2e4f3a9b8c7d6e5f4a3b2c"],
    [1714567890123.9, "abc", "visitor_1714567890123_abc"],
    [1714567890123, "", "visitor_1714567890123_0"],
    [1714567890123, "<script>", "visitor_1714567890123_script"],
  ])("newVisitorId(%d, %o) = %s", (now, random, id) => {
    expect(newVisitorId(now, random)).toBe(id);
    expect(isVisitorId(id)).toBe(true);
  });

  it.each([
    ["visitor_1714567890123_k3j9x2m1q", true],
    ["visitor_1_a", true],
    ["visitor__abc", false],
    ["visitor_1714567890123_", false],
    ["visitor_abc_k3j9", false],
    ["user_1714567890123_k3j9", false],
    ["visitor_1714567890123_K3J9", false],
    ["visitor_1714567890123_k3j9;drop", false],
    [`visitor_1714567890123_${"a".repeat(33)}`, false],
    ["visitor_1714567890123_k3j9\n", false],
    [42, false],
    [null, false],
  ])("isVisitorId(%o) = %s", (value, valid) => {
    expect(isVisitorId(value)).toBe(valid);
  });
});
