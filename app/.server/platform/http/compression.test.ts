import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compression } from "./compression";
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

describe("compression", () => {
  const app = new Hono().use(compression());
  // JSON as React Router and Hono's `c.json` answer it: no length declared.
  const json = (body: string) => new Response(body, { headers: { "content-type": "application/json" } });
  const big = JSON.stringify({ routes: Array.from({ length: 80 }, (_, i) => `/route-${i}`) });
  app.get("/api/hit", () => json(big));
  app.get("/__manifest", () => json(big));
  const get = (path: string) => app.request(path, { headers: { "accept-encoding": "gzip, br" } });

  it("leaves the API's JSON as it is: its answers are a few dozen bytes", async () => {
    const response = await get("/api/hit");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(big);
  });

  it("compresses JSON outside the API (React Router's route manifest)", async () => {
    const response = await get("/__manifest");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const { brotliDecompressSync } = await import("node:zlib");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(big);
  });
});
