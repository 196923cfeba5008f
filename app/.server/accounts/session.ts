import { parse } from "hono/utils/cookie";
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../platform/db/errors";
import type { Runtime } from "../runtime";

export type SessionUser = { id: string; email: string; name: string };

// better-auth's session cookie (auth.ts cookiePrefix "tipped"), with the __Secure- prefix over HTTPS.
const SESSION_COOKIES = ["tipped.session_token", "__Secure-tipped.session_token"];

/** Whether a Cookie header carries a sign-in session at all (valid or not). */
export function hasSessionCookie(cookie: string | null | undefined): cookie is string {
  if (typeof cookie !== "string") return false;
  // parse() with a name returns at once when the header does not mention it, the common anonymous case.
  return SESSION_COOKIES.some((name) => parse(cookie, name)[name] !== undefined);
}

/** The signed-in user of a request, or null: one look-up of the session (a page reads it from its context). */
export function getSessionUser(runtime: Runtime, request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return Promise.resolve(null); // nobody to look up
  return lookUp(runtime, request.headers);
}

/** The request's signed-in user, set once by the root route's middleware for every loader and action after it. */
const sessionUserContext = createContext<SessionUser | null>();

/** The root route's middleware: reads the session once per request, for the root loader and the page's together. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(sessionUserContext, await getSessionUser(context.runtime, request));
};

/** The signed-in user of the request whose context this is, or null. */
export function signedInUser(context: Readonly<RouterContextProvider>): SessionUser | null {
  return context.get(sessionUserContext);
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
export function requireUser(context: Readonly<RouterContextProvider>): SessionUser {
  const found = signedInUser(context);
  if (!found) throw redirect("/signup");
  return found;
}
