import { Hono } from "hono";
import { z } from "zod";
import { awaitsEmailConfirmation } from "../../accounts/page-visibility";
import { changeLike } from "../likes";
import { jsonError } from "../../platform/http/errors";
import { enforceLimit } from "../../platform/http/guards";
import type { AppEnv } from "../../platform/http/types";
import { validate } from "../../platform/http/validation";

const NOT_YOUR_LIKE_MESSAGE = "Only the browser that gave this heart can take it back";

/**
 * POST /api/profiles/:uid/like: `{liked: true}` gives a heart and answers the new count and the like's id (the
 * visitor's browser keeps it); `{liked: false, likeId}` takes that heart back. Without the id of one of this
 * profile's likes nothing changes (403): a visitor can only undo their own like.
 */
export const likes = new Hono<AppEnv>().post(
  "/:uid/like",
  validate(
    "json",
    z.object({
      liked: z.boolean({ error: "liked must be true or false" }),
      likeId: z.string({ error: "likeId must be text" }).max(100, "likeId is too long").optional(),
    }),
  ),
  async (c) => {
    await enforceLimit(c, "like", c.get("clientIp"), { max: 30, windowSeconds: 60 });
    const { db, profiles } = c.get("runtime");
    const body = c.req.valid("json");
    // A page hidden until its owner confirms the email is not there to like.
    if (await awaitsEmailConfirmation(c.get("runtime"), c.req.param("uid")))
      return jsonError(c, 404, "Profile not found");
    const outcome = await changeLike(
      db,
      profiles.changes,
      c.req.param("uid"),
      body.liked ? { liked: true } : { liked: false, likeId: body.likeId },
    );
    switch (outcome.status) {
      case "not_found":
        return jsonError(c, 404, "Profile not found");
      case "not_yours":
        return jsonError(c, 403, NOT_YOUR_LIKE_MESSAGE);
      case "liked":
        return c.json({ likeCount: outcome.likeCount, likeId: outcome.likeId });
      case "unliked":
        return c.json({ likeCount: outcome.likeCount });
    }
  },
);
