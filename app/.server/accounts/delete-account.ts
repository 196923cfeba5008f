import { and, eq } from "drizzle-orm";
import { deleteUser } from "../admin/users";
import { account, session } from "../platform/db/schema";
import type { Runtime } from "../runtime";
import type { SessionUser } from "./session";

/** Without a password (Google, Apple, OIDC only) the session must be this fresh to delete. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export type DeleteCheck = { ok: true } | { ok: false; reason: "password" | "fresh-sign-in" | "too-many" };

/** Whether the account has a password (an email-and-password credential). */
export async function hasPassword(runtime: Runtime, userId: string): Promise<boolean> {
  const [found] = await runtime.db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return Boolean(found);
}

/** The password when there is one (a limited number of guesses), otherwise a sign-in within the last 10 minutes. */
export async function confirmOwner(
  runtime: Runtime,
  request: Request,
  owner: SessionUser,
  password: string | undefined,
): Promise<DeleteCheck> {
  if (await hasPassword(runtime, owner.id)) {
    if (!password) return { ok: false, reason: "password" };
    // Guesses with a stolen session are limited like sign-in's, per account: counted before checking.
    const limit = await runtime.limiter.hit("owner-password", owner.id, {
      max: runtime.settings.AUTH_RATE_LIMIT_MAX,
      windowSeconds: 60,
    });
    if (!limit.allowed) return { ok: false, reason: "too-many" };
    try {
      await runtime.auth.api.verifyPassword({ body: { password }, headers: request.headers });
      return { ok: true };
    } catch {
      return { ok: false, reason: "password" };
    }
  }
  const current = await runtime.auth.api.getSession({ headers: request.headers });
  const [row] = current
    ? await runtime.db.select({ createdAt: session.createdAt }).from(session).where(eq(session.id, current.session.id))
    : [];
  const fresh = row && Date.now() - new Date(row.createdAt).getTime() < FRESH_SIGN_IN_MS;
  return fresh ? { ok: true } : { ok: false, reason: "fresh-sign-in" };
}

/** Removes the account exactly as the admin's delete does: rows in one transaction, then every stored file. */
export function deleteOwnAccount(runtime: Runtime, ownerUid: string): Promise<boolean> {
  return deleteUser(runtime.db, runtime.media.storage, ownerUid);
}
