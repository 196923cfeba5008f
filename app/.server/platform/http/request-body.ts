/**
 * Request bodies: a declared length read from the headers alone (the API's limit and the pages'), and page actions'
 * bodies, read before React Router parses them (a 125 KB form of 32,000 repeated fields
 * froze the event loop for 8 s, because form parsing grows with the square of repeated names; a 100 MB body was
 * read whole). A page form is small and has few fields: anything larger is refused with 413 before any parsing.
 * Photos do not come this way (they go to /uploads).
 */
import type { Context } from "hono";
import type { AppEnv } from "./types";

export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;
const PAGE_FIELD_LIMIT = 400;

export const BODY_TOO_LARGE = `This form is larger than ${PAGE_BODY_LIMIT_BYTES / 1024} KB and was not read.`;
export const TOO_MANY_FIELDS = `This form has more than ${PAGE_FIELD_LIMIT} fields and was not read.`;

/**
 * A body's declared length (Content-Length, not chunked), read from the headers alone: touching `request.body`
 * makes @hono/node-server build a web Request and stream for it, where `text()` and `arrayBuffer()` read the socket
 * directly (docs/decisions/0021). Undefined when the body's length is not declared.
 */
export function declaredLength(c: Context): number | undefined {
  const declared = c.req.header("content-length");
  return declared !== undefined && c.req.header("transfer-encoding") === undefined ? Number(declared) : undefined;
}

type PageBody = { ok: true; body: ArrayBuffer | undefined } | { ok: false; response: Response };

/** The body of a page request, at most PAGE_BODY_LIMIT_BYTES and PAGE_FIELD_LIMIT fields, or a 413 answer. */
export async function readPageBody(c: Context<AppEnv>): Promise<PageBody> {
  const refuse = (message: string): PageBody => {
    // The rest of the body is not read: the connection closes after this answer.
    return { ok: false, response: c.text(message, 413, { "Cache-Control": "no-store", Connection: "close" }) };
  };
  const declared = declaredLength(c);
  if (declared !== undefined) {
    if (declared > PAGE_BODY_LIMIT_BYTES) return refuse(BODY_TOO_LARGE);
    // Within the limit, and Node's parser stops at the declared length: read at once, from the socket.
    return withinFieldLimit(new Uint8Array(await c.req.arrayBuffer()), c, refuse);
  }
  const raw = c.req.raw;
  if (!raw.body) return { ok: true, body: undefined };

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = raw.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PAGE_BODY_LIMIT_BYTES) {
      await reader.cancel();
      return refuse(BODY_TOO_LARGE);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return withinFieldLimit(body, c, refuse);
}

function withinFieldLimit(body: Uint8Array, c: Context<AppEnv>, refuse: (message: string) => PageBody): PageBody {
  if (countFields(body, c.req.header("content-type") ?? "") > PAGE_FIELD_LIMIT) return refuse(TOO_MANY_FIELDS);
  return { ok: true, body: body.buffer as ArrayBuffer };
}

/** Fields in a urlencoded body ("&"-separated) or a multipart one (one boundary line per part). */
function countFields(body: Uint8Array, contentType: string): number {
  if (body.byteLength === 0) return 0;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    return Math.max(0, occurrences(body, new TextEncoder().encode(`--${boundary}`)) - 1);
  }
  let fields = 1;
  for (const byte of body) if (byte === 0x26 /* & */) fields += 1;
  return fields;
}

function occurrences(haystack: Uint8Array, needle: Uint8Array): number {
  let found = 0;
  outer: for (let index = 0; index <= haystack.length - needle.length; index++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[index + offset] !== needle[offset]) continue outer;
    }
    found += 1;
    index += needle.length - 1;
  }
  return found;
}
