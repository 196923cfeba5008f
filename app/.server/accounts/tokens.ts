import type { Runtime } from "../runtime";

/**
 * The owner of a password-reset link, or null when the link is forged, used or expired. Read through
 * better-auth's own adapter, so the page says so before anyone types a new password.
 */
export async function resetLinkOwner(
  runtime: Runtime,
  token: string,
): Promise<{ userId: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const context = await runtime.auth.$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!found || found.expiresAt < new Date()) return null;
  const owner = await context.internalAdapter.findUserById(found.value);
  return owner ? { userId: owner.id, email: owner.email } : null;
}
