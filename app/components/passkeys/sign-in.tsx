import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { passkeyErrorMessage } from "~/domain/passkeys";
import { loadPasskeyClient, PASSKEY_PROMPT_TIMEOUT_MS, type PasskeySupport, usePasskeySupport } from "./support";

/** Where a signed-in user goes next: the wizard's loader sends a completed profile on to /dashboard. */
const AFTER_SIGN_IN = "/signup?step=2";

export type PasskeySignIn = {
  support: PasskeySupport;
  busy: boolean;
  error: string | null;
  /** The "Sign in with a passkey" button: the browser's passkey prompt. */
  signIn: () => void;
};

/**
 * Signing in with a passkey on wizard step 1: the button, and (where the browser offers it) passkeys in the email
 * field's suggestions. The button says why a prompt ended without signing in (closed, timed out, passkey unknown);
 * the field's quiet request says so only when a chosen passkey is refused.
 */
export function usePasskeySignIn(): PasskeySignIn {
  const support = usePasskeySupport();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!support.autofill) return;
    void passkeySignIn(true).then((outcome) => {
      if (outcome.ok) return navigate(AFTER_SIGN_IN, { replace: true });
      if (outcome.message) setError(outcome.message);
    });
  }, [support.autofill, navigate]);

  return {
    support,
    busy,
    error,
    signIn: () => {
      setError(null);
      setBusy(true);
      void passkeySignIn(false).then((outcome) => {
        if (outcome.ok) return navigate(AFTER_SIGN_IN, { replace: true });
        setBusy(false);
        setError(outcome.message);
      });
    },
  };
}

/**
 * One passkey sign-in: better-auth's options, the browser's prompt, better-auth's check (which sets the session
 * cookie). `message` is null for the quiet autofill request that ended without a choice, or that the button replaced.
 */
async function passkeySignIn(autoFill: boolean): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const client = await loadPasskeyClient();
  const started = Date.now();
  const result = await client.signIn.passkey({ autoFill });
  if (!result.error) return { ok: true };
  const code = "code" in result.error ? result.error.code : undefined;
  if (autoFill && (code === "ERROR_CEREMONY_ABORTED" || code === "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY")) {
    return { ok: false, message: null };
  }
  const elapsedMs = Date.now() - started;
  const message = passkeyErrorMessage("sign-in", {
    code,
    status: result.error.status,
    elapsedMs,
    timeoutMs: PASSKEY_PROMPT_TIMEOUT_MS,
  });
  return { ok: false, message };
}
