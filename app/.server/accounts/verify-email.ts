import { CLIENT_IP_HEADER } from "./auth";
import type { Runtime } from "../runtime";

export type VerifyOutcome = { ok: true; cookies: string[] } | { ok: false; code: string };

/**
 * Confirms an address (a new account's, or a changed one) with better-auth's /verify-email. It answers with a
 * redirect to our callback, carrying `?error=` when the link is forged, used or expired; nothing changes then.
 */
export async function verifyEmailToken(
  runtime: Runtime,
  request: Request,
  clientIp: string,
  token: string,
): Promise<VerifyOutcome> {
  const headers = new Headers({ [CLIENT_IP_HEADER]: clientIp });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const url = new URL(`${runtime.settings.PUBLIC_URL}/api/auth/verify-email`);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", "/verify-email/done");
  const response = await runtime.auth.handler(new Request(url, { headers }));
  const location = response.headers.get("location");
  const error = location ? new URL(location, runtime.settings.PUBLIC_URL).searchParams.get("error") : "NO_REDIRECT";
  if (error || response.status >= 400) return { ok: false, code: error ?? String(response.status) };
  return { ok: true, cookies: response.headers.getSetCookie() };
}
