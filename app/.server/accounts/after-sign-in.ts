import { redirect } from "react-router";
import { ensureProfile, findProfile } from "../profiles/store";
import type { Runtime } from "../runtime";
import { withCookies } from "./sign-in";

/** Where a sign-in goes on: the two-factor step when better-auth asks for it, else dashboard or wizard. */
export async function redirectAfterSignIn(
  runtime: Runtime,
  body: Record<string, unknown>,
  cookies: string[],
): Promise<Response> {
  if (body.twoFactorRedirect === true) return redirect("/two-factor", { headers: withCookies(cookies) });
  const signedIn = body.user as { id: string; email: string } | undefined;
  if (!signedIn) throw new Error("better-auth answered without a user");
  await ensureProfile(runtime.db, { ownerUid: signedIn.id, email: signedIn.email });
  const profile = await findProfile(runtime.db, signedIn.id);
  return redirect(profile?.completed ? "/dashboard" : "/signup?step=2", { headers: withCookies(cookies) });
}
