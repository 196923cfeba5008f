import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { parse } from "hono/utils/cookie";
import type { Db } from "../db/client";
import { adminSessions } from "../db/schema";

/** The admin cookie holds a random token; the database keeps only its SHA-256, so a leaked table opens nothing. */
export const ADMIN_COOKIE = "tipped_admin";
export const ADMIN_SESSION_HOURS = 12;

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Compares a password attempt with the configured one in constant time (both hashed to equal lengths first). */
export function adminPasswordMatches(configured: string | undefined, attempt: string): boolean {
  if (!configured) return false;
  return timingSafeEqual(sha256(configured), sha256(attempt));
}

export async function startAdminSession(db: Db, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_HOURS * 3600_000);
  // Expired sessions are swept whenever a new one starts.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  await db.insert(adminSessions).values({ tokenHash: sha256(token).toString("hex"), expiresAt });
  return { token, expiresAt };
}

export async function adminSessionIsValid(db: Db, token: string | undefined, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ tokenHash: adminSessions.tokenHash })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, sha256(token).toString("hex")), gt(adminSessions.expiresAt, now)));
  return Boolean(row);
}

export async function endAdminSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token).toString("hex")));
}

/** The admin token from a Cookie header. */
export function adminTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader, ADMIN_COOKIE)[ADMIN_COOKIE] : undefined;
}
