/**
 * What the app answers from memory: the prerendered landing page for visitors without a session (no React, no inline
 * script), and the build's files with their precompressed twins, ETags and 304s.
 */
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { signedUpClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, baseUrl), { headers: { "accept-encoding": "identity", ...headers }, redirect: "manual" });

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1] ?? "",
    text: match[2] ?? "",
  }));

describe("the landing page for visitors without a session", () => {
  it("loads no React and no inline script: one script file, allowed by 'self' alone, so one copy fits every visitor", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).toBe("'self'");
    const html = await response.text();
    expect(html).toContain("Get Tipped. Finally.");
    expect(inlineScripts(html)).toEqual([]);
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-landing-[\w-]+\.js$/)]);
    expect(html).not.toContain("modulepreload");
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
  });

  it("is the same bytes and ETag for every visitor, 304 when they have it, and compressed when asked", async () => {
    const first = await get("/");
    const second = await get("/");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const html = await first.text();
    expect(await second.text()).toBe(html);

    const again = await get("/", { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const br = await fetch(new URL("/", baseUrl), { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(html); // fetch decodes it
  });

  it("unknown paths answer 200 with the prerendered landing page (one copy for all of them)", async () => {
    const first = await get("/no/such/page");
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Get Tipped. Finally.");
    const other = await get("/another-unknown-path?utm_source=qr");
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(first.headers.get("content-security-policy")).not.toContain("nonce-");
  });

  it("paths that are not the landing page are not answered with it", async () => {
    expect((await get("/signup")).headers.get("content-security-policy")).toContain("nonce-");
    expect((await get("/api/nothing-here")).status).toBe(404);
    expect((await get("/dashboard")).status).toBe(302);
    expect(await (await get("/robots.txt")).text()).not.toContain("Get Tipped");
  });

  it("a signed-in visitor still gets a page rendered for them, with a nonce", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("nonce-");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("etag")).toBeNull();
  });
});

describe("build files from memory", () => {
  it("a hashed asset: immutable, ETag, 304, and its br and gzip twins by Accept-Encoding", async () => {
    const html = await (await get("/signup")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const plain = await get(asset!);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const source = Buffer.from(await plain.arrayBuffer());

    const raw = (encoding: string) =>
      new Promise<{ encoding: unknown; vary: unknown; body: Buffer }>((resolve, reject) => {
        const outgoing = request(new URL(asset!, baseUrl), { headers: { "accept-encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              encoding: response.headers["content-encoding"],
              vary: response.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        });
        outgoing.on("error", reject);
        outgoing.end();
      });
    const br = await raw("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).equals(source)).toBe(true);
    const gz = await raw("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).equals(source)).toBe(true);
    const refused = await raw("br;q=0, gzip;q=0");
    expect(refused.encoding).toBeUndefined();
    expect(refused.body.equals(source)).toBe(true);

    const again = await get(asset!, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it.each([
    ["/robots.txt", "text/plain; charset=utf-8", "public, max-age=3600"],
    ["/favicon.ico", "image/x-icon", "public, max-age=3600"],
    ["/favicon.svg", "image/svg+xml; charset=utf-8", "public, max-age=3600"],
    ["/manifest.webmanifest", "application/manifest+json", "public, max-age=3600"],
    ["/sw.js", "text/javascript; charset=utf-8", "no-cache"],
  ])("%s: %s, %s, with an ETag and a 304", async (path, type, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expect(response.headers.get("content-security-policy")).not.toContain("nonce-");
    const etag = response.headers.get("etag")!;
    expect((await get(path, { "if-none-match": etag })).status).toBe(304);
    expect((await get(path, { "if-none-match": '"something-else"' })).status).toBe(200);
    const lastModified = response.headers.get("last-modified")!;
    expect((await get(path, { "if-modified-since": lastModified })).status).toBe(304);
    const head = await fetch(new URL(path, baseUrl), { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(response.headers.get("content-length"));
  });

  it("the offline page the service worker keeps holds every language, English shown, and one script file", async () => {
    const response = await get("/offline.html", { "accept-language": "ar", cookie: "lang=es" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(/script-src ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]).toBe("'self'");
    const html = await response.text();
    // One copy for every visitor, whatever their cookie or languages: the script picks the words in the browser.
    expect(await (await get("/offline.html")).text()).toBe(html);
    expect(inlineScripts(html)).toEqual([]);
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-offline-[\w-]+\.js$/)]);
    expect((await get(scripts[0]!)).status).toBe(200);
    const sections = [
      ...html.matchAll(/<main\s+lang="([^"]+)"\s+dir="(\w+)"[^>]*?(\shidden)?\s*>\s*<h1>([^<]+)<\/h1>/g),
    ].map(([, lang, dir, hidden, title]) => ({ lang, dir, shown: !hidden, title }));
    expect(sections).toEqual([
      { lang: "en", dir: "ltr", shown: true, title: "You are offline" },
      { lang: "es", dir: "ltr", shown: false, title: "Estás sin conexión" },
      { lang: "fr", dir: "ltr", shown: false, title: "Vous êtes hors ligne" },
      { lang: "de", dir: "ltr", shown: false, title: "Du bist offline" },
      { lang: "pt-BR", dir: "ltr", shown: false, title: "Você está sem conexão" },
      { lang: "it", dir: "ltr", shown: false, title: "Sei offline" },
      { lang: "ar", dir: "rtl", shown: false, title: "أنت غير متصل" },
    ]);
  });

  it("files, the landing page and their 304s carry the security headers the middleware gives an API answer", async () => {
    // Made once with each file and sent as they are: the same as those made per request for JSON.
    const security = (response: Response) =>
      [...response.headers].filter(([name]) =>
        /^(content-security-policy|referrer-policy|permissions-policy|strict-transport-security|cross-origin-|origin-agent-cluster|x-)/.test(
          name,
        ),
      );
    const api = await get("/api/live");
    expect(api.status).toBe(200);
    expect(security(api).map(([name]) => name)).toEqual(
      expect.arrayContaining(["content-security-policy", "x-frame-options", "x-content-type-options"]),
    );
    const robots = await get("/robots.txt");
    const landing = await get("/");
    const unknown = await get("/no/such/page");
    const notModified = await get("/robots.txt", { "if-none-match": robots.headers.get("etag")! });
    expect(notModified.status).toBe(304);
    for (const response of [robots, landing, unknown, notModified]) expect(security(response)).toEqual(security(api));
  });

  it("a missing asset is not a file (the app answers it as before)", async () => {
    const response = await get("/assets/no-such-file-abc123.js");
    expect(response.headers.get("cache-control")).not.toBe("public, max-age=31536000, immutable");
  });
});
