import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../http/types";
import { keptProfileListener } from "./kept-profile-listener";
import { keptProfileRoute } from "./kept-profile-route";
import { createProfilePageCache } from "./profile-page-cache";

const HTML = `<!doctype html><html><body>${"<p>Kept.</p>".repeat(200)}</body></html>`;
const SECURITY: [string, string][] = [["x-frame-options", "DENY"]];

const pages = createProfilePageCache(
  { onAnyChange: () => () => {} },
  { maxEntries: 10, maxBytes: 10_000_000, maxAgeMs: 60_000 },
);
// Short links the app has already looked up: "jo-plays" is the kept profile, "nobody" is known not to exist.
const handles = new Map<string, string | null>([
  ["jo-plays", "kept"],
  ["nobody", null],
]);
const listener = keptProfileListener(pages, SECURITY, { peek: (handle) => handles.get(handle.toLowerCase()) });
// Stands for the Hono app behind the listener: says who answered.
let server: Server;
let base: string;

beforeAll(async () => {
  await pages.get("kept", async () => new Response(HTML, { headers: { "content-type": "text/html; charset=utf-8" } }));
  server = createServer((req, res) => {
    if (listener(req, res)) return;
    res.writeHead(418, { "x-answered-by": "app" });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const visit = (path: string, init: RequestInit = {}) => fetch(new URL(path, base), init);

describe("the kept profile listener", () => {
  it("answers an anonymous GET of a kept page itself, with its headers and the encoding asked for", async () => {
    const plain = await visit("/profile/kept", { headers: { "accept-encoding": "identity" } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("x-answered-by")).toBeNull();
    expect(plain.headers.get("x-profile-cache")).toBe("stored");
    expect(plain.headers.get("x-frame-options")).toBe("DENY");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(HTML);

    const br = await visit("/profile/kept", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(HTML); // fetch decodes it
  });

  it("answers 304 to a visitor who has the page, and HEAD without a body", async () => {
    const etag = (await visit("/profile/kept")).headers.get("etag")!;
    const again = await visit("/profile/kept", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-answered-by")).toBeNull();
    const head = await visit("/profile/kept", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
  });

  it.each([
    ["a page not kept yet", "/profile/other", {}],
    ["a query string", "/profile/kept?ref=qr", {}],
    ["a trailing slash", "/profile/kept/", {}],
    ["a signed-in viewer", "/profile/kept", { headers: { cookie: "theme=dark; tipped.session_token=abc" } }],
    ["a signed-in viewer over HTTPS", "/profile/kept", { headers: { cookie: "__Secure-tipped.session_token=abc" } }],
    ["a POST", "/profile/kept", { method: "POST", body: "x" }],
    ["another path", "/signup", {}],
    ["a short link not looked up yet", "/@someone", {}],
    ["a short link known not to exist", "/@nobody", {}],
    ["a short link's sub-path", "/@jo-plays/events.ics", {}],
    ["a signed-in viewer of a short link", "/@jo-plays", { headers: { cookie: "tipped.session_token=abc" } }],
  ])("leaves %s to the app", async (_name, path, init: RequestInit) => {
    expect((await visit(path, init)).headers.get("x-answered-by")).toBe("app");
  });

  it("answers a short link (any case) from its profile's kept page (issue 17)", async () => {
    const byId = await visit("/profile/kept");
    for (const path of ["/@jo-plays", "/@Jo-Plays"]) {
      const short = await visit(path);
      expect(short.status).toBe(200);
      expect(short.headers.get("x-answered-by")).toBeNull();
      expect(short.headers.get("etag")).toBe(byId.headers.get("etag"));
      expect(await short.text()).toBe(HTML);
    }
  });

  it("answers exactly as the app's kept-profile route does", async () => {
    const app = new Hono<AppEnv>().get(
      "/profile/:uid",
      keptProfileRoute({ pages, render: () => Promise.reject(new Error("kept already")), securityHeaders: SECURITY }),
    );
    for (const encoding of ["identity", "gzip", "br"]) {
      const headers = { "accept-encoding": encoding };
      const fromApp = await app.request("/profile/kept", { headers });
      const fromListener = await visit("/profile/kept", { headers });
      const named = (response: Response) =>
        [...response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name));
      expect(named(fromListener)).toEqual(named(fromApp));
      // fetch decodes what the listener sent; app.request hands over the encoded bytes.
      const appBody = Buffer.from(await fromApp.arrayBuffer());
      const decoded =
        encoding === "br" ? brotliDecompressSync(appBody) : encoding === "gzip" ? gunzipSync(appBody) : appBody;
      expect(await fromListener.text()).toBe(decoded.toString());
    }
  });
});
