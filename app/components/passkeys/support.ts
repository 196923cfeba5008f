import { useSyncExternalStore } from "react";
import { isIpAddressHost } from "~/domain/passkeys";
import type { PasskeyAuthClient } from "./auth-client";

/**
 * Whether this browser can use passkeys, known only once the page runs in it: "pending" on the server and while
 * hydrating (so nothing passkey-related is drawn without JavaScript), then "supported" or "unsupported", or
 * "ip-address" when the page was opened by an IP address, where browsers refuse passkeys whatever they support.
 * `autofill` says whether the email field may offer passkeys itself (WebAuthn conditional mediation).
 */
export type PasskeySupport = { state: "pending" | "supported" | "unsupported" | "ip-address"; autofill: boolean };

const PENDING: PasskeySupport = { state: "pending", autofill: false };
let known: PasskeySupport | undefined;
const listeners = new Set<() => void>();

function detect(): PasskeySupport {
  const credential = typeof window.PublicKeyCredential === "function" ? window.PublicKeyCredential : undefined;
  if (!credential || !navigator.credentials) return { state: "unsupported", autofill: false };
  if (isIpAddressHost(window.location.hostname)) return { state: "ip-address", autofill: false };
  // The autofill answer comes later; the button does not wait for it.
  credential
    .isConditionalMediationAvailable?.()
    .then((available) => {
      if (!available) return;
      known = { state: "supported", autofill: true };
      listeners.forEach((listener) => listener());
    })
    .catch(() => undefined);
  return { state: "supported", autofill: false };
}

export function usePasskeySupport(): PasskeySupport {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (known ??= detect()),
    () => PENDING,
  );
}

let client: Promise<PasskeyAuthClient> | undefined;

/** better-auth's client, fetched the first time a passkey is used (it is not part of the page's first load). */
export function loadPasskeyClient(): Promise<PasskeyAuthClient> {
  client ??= import("./auth-client").then((module) => module.createPasskeyAuthClient());
  return client;
}

/** How long the browser's passkey prompt stays open (the WebAuthn options' timeout, @simplewebauthn/server's default). */
export const PASSKEY_PROMPT_TIMEOUT_MS = 60_000;
