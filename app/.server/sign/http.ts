/** The sign screen's API: how many tips and likes the owner has had, so the open sign can thank each new one. */
import { and, count, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { getSessionUser } from "../accounts/session";
import type { Db } from "../platform/db/client";
import { profiles, tips } from "../platform/db/schema";
import { jsonError } from "../platform/http/errors";
import type { AppEnv } from "../platform/http/types";

/** A tip that was ever paid stays counted (a later refund or dispute does not make the next tip look old). */
const PAID = ["succeeded", "refunded", "disputed"];

async function thanksCounts(db: Db, uid: string): Promise<{ tips: number; likes: number }> {
  const [[paid], [profile]] = await Promise.all([
    db
      .select({ n: count() })
      .from(tips)
      .where(and(eq(tips.profileUid, uid), inArray(tips.status, PAID))),
    db.select({ likes: profiles.likeCount }).from(profiles).where(eq(profiles.ownerUid, uid)),
  ]);
  return { tips: paid?.n ?? 0, likes: profile?.likes ?? 0 };
}

export const signApi = new Hono<AppEnv>().get("/sign/counts", async (c) => {
  const owner = await getSessionUser(c.get("runtime"), c.req.raw);
  if (!owner) return jsonError(c, 401, "Sign in first");
  return c.json(await thanksCounts(c.get("runtime").db, owner.id));
});
