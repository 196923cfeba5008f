/**
 * Compresses dynamic text responses (pages, CSV, large JSON) with brotli when the client takes it, else gzip.
 * Hashed static files are compressed once at build time (scripts/precompress.mjs) and served as is;
 * server-sent events are never compressed, because compression buffers what must arrive at once. The API's JSON
 * whose length is not declared (Hono's `c.json` declares none) is left alone: its answers are a few dozen bytes, and
 * a brotli stream for each (every tracking hit and webhook from a client that accepts br) cost more than it saved.
 * React Router's route manifest (`/__manifest`, some kilobytes a navigation) is JSON outside the API: compressed.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** The best encoding the client accepts (q=0 refuses one), or null. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

function compressor(encoding: Encoding) {
  return encoding === "br"
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.get("madeOnce")) return; // compressed when it was made
    const response = c.res;
    // Headers first: reading `body` turns @hono/node-server's lightweight response into a full one, losing its
    // fast path, so responses left alone here never touch it.
    if (c.req.method === "HEAD" || response.headers.has("Content-Encoding")) return;
    if (response.status === 204 || response.status === 304 || response.status === 206) return;
    const type = response.headers.get("Content-Type") ?? "";
    if (!COMPRESSIBLE.test(type)) return;
    if (/no-transform/i.test(response.headers.get("Cache-Control") ?? "")) return;
    const length = response.headers.get("Content-Length");
    if (length === null ? /json/i.test(type) && c.req.path.startsWith("/api/") : Number(length) < MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !response.body) return;

    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    headers.append("Vary", "Accept-Encoding");
    const input = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    const body = Readable.toWeb(input.pipe(compressor(encoding))) as ReadableStream<Uint8Array>;
    c.res = undefined as unknown as Response; // Hono merges headers into a replaced response unless cleared
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
