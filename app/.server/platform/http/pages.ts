import type { Handler } from "hono";
import { RouterContextProvider } from "react-router";
import type { Runtime } from "../../runtime";
import { asPublicRequest } from "./origin";
import { readPageBody } from "./request-body";
import type { AppEnv } from "./types";

/** React Router's document handler (createRequestHandler). */
export type HandleDocument = (request: Request, context: RouterContextProvider) => Promise<Response>;

/** Every page React Router answers: a page action's small body is read once, before any parsing (request-body.ts). */
export function reactRouterPages(handleDocument: HandleDocument, runtime: Runtime): Handler<AppEnv> {
  return async (c) => {
    const read =
      c.req.method === "GET" || c.req.method === "HEAD"
        ? { ok: true as const, body: undefined }
        : await readPageBody(c);
    if (!read.ok) return read.response;
    // Kept on the request, so a middleware that wraps the page can reuse what its loaders read once per request.
    const context = Object.assign(new RouterContextProvider(), {
      nonce: c.get("secureHeadersNonce") ?? "",
      clientIp: c.get("clientIp"),
      runtime,
    });
    c.set("loadContext", context);
    const response = await handleDocument(asPublicRequest(c, runtime.settings, read.body), context);
    // A loader or action met an outage (entry.server.tsx handleError), or answered 503 itself (a thrown response's
    // headers do not reach the document): a 503 to come back to, with Retry-After.
    if (
      (response.status === 500 && context.outage) ||
      (response.status === 503 && !response.headers.has("Retry-After"))
    ) {
      const headers = new Headers(response.headers);
      headers.set("Retry-After", "5");
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, { status: 503, headers });
    }
    return response;
  };
}
