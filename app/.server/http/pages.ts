import type { Handler } from "hono";
import { KEPT_UNTIL_HEADER } from "../cache/profile-page-cache";
import type { HandleDocument } from "../cache/kept-routes";
import type { Runtime } from "../runtime";
import { asPublicRequest } from "./origin";
import { readPageBody } from "./page-body";
import type { AppEnv } from "./types";

/** Every page React Router answers: a page action's small body is read once, before any parsing (page-body.ts). */
export function reactRouterPages(handleDocument: HandleDocument, runtime: Runtime): Handler<AppEnv> {
  return async (c) => {
    const read =
      c.req.method === "GET" || c.req.method === "HEAD"
        ? { ok: true as const, body: undefined }
        : await readPageBody(c);
    if (!read.ok) return read.response;
    const response = await handleDocument(asPublicRequest(c, runtime.settings, read.body), {
      nonce: c.get("secureHeadersNonce") ?? "",
      clientIp: c.var.clientIp,
      runtime,
    });
    // For the page caches only (profile-page-cache.ts): a page answered here is not kept, and the header not sent.
    // (Asked first: a resource route's own Response may have headers that cannot change.)
    if (response.headers.has(KEPT_UNTIL_HEADER)) response.headers.delete(KEPT_UNTIL_HEADER);
    return response;
  };
}
