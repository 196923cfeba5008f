import { randomBytes } from "node:crypto";
import { and, eq, gt, like, ne } from "drizzle-orm";
import { toLocale } from "~/domain/languages";
import type { Db } from "../platform/db/client";
import { session, user, verification } from "../platform/db/schema";
import type { Mailer } from "../platform/mail/mailer";
import { emailChangedMail } from "../platform/mail/messages";
import { errorSummary } from "../platform/log-safe";

/** How long the old address can undo a change: a week, for someone who reads mail rarely. */
const UNDO_FOR_MS = 7 * 24 * 60 * 60 * 1000;
const UNDO_PREFIX = "undo-email-change:";
const RESET_PREFIX = "reset-password:";
const PENDING_PREFIX = "pending-email:";

type Undo = { userId: string; oldEmail: string; newEmail: string };

/** The payload of a JWT, unchecked: only read once better-auth has verified the token. */
function payloadOf(token: unknown): Record<string, unknown> | null {
  if (typeof token !== "string") return null;
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The old address of an email change better-auth's /verify-email has just written: its link carries the address it
 * was sent from (`email`) and the new one (`updateTo`). Null for any other update of a user.
 */
export function changedFrom(
  context: { path?: string; query?: Record<string, unknown> } | null,
  updated: { email: string },
): string | null {
  if (context?.path !== "/verify-email") return null;
  const payload = payloadOf(context.query?.token);
  const oldEmail = payload?.email;
  if (typeof oldEmail !== "string" || payload?.updateTo !== updated.email || oldEmail === updated.email) return null;
  return oldEmail;
}

/** A confirmed change: the old address is told, with a link that undoes it; every other session of the account ends. */
export async function afterEmailChanged(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  change: Undo & { keepSessionId: string | undefined },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const undo: Undo = { userId: change.userId, oldEmail: change.oldEmail, newEmail: change.newEmail };
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: `${UNDO_PREFIX}${token}`,
    value: JSON.stringify(undo),
    expiresAt: new Date(Date.now() + UNDO_FOR_MS),
  });
  await db
    .delete(session)
    .where(
      change.keepSessionId
        ? and(eq(session.userId, change.userId), ne(session.id, change.keepSessionId))
        : eq(session.userId, change.userId),
    );
  // Reset links mailed to the old address no longer belong to the account's address.
  await dropResetLinks(db, change.userId);
  await db.delete(verification).where(eq(verification.identifier, `${PENDING_PREFIX}${change.newEmail.toLowerCase()}`));
  const link = `${publicUrl}/undo-email-change?token=${encodeURIComponent(token)}`;
  try {
    const [owner] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, change.userId));
    await mailer.send(emailChangedMail(change.oldEmail, change.newEmail, link, toLocale(owner?.locale) ?? undefined));
  } catch (error) {
    // The change is made; a mail server that is down must not make it look failed.
    console.warn(`[accounts] the mail to the old address after an email change failed: ${errorSummary(error)}`);
  }
}

/**
 * A change to `newEmail` was asked and its link mailed (valid `seconds`): until then the address is spoken for, so
 * signing up with it cannot make a second account that the link would then collide with.
 */
export async function notePendingChange(db: Db, newEmail: string, userId: string, seconds: number): Promise<void> {
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: `${PENDING_PREFIX}${newEmail.toLowerCase()}`,
    value: userId,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
}

/** Whether another account is waiting to move to this address. */
export async function isPendingChange(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `${PENDING_PREFIX}${email.toLowerCase()}`),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether an undo link is still good (the page shows its button only then). */
export async function undoLinkValid(db: Db, token: string): Promise<boolean> {
  return (await findUndo(db, token)) !== null;
}

async function findUndo(db: Db, token: string): Promise<(Undo & { id: string }) | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: verification.id, value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, `${UNDO_PREFIX}${token}`), gt(verification.expiresAt, new Date())));
  return row ? { id: row.id, ...(JSON.parse(row.value) as Undo) } : null;
}

/**
 * The old address takes the account back: its email again (if nobody took it meanwhile), every session ended
 * (the one who changed it too), every reset link dropped. The link works once.
 */
export async function undoEmailChange(db: Db, token: string): Promise<boolean> {
  const undo = await findUndo(db, token);
  if (!undo) return false;
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, undo.oldEmail), ne(user.id, undo.userId)));
    const deleted = await tx
      .delete(verification)
      .where(eq(verification.id, undo.id))
      .returning({ id: verification.id });
    if (taken || deleted.length === 0) return false;
    await tx
      .update(user)
      .set({ email: undo.oldEmail, emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, undo.userId));
    await tx.delete(session).where(eq(session.userId, undo.userId));
    await tx
      .delete(verification)
      .where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, undo.userId)));
    return true;
  });
}

/**
 * Ends every password-reset link of a user but `keepToken`: a newer link, a changed password or a
 * changed address makes the older links useless. better-auth keeps a link as `reset-password:<token>` → user id.
 */
export async function dropResetLinks(db: Db, userId: string, keepToken?: string): Promise<void> {
  const resetLinks = and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId));
  await db
    .delete(verification)
    .where(keepToken ? and(resetLinks, ne(verification.identifier, `${RESET_PREFIX}${keepToken}`)) : resetLinks);
}
