/**
 * How a kept profile page is answered, the same whether the Node listener (kept-profile-listener.ts) or the Hono
 * route (kept-profile-route.ts) answers: 304 when the visitor has it, else the smallest encoding the visitor takes.
 * Header sets are built once per page and encoding, and each distinct Accept-Encoding is parsed once, so a repeat
 * visit allocates almost nothing.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import { chooseEncoding } from "../http/compression";
import { notModified } from "../http/conditional";
import type { CachedPage } from "./profile-page-cache";

export type KeptRequest = { method: string; ifNoneMatch: string | undefined; acceptEncoding: string | undefined };
export type KeptAnswer = { status: number; headers: Record<string, string>; body: Buffer | null };
/** Lower-case names, each once: the security headers every kept page carries. */
export type HeaderList = [string, string][];

type Variant = "br" | "gzip" | "identity";

const keptHeaders = new WeakMap<CachedPage, Record<Variant | "notModified", Record<string, string>>>();
const encodings = new Map<string, Variant>();

export function keptAnswer(page: CachedPage, securityHeaders: HeaderList, request: KeptRequest): KeptAnswer {
  const variants = headerVariants(page, securityHeaders);
  if (page.status === 200 && notModified(request.ifNoneMatch, page.etag)) {
    return { status: 304, headers: variants.notModified, body: null };
  }
  const encoding = encodingFor(request.acceptEncoding);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  return { status: page.status, headers: variants[encoding], body: request.method === "HEAD" ? null : body };
}

/** The kept answer as a Response, from a Hono handler. */
export function keptResponse(page: CachedPage, securityHeaders: HeaderList, c: Context): Response {
  const answer = keptAnswer(page, securityHeaders, {
    method: c.req.method,
    ifNoneMatch: c.req.header("if-none-match"),
    acceptEncoding: c.req.header("accept-encoding"),
  });
  // Plain header objects and a Uint8Array body keep @hono/node-server on its fast path (no web streams).
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, {
    status: answer.status,
    headers: answer.headers,
  });
}

/** The kept answer written straight to Node's response, from a listener in front of the app. */
export function writeKeptAnswer(
  page: CachedPage,
  securityHeaders: HeaderList,
  req: IncomingMessage & { method: string },
  res: ServerResponse,
): true {
  const answer = keptAnswer(page, securityHeaders, {
    method: req.method,
    ifNoneMatch: req.headers["if-none-match"],
    acceptEncoding: req.headers["accept-encoding"],
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
  return true;
}

function headerVariants(page: CachedPage, securityHeaders: HeaderList) {
  let variants = keptHeaders.get(page);
  if (!variants) {
    const base: Record<string, string> = Object.fromEntries([...page.headers, ...securityHeaders]);
    base["etag"] = page.etag;
    base["cache-control"] = "public, no-cache";
    base["vary"] = "Accept-Encoding, Cookie";
    base["x-profile-cache"] = "stored";
    const sized = (body: Buffer, encoding?: string) => ({
      ...base,
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": String(body.length),
    });
    variants = {
      br: sized(page.br, "br"),
      gzip: sized(page.gzip, "gzip"),
      identity: sized(page.html),
      notModified: base,
    };
    keptHeaders.set(page, variants);
  }
  return variants;
}

// Browsers send a handful of distinct values; the bound only guards against a client inventing new ones.
function encodingFor(acceptEncoding: string | undefined): Variant {
  const key = acceptEncoding ?? "";
  let found = encodings.get(key);
  if (!found) {
    found = chooseEncoding(acceptEncoding) ?? "identity";
    if (encodings.size > 200) encodings.clear();
    encodings.set(key, found);
  }
  return found;
}
