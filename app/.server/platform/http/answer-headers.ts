import type { Context } from "hono";

/**
 * Sets a header on the answer a handler has already given, in place. Hono's `c.header` at that point copies the
 * answer first (a new Response around the old one's body), and reading that body turns @hono/node-server's
 * lightweight response into a full one with a stream: on the tracking hit, the copy and the stream it made cost about
 * a tenth of the server's CPU (docs/decisions/0026-answer-headers.md). Headers that cannot change (a fetched or
 * redirect Response's) are set Hono's way.
 */
export function setAnswerHeader(c: Context, name: string, value: string, options: { append?: boolean } = {}) {
  try {
    if (options.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
