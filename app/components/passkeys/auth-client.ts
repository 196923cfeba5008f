import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";

/**
 * better-auth's browser client with its passkey plugin: it asks our /api/auth for the WebAuthn options, runs the
 * browser's passkey prompt and sends the answer back. Loaded only when a passkey is used (see loadPasskeyClient).
 */
export function createPasskeyAuthClient() {
  return createAuthClient({ baseURL: window.location.origin, basePath: "/api/auth", plugins: [passkeyClient()] });
}

export type PasskeyAuthClient = ReturnType<typeof createPasskeyAuthClient>;
