import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./compression";
import { notModified } from "./conditional";

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", null],
    ["*", "br"],
    ["identity", null],
    ["GZIP", "gzip"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("notModified", () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ["*", true],
    ['"abd"', false],
  ])('If-None-Match %j against "abc" → %s', (header, expected) => {
    expect(notModified(header, '"abc"')).toBe(expected);
  });
});
