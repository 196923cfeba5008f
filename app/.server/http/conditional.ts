import type { MiddlewareHandler } from "hono";

/** True when an If-None-Match header names `etag` (weak or strong, or "*"). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

/** 304 for a static file the client already has (Last-Modified against If-Modified-Since). */
export function staticRevalidation(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const since = c.req.header("if-modified-since");
    const lastModified = c.res.headers.get("Last-Modified");
    if (!since || !lastModified || c.res.status !== 200) return;
    if (Date.parse(lastModified) > Date.parse(since)) return;
    const headers = new Headers(c.res.headers);
    for (const name of ["Content-Length", "Content-Encoding", "Content-Range", "Accept-Ranges"]) headers.delete(name);
    await c.res.body?.cancel();
    c.res = undefined as unknown as Response;
    c.res = new Response(null, { status: 304, headers });
  };
}
