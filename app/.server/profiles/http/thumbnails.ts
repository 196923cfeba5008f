import { Hono } from "hono";
import { PLACEHOLDER_SVG } from "../video-thumbnails";
import { enforceLimit } from "../../platform/http/guards";
import type { AppEnv } from "../../platform/http/types";

/** Fetches from YouTube a client may cause per minute: a page shows at most 20 videos, kept once fetched. */
const FETCH_LIMIT = { max: 60, windowSeconds: 60 };

/**
 * /thumbnails/youtube/{id}.webp: YouTube thumbnails through Tipped (app/.server/profiles/video-thumbnails.ts). Kept ones
 * are free; asking YouTube counts against the client's limit (random ids made the server fetch without end).
 */
export const thumbnails = new Hono<AppEnv>().get("/youtube/:file", async (c) => {
  const file = c.req.param("file");
  const limitFetches = () => enforceLimit(c, "thumbnail", c.get("clientIp"), FETCH_LIMIT);
  const thumbnail = file.endsWith(".webp")
    ? await c.get("runtime").profiles.videoThumbnail(file.slice(0, -".webp".length), limitFetches)
    : null;
  if (!thumbnail) return c.notFound();
  if (thumbnail.kind === "placeholder") {
    return c.body(PLACEHOLDER_SVG, 200, { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=300" });
  }
  return c.body(new Uint8Array(thumbnail.body), 200, {
    "Content-Type": "image/webp",
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
  });
});
