import { parse } from "hono/utils/cookie";
import { data, redirect } from "react-router";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../platform/db/errors";
import type { Runtime } from "../runtime";

export type SessionUser = { id: string; email: string; name: string };

// The root loader and the page's loader run side by side and both ask: concurrent asks with the same session
// cookie share one look-up (nothing is kept after it).
const inFlight = new Map<string, Promise<SessionUser | null>>();

// better-auth's session cookie (auth.ts cookiePrefix "tipped"), with the __Secure- prefix over HTTPS.
const SESSION_COOKIES = ["tipped.session_token", "__Secure-tipped.session_token"];

/** Whether a Cookie header carries a sign-in session at all (valid or not). */
export function hasSessionCookie(cookie: string | null | undefined): cookie is string {
  return sessionKey(cookie) !== null;
}

/** The session cookies of a Cookie header, the only part of it a session look-up depends on; null without one. */
function sessionKey(cookie: string | null | undefined): string | null {
  if (typeof cookie !== "string") return null;
  let key: string | null = null;
  for (const name of SESSION_COOKIES) {
    // parse() with a name returns at once when the header does not mention it, the common anonymous case.
    const value = parse(cookie, name)[name];
    if (value !== undefined) key = `${key ?? ""}${name}=${value};`;
  }
  return key;
}

/** The signed-in user of a request, or null. */
export function getSessionUser(runtime: Runtime, request: Request): Promise<SessionUser | null> {
  return getSessionUserOf(runtime, request.headers);
}

/** The signed-in user of a request's headers, or null. */
function getSessionUserOf(runtime: Runtime, headers: Headers): Promise<SessionUser | null> {
  const key = sessionKey(headers.get("cookie"));
  if (key === null) return Promise.resolve(null); // no session cookie: nobody to look up
  let found = inFlight.get(key);
  if (!found) {
    found = lookUp(runtime, headers).finally(() => inFlight.delete(key));
    inFlight.set(key, found);
  }
  return found;
}

async function lookUp(runtime: Runtime, headers: Headers): Promise<SessionUser | null> {
  let result: Awaited<ReturnType<typeof runtime.auth.api.getSession>>;
  try {
    result = await runtime.auth.api.getSession({ headers });
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
