import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { storedFiles } from "../../platform/db/schema";
import { MEDIA_CACHE_CONTROL } from "../uploads";
import type { AppEnv } from "../../platform/http/types";

/**
 * /media/*: resized photos. Each URL names one version of one file, so it is cached for good. Only the WebP copies
 * the pipeline wrote exist there; originals are never kept. The store not answering is a 503 (platform/http/outage.ts).
 */
export const media = new Hono<AppEnv>().get("/*", async (c) => {
  const relative = c.req.path.slice("/media/".length);
  const { db, media: stored } = c.get("runtime");
  // Only files with their metadata row are served: a deleted account's or replaced photo's files stop being
  // served at its commit, even while the store still holds them (after an S3 outage or a lost race).
  const listed =
    relative.endsWith(".webp") &&
    (await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.fullPath, relative)).limit(1))
      .length > 0;
  const body = listed ? await stored.storage.get(relative) : null;
  if (!body)
    return c.body("Not found", 404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  return c.body(new Uint8Array(body), 200, {
    "Content-Type": "image/webp",
    "Cache-Control": MEDIA_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
});
