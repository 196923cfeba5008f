import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { LimitRule } from "../rate-limit";
import type { SessionUser } from "../../accounts/session";
import type { AppEnv } from "./types";

/** The signed-in user of an API request; 401 otherwise. */
export async function requireApiUser(c: Context<AppEnv>): Promise<SessionUser> {
  const session = await c.get("runtime").auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new HTTPException(401, { message: "Sign in first" });
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** Refuses a flood from one client (or user) with 429 and Retry-After. */
export async function enforceLimit(c: Context<AppEnv>, bucket: string, who: string, rule: LimitRule): Promise<void> {
  const result = await c.get("runtime").limiter.hit(bucket, who, rule);
  if (!result.allowed) {
    c.header("Retry-After", String(result.retryAfterSeconds));
    throw new HTTPException(429, { message: "Too many requests. Please wait a moment and try again." });
  }
}
