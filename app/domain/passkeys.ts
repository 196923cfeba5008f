import { z } from "zod";
import { SIGN_IN_MESSAGES } from "./sign-in";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text";

/** What the passkey parts of settings and sign-in say. One place, so tests and screens agree. */
export const PASSKEY_MESSAGES = {
  notSupported: "This browser can't use passkeys",
  cancelled: "The passkey prompt was closed before it finished. Nothing changed.",
  timedOut: "The passkey prompt timed out. Try again when your device is ready.",
  alreadyAdded: "This device already has a passkey for your account.",
  badAddress: "Passkeys can't be used at this address: open Tipped by its name, not by an IP address.",
  needsFreshSignIn: "For your safety, sign out and sign in again, then add the passkey.",
  notRecognised: "That passkey is not linked to a Tipped account. Sign in with your email, then add it in Settings.",
  signInFailed: "Signing in with the passkey did not work. Try again, or use your email and password.",
  addFailed: "The passkey could not be added. Please try again.",
  added: "Passkey added. Next time, sign in with it instead of your password.",
  renamed: "Passkey renamed.",
  deleted: "Passkey deleted. It can no longer sign in to your account.",
  notFound: "That passkey is not on your account (it may have been deleted already).",
  nameRequired: "Give the passkey a name",
  nameTooLong: "Keep the name to 60 characters or fewer",
} as const;

export const PASSKEY_NAME_MAX = 60;

export const passkeyNameField = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong)
  .refine((name) => !hasControlCharacter(name), CONTROL_CHARACTER_MESSAGE);

const passkeyIdField = z.string({ error: PASSKEY_MESSAGES.notFound }).trim().min(1, PASSKEY_MESSAGES.notFound).max(200);

export const addPasskeySchema = z.object({ name: passkeyNameField });
export const renamePasskeySchema = z.object({ id: passkeyIdField, name: passkeyNameField });
export const deletePasskeySchema = z.object({ id: passkeyIdField });

/** WebAuthn names a site by its host name: on a bare IP address (127.0.0.1, [::1]) browsers refuse passkeys. */
export function isIpAddressHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(":") || hostname.startsWith("[");
}

/** The device a browser runs on, in words a performer uses ("iPhone", "Mac"); null when it cannot be told. */
function deviceOf(userAgent: string): string | null {
  if (/iPhone/.test(userAgent)) return "iPhone";
  if (/iPad/.test(userAgent)) return "iPad";
  if (/Android/.test(userAgent)) return /Mobile/.test(userAgent) ? "Android phone" : "Android tablet";
  if (/CrOS/.test(userAgent)) return "Chromebook";
  if (/Mac OS X|Macintosh/.test(userAgent)) return "Mac";
  if (/Windows/.test(userAgent)) return "Windows PC";
  if (/Linux/.test(userAgent)) return "Linux computer";
  return null;
}

/** The name a new passkey is offered: "Passkey on iPhone", or just "Passkey" for an unknown device. */
export function defaultPasskeyName(userAgent: string): string {
  const device = deviceOf(userAgent);
  return device ? `Passkey on ${device}` : "Passkey";
}

/** The WebAuthn credential's kind, as the list shows it. */
export function deviceTypeLabel(deviceType: string, backedUp: boolean): string {
  if (deviceType === "multiDevice") return backedUp ? "Synced across your devices" : "Can sync across devices";
  return "On this device only";
}

/**
 * What went wrong with a passkey prompt or its check, as a sentence. `code` is the WebAuthn library's error code
 * (or better-auth's), `status` the server's answer when there was one. Browsers report a closed prompt and a
 * timed-out one with the same error, so the time the prompt was open tells them apart.
 */
export function passkeyErrorMessage(
  ceremony: "add" | "sign-in",
  error: { code?: string; status?: number; elapsedMs?: number; timeoutMs?: number },
): string {
  const { code, status, elapsedMs, timeoutMs } = error;
  if (code === "NOT_SUPPORTED") return PASSKEY_MESSAGES.notSupported;
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID") return PASSKEY_MESSAGES.badAddress;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || code === "PREVIOUSLY_REGISTERED")
    return PASSKEY_MESSAGES.alreadyAdded;
  if (code === "SESSION_NOT_FRESH") return PASSKEY_MESSAGES.needsFreshSignIn;
  if (code === "PASSKEY_NOT_FOUND") return PASSKEY_MESSAGES.notRecognised;
  if (code === "ACCOUNT_DEACTIVATED") return SIGN_IN_MESSAGES.deactivated;
  if (status === 429) return SIGN_IN_MESSAGES.tooManyAttempts;
  const promptClosed =
    code === "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY" ||
    code === "ERROR_CEREMONY_ABORTED" ||
    code === "REGISTRATION_CANCELLED" ||
    code === "AUTH_CANCELLED";
  if (promptClosed) {
    const timedOut = elapsedMs !== undefined && timeoutMs !== undefined && elapsedMs >= timeoutMs * 0.95;
    return timedOut ? PASSKEY_MESSAGES.timedOut : PASSKEY_MESSAGES.cancelled;
  }
  return ceremony === "add" ? PASSKEY_MESSAGES.addFailed : PASSKEY_MESSAGES.signInFailed;
}
