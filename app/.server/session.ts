import { parse } from "hono/utils/cookie";
import { data, redirect } from "react-router";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db/client";
import type { Runtime } from "./runtime";

export type SessionUser = { id: string; email: string; name: string };

// The root loader and the page's loader run side by side and both ask: concurrent asks with the same cookies
// share one look-up. Nothing is kept once it answers, so a revoked session is never served from memory.
const inFlight = new Map<string, Promise<SessionUser | null>>();

// better-auth's session cookie (auth.ts cookiePrefix "tipped"), with the __Secure- prefix over HTTPS.
const SESSION_COOKIES = ["tipped.session_token", "__Secure-tipped.session_token"];

/** Whether a Cookie header carries a sign-in session at all (valid or not). */
export function hasSessionCookie(cookie: string | null | undefined): cookie is string {
  // parse() with a name returns at once when the header does not mention it, the common anonymous case.
  return typeof cookie === "string" && SESSION_COOKIES.some((name) => parse(cookie, name)[name] !== undefined);
}

/** The signed-in user of a request, or null. */
export function getSessionUser(runtime: Runtime, request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("cookie");
  if (!hasSessionCookie(cookie)) return Promise.resolve(null); // no session cookie: nobody to look up
  let found = inFlight.get(cookie);
  if (!found) {
    found = lookUp(runtime, request).finally(() => inFlight.delete(cookie));
    inFlight.set(cookie, found);
  }
  return found;
}

async function lookUp(runtime: Runtime, request: Request): Promise<SessionUser | null> {
  let result: Awaited<ReturnType<typeof runtime.auth.api.getSession>>;
  try {
    result = await runtime.auth.api.getSession({ headers: request.headers });
  } catch (error) {
    // Without the database nobody can be recognised: say so with 503 rather than treating the visitor as signed out.
    if (isDatabaseUnavailable(error))
      throw data(DATABASE_UNAVAILABLE_MESSAGE, { status: 503, headers: { "Retry-After": "5" } });
    throw error;
  }
  if (!result) return null;
  return { id: result.user.id, email: result.user.email, name: result.user.name };
}

/** Guard for pages that need a signed-in user: everyone else goes to /signup. */
export async function requireUser(runtime: Runtime, request: Request): Promise<SessionUser> {
  const found = await getSessionUser(runtime, request);
  if (!found) throw redirect("/signup");
  return found;
}
