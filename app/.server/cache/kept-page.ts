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
/**
 * Who may keep the answer: "shared" (the default) is the same page for everyone, marked `x-profile-cache: stored`;
 * "private" is one signed-in user's page (the kept dashboard), never stored by a shared cache or on the device.
 */
export type KeptAudience = "shared" | "private";

type HeaderSets = Record<Variant | "notModified", Record<string, string>>;
const keptHeaders: Record<KeptAudience, WeakMap<CachedPage, HeaderSets>> = {
  shared: new WeakMap(),
  private: new WeakMap(),
};
const encodings = new Map<string, Variant>();

export function keptAnswer(
  page: CachedPage,
  securityHeaders: HeaderList,
  request: KeptRequest,
  audience: KeptAudience = "shared",
): KeptAnswer {
  const variants = headerVariants(page, securityHeaders, audience);
  if (audience === "shared" && page.status === 200 && notModified(request.ifNoneMatch, page.etag)) {
    return { status: 304, headers: variants.notModified, body: null };
  }
  const encoding = encodingFor(request.acceptEncoding);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  return { status: page.status, headers: variants[encoding], body: request.method === "HEAD" ? null : body };
}

/** The kept answer as a Response, from a Hono handler. */
export function keptResponse(
  page: CachedPage,
  securityHeaders: HeaderList,
  c: Context,
  audience: KeptAudience = "shared",
): Response {
  const answer = keptAnswer(
    page,
    securityHeaders,
    {
      method: c.req.method,
      ifNoneMatch: c.req.header("if-none-match"),
      acceptEncoding: c.req.header("accept-encoding"),
    },
    audience,
  );
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

function headerVariants(page: CachedPage, securityHeaders: HeaderList, audience: KeptAudience) {
  let variants = keptHeaders[audience].get(page);
  if (!variants) {
    const base: Record<string, string> = Object.fromEntries([...page.headers, ...securityHeaders]);
    base["vary"] = "Accept-Encoding, Cookie";
    if (audience === "shared") {
      base["etag"] = page.etag;
      base["cache-control"] = "public, no-cache";
      base["x-profile-cache"] = "stored";
    } else {
      // Like every signed-in page (issue 15): not stored anywhere, so there is nothing to revalidate either.
      base["cache-control"] = "private, no-store";
    }
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
    keptHeaders[audience].set(page, variants);
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
