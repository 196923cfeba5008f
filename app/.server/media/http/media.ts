import { Hono } from "hono";
import { MEDIA_CACHE_CONTROL } from "../uploads";
import type { AppEnv } from "../../platform/http/types";

/**
 * /media/*: resized photos. Each URL names one version of one file, so it is cached for good. Only the WebP copies
 * the pipeline wrote exist there; originals are never kept.
 */
export const media = new Hono<AppEnv>().get("/*", async (c) => {
  const relative = c.req.path.slice("/media/".length);
  const body = relative.endsWith(".webp") ? await c.var.runtime.media.storage.get(relative) : null;
  if (!body)
    return c.body("Not found", 404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  return c.body(new Uint8Array(body), 200, {
    "Content-Type": "image/webp",
    "Cache-Control": MEDIA_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
});
