import { Hono } from "hono";
import { z } from "zod";
import { changeLikeCount } from "../../profiles/likes";
import { jsonError } from "../errors";
import { enforceLimit } from "../guards";
import type { AppEnv } from "../types";
import { validate } from "../validation";

/** POST /api/profiles/:uid/like {liked}: a visitor's heart (remembered in their browser); answers the new count. */
export const likes = new Hono<AppEnv>().post(
  "/:uid/like",
  validate("json", z.object({ liked: z.boolean({ error: "liked must be true or false" }) })),
  async (c) => {
    await enforceLimit(c, "like", c.var.clientIp, { max: 30, windowSeconds: 60 });
    const { db, profileChanges } = c.var.runtime;
    const likeCount = await changeLikeCount(db, profileChanges, c.req.param("uid"), c.req.valid("json").liked ? 1 : -1);
    if (likeCount === undefined) return jsonError(c, 404, "Profile not found");
    return c.json({ likeCount });
  },
);
