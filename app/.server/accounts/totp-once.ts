import { APIError, getSessionFromCtx } from "better-auth/api";
import type { Limiter } from "../platform/rate-limit";

/** better-auth's two-factor plugin: the signed cookie of a sign-in waiting for its code. */
const TWO_FACTOR_COOKIE = "two_factor";
/** A code is accepted in its 30-second step and the steps either side: 90 s, kept a little longer. */
const CODE_LIFETIME_SECONDS = 120;

type Context = Parameters<typeof getSessionFromCtx>[0];

/** The user a TOTP code is for: the session's (settings), or the pending sign-in's (its two-factor cookie). */
async function codeOwner(ctx: Context): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const pending = await ctx.getSignedCookie(cookie, ctx.context.secret);
  if (!pending) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value ?? null;
}

/**
 * A TOTP code works once (better-auth accepts it as often as asked within its window). Counted before
 * better-auth checks it, in one atomic step of the limiter (a counter of 1 per user and code), so two requests at
 * once cannot both use it; a refused reuse leaves the pending sign-in as it was.
 */
export async function refuseReusedCode(ctx: Context, limiter: Limiter): Promise<void> {
  const body: unknown = ctx.body;
  const code = body && typeof body === "object" && "code" in body ? body.code : undefined;
  if (typeof code !== "string") return;
  const owner = await codeOwner(ctx);
  if (!owner) return; // better-auth refuses it itself
  const first = await limiter.hit("totp-used", `${owner}:${code.trim()}`, {
    max: 1,
    windowSeconds: CODE_LIFETIME_SECONDS,
  });
  if (!first.allowed) throw new APIError("UNAUTHORIZED", { message: "Invalid code", code: "INVALID_CODE" });
}
