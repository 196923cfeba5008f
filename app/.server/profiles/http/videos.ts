import { Hono } from "hono";
import { z } from "zod";
import { enforceLimit, requireApiUser } from "../../platform/http/guards";
import { jsonError } from "../../platform/http/errors";
import type { AppEnv } from "../../platform/http/types";
import { validate } from "../../platform/http/validation";

/** POST /api/videos/check {url}: 200 {video}, or 422/502 with the requirements 5 message. */
export const videos = new Hono<AppEnv>().post(
  "/check",
  validate("json", z.object({ url: z.string().trim().min(1, "Enter a YouTube video URL").max(500) })),
  async (c) => {
    const user = await requireApiUser(c);
    await enforceLimit(c, "video-check", user.id, { max: 30, windowSeconds: 60 });
    const result = await c.get("runtime").profiles.checkVideo(c.req.valid("json").url);
    if (result.ok) return c.json({ video: result.video });
    return jsonError(c, result.reason === "network" ? 502 : 422, result.message, { reason: result.reason });
  },
);
