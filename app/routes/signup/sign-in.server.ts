import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { SIGN_IN_MESSAGES } from "~/domain/sign-in";
import { ensureProfile, findProfile } from "~/.server/profiles/store";
import type { Runtime } from "~/.server/runtime";
import { OIDC_PROVIDER_ID } from "~/.server/accounts/sign-in-providers";
import { redirectAfterSignIn } from "~/.server/accounts/after-sign-in";
import { callAuthEndpoint, withCookies } from "~/.server/accounts/sign-in";
import { user } from "~/.server/platform/db/schema";

type Outcome = { redirect: Response } | { error: string };

/**
 * Step 1 (requirements 4): create the account and its profile; if the email is taken, sign in instead. From the
 * navbar's Login (`login`) only sign in: a mistyped address must not make a new, empty account.
 * A completed profile goes to /dashboard, anything else to step 2.
 */
export async function continueWithEmail(
  runtime: Runtime,
  request: Request,
  clientIp: string,
  credentials: { email: string; password: string },
  mode: "sign-up" | "login",
): Promise<Outcome> {
  if (mode === "sign-up") {
    const signUp = await callAuthEndpoint(runtime, request, clientIp, "/sign-up/email", {
      ...credentials,
      name: credentials.email.split("@")[0] ?? credentials.email,
    });
    if (signUp.ok) return { redirect: await afterSignIn(runtime, signUp.body, signUp.cookies) };
    if (signUp.status === 429) return { error: SIGN_IN_MESSAGES.tooManyAttempts };
    if (!signUp.code?.startsWith("USER_ALREADY_EXISTS")) return { error: SIGN_IN_MESSAGES.invalidCredentials };
  }
  const signIn = await callAuthEndpoint(runtime, request, clientIp, "/sign-in/email", credentials);
  if (signIn.ok) return { redirect: await afterSignIn(runtime, signIn.body, signIn.cookies) };
  if (signIn.status === 429) return { error: SIGN_IN_MESSAGES.tooManyAttempts };
  if (signIn.code === "ACCOUNT_DEACTIVATED") return { error: SIGN_IN_MESSAGES.deactivated };
  // better-auth says the same for both; the specification tells an existing account's wrong password apart (SPEC 8).
  if (signIn.code === "INVALID_EMAIL_OR_PASSWORD" && (await accountExists(runtime, credentials.email)))
    return { error: SIGN_IN_MESSAGES.wrongPassword };
  return { error: SIGN_IN_MESSAGES.invalidCredentials };
}

async function accountExists(runtime: Runtime, email: string): Promise<boolean> {
  const [found] = await runtime.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return Boolean(found);
}

async function afterSignIn(runtime: Runtime, body: Record<string, unknown>, cookies: string[]): Promise<Response> {
  if (body.twoFactorRedirect === true) return redirectAfterSignIn(runtime, body, cookies); // the TOTP step first
  const signedIn = body.user as { id: string; email: string } | undefined;
  if (!signedIn) throw new Error("better-auth answered without a user");
  await ensureProfile(runtime.db, { ownerUid: signedIn.id, email: signedIn.email });
  const profile = await findProfile(runtime.db, signedIn.id);
  return redirect(profile?.completed ? "/dashboard" : "/signup?step=2", { headers: withCookies(cookies) });
}

/** Social sign-in starts with a redirect to the provider; better-auth brings the user back to /signup. */
export async function startSocialSignIn(
  runtime: Runtime,
  request: Request,
  clientIp: string,
  provider: "google" | "apple" | "oidc",
): Promise<Outcome> {
  const where = { callbackURL: "/signup", errorCallbackURL: "/signup" };
  // better-auth's generic OAuth plugin registers Google, Apple and the OIDC provider as social providers.
  const started = await callAuthEndpoint(runtime, request, clientIp, "/sign-in/social", {
    provider: provider === "oidc" ? OIDC_PROVIDER_ID : provider,
    ...where,
  });
  const url = typeof started.body.url === "string" ? started.body.url : undefined;
  if (!started.ok || !url) {
    const message = typeof started.body.message === "string" ? started.body.message : undefined;
    const name = { google: "Google", apple: "Apple", oidc: "Single sign-on" }[provider];
    return { error: message ?? `${name} sign-in is not available right now.` };
  }
  return { redirect: redirect(url, { headers: withCookies(started.cookies) }) };
}
