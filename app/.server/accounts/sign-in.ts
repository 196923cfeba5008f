import { CLIENT_IP_HEADER } from "./auth";
import type { Runtime } from "../runtime";

/** The better-auth endpoints our page actions call (POST, JSON body). */
export type AuthEndpoint =
  | "/sign-up/email"
  | "/sign-in/email"
  | "/sign-in/social"
  | "/sign-out"
  | "/request-password-reset"
  | "/reset-password"
  | "/change-password"
  | "/change-email"
  | "/revoke-other-sessions"
  | "/two-factor/enable"
  | "/two-factor/disable"
  | "/two-factor/verify-totp"
  | "/two-factor/verify-backup-code"
  | "/two-factor/generate-backup-codes"
  | "/passkey/update-passkey"
  | "/passkey/delete-passkey";

type AuthCall = { ok: boolean; status: number; code?: string; body: Record<string, unknown>; cookies: string[] };

/**
 * Calls one of better-auth's HTTP endpoints from a page action, as the browser would,
 * so its rate limiting, cookies and hooks apply exactly as for a direct request.
 */
export async function callAuthEndpoint(
  runtime: Runtime,
  request: Request,
  clientIp: string,
  endpoint: AuthEndpoint,
  body: Record<string, unknown>,
): Promise<AuthCall> {
  const headers = new Headers({
    "content-type": "application/json",
    origin: runtime.settings.PUBLIC_URL,
    [CLIENT_IP_HEADER]: clientIp,
  });
  for (const name of ["cookie", "user-agent", "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await runtime.auth.handler(
    new Request(`${runtime.settings.PUBLIC_URL}/api/auth${endpoint}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  return {
    ok: response.ok,
    status: response.status,
    code: typeof parsed.code === "string" ? parsed.code : undefined,
    body: parsed,
    cookies: response.headers.getSetCookie(),
  };
}

export function withCookies(cookies: string[], init: Headers = new Headers()): Headers {
  for (const cookie of cookies) init.append("Set-Cookie", cookie);
  return init;
}
