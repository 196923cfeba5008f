import type { OAuth2Tokens } from "better-auth/oauth2";
import type { GenericOAuthConfig } from "better-auth/plugins";
import { apple, google } from "better-auth/social-providers";
import type { Settings, SignInProvider } from "../platform/settings";

/** The generic OpenID Connect provider's id (its callback is /api/auth/callback/oidc, like Google's and Apple's). */
export const OIDC_PROVIDER_ID = "oidc";

/**
 * Google, Apple and a self-hoster's own provider, each found through its issuer's discovery document
 * (GOOGLE_ISSUER, APPLE_ISSUER, OIDC_ISSUER; docs/decisions/0014-social-sign-in-endpoints.md). better-auth's
 * genericOAuth plugin registers them as social providers: Google and Apple keep the ids, callbacks and account rows
 * of better-auth's built-in providers, and those providers' own reading of the user from the tokens.
 */
export function signInProviders(settings: Settings): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (settings.google) {
    const { clientId, clientSecret } = settings.google;
    providers.push({
      ...discovered("google", settings.google),
      name: "Google",
      scopes: ["email", "profile", "openid"],
      prompt: "select_account",
      authorizationUrlParams: { include_granted_scopes: "true" },
      // As better-auth's Google provider: no nonce.
      disableIdTokenNonceBinding: true,
      getUserInfo: builtInReading(google({ clientId, clientSecret })),
    });
  }
  if (settings.apple) {
    const { clientId, clientSecret } = settings.apple;
    providers.push({
      ...discovered("apple", settings.apple),
      name: "Apple",
      scopes: ["email", "name"],
      // Apple answers by POST when a name or an email is asked for; the first answer carries the name.
      responseMode: "form_post",
      // As better-auth's Apple provider: no nonce (Apple leaves it out of the token on some platforms).
      disableIdTokenNonceBinding: true,
      getUserInfo: builtInReading(apple({ clientId, clientSecret })),
    });
  }
  if (settings.oidc) {
    providers.push({
      ...discovered(OIDC_PROVIDER_ID, settings.oidc),
      name: settings.oidc.buttonLabel,
      scopes: ["openid", "email", "profile"],
    });
  }
  return providers;
}

/**
 * The endpoints and signing keys come from the issuer's discovery document; the ID token the token endpoint returns
 * is checked against those keys, the issuer and this client before the user is read from it.
 */
function discovered(providerId: string, provider: SignInProvider) {
  return {
    providerId,
    discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    pkce: true,
  };
}

/** The user as better-auth's built-in provider reads it from the tokens (for Apple, with the name of its answer). */
function builtInReading(provider: ReturnType<typeof google> | ReturnType<typeof apple>) {
  return async (tokens: OAuth2Tokens) => {
    const read = await provider.getUserInfo(tokens);
    return read && { ...read.data, ...read.user };
  };
}
