import { Hono } from "hono";
import { z } from "zod";
import { enforceLimit, requireApiUser } from "../../platform/http/guards";
import { validate } from "../../platform/http/validation";
import type { AppEnv } from "../../platform/http/types";

/**
 * GET /api/address-search?q=…: the wizard's address suggestions, at most 5; on any failure an empty list marked
 * `unavailable: true`.
 */
export const addressSearch = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ q: z.string().trim().min(3, "Type at least 3 characters").max(200) })),
  async (c) => {
    const user = await requireApiUser(c);
    await enforceLimit(c, "address-search", user.id, { max: 60, windowSeconds: 60 });
    return c.json(await c.get("runtime").profiles.searchAddress(c.req.valid("query").q));
  },
);
