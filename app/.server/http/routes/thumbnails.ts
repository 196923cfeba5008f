import { Hono } from "hono";
import { PLACEHOLDER_SVG } from "../../video-thumbnails";
import type { AppEnv } from "../types";

/** /thumbnails/youtube/{id}.webp: YouTube thumbnails through Tipped (app/.server/video-thumbnails.ts). */
export const thumbnails = new Hono<AppEnv>().get("/youtube/:file", async (c) => {
  const file = c.req.param("file");
  const thumbnail = file.endsWith(".webp") ? await c.var.runtime.videoThumbnail(file.slice(0, -".webp".length)) : null;
  if (!thumbnail) return c.notFound();
  if (thumbnail.kind === "placeholder") {
    return c.body(PLACEHOLDER_SVG, 200, { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=300" });
  }
  return c.body(new Uint8Array(thumbnail.body), 200, {
    "Content-Type": "image/webp",
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
  });
});
