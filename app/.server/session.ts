import { redirect } from "react-router";
import type { Runtime } from "./runtime";

export type SessionUser = { id: string; email: string; name: string };

/** The signed-in user of a request, or null. */
export async function getSessionUser(runtime: Runtime, request: Request): Promise<SessionUser | null> {
  const result = await runtime.auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  return { id: result.user.id, email: result.user.email, name: result.user.name };
}

/** Guard for pages that need a signed-in user: everyone else goes to /signup. */
export async function requireUser(runtime: Runtime, request: Request): Promise<SessionUser> {
  const found = await getSessionUser(runtime, request);
  if (!found) throw redirect("/signup");
  return found;
}
