import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { Db } from "../platform/db/client";
import { adminSessions } from "../platform/db/schema";
import type { Runtime } from "../runtime";

/** The admin cookie holds a random token; the database keeps only its SHA-256, so a leaked table opens nothing. */
const ADMIN_COOKIE = "tipped_admin";
const ADMIN_SESSION_HOURS = 12;

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Compares a password attempt with the configured one in constant time (both hashed to equal lengths first). */
function adminPasswordMatches(configured: string | undefined, attempt: string): boolean {
  if (!configured) return false;
  return timingSafeEqual(sha256(configured), sha256(attempt));
}

async function startAdminSession(db: Db, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_HOURS * 3600_000);
  // Expired sessions are swept whenever a new one starts.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  await db.insert(adminSessions).values({ tokenHash: sha256(token).toString("hex"), expiresAt });
  return { token, expiresAt };
}

async function adminSessionIsValid(db: Db, token: string | undefined, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ tokenHash: adminSessions.tokenHash })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, sha256(token).toString("hex")), gt(adminSessions.expiresAt, now)));
  return Boolean(row);
}

async function endAdminSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token).toString("hex")));
}

/** The admin token from a Cookie header. */
function adminTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader, ADMIN_COOKIE)[ADMIN_COOKIE] : undefined;
}

/** Admin password attempts per client: ADMIN_LOGIN_RATE_LIMIT_MAX (10) per 15 minutes. */
const ADMIN_LOGIN_WINDOW_SECONDS = 15 * 60;

const TOO_MANY_ATTEMPTS = "Too many requests. Please wait a moment and try again.";

/** Whether this request carries a valid admin session (and admin is configured at all). */
export async function isAdminRequest(runtime: Pick<Runtime, "settings" | "db">, request: Request): Promise<boolean> {
  if (!runtime.settings.ADMIN_PASSWORD) return false;
  return adminSessionIsValid(runtime.db, adminTokenFrom(request.headers.get("cookie")));
}

export type AdminSignIn =
  | { ok: true; setCookie: string }
  | { ok: false; status: 401 | 404; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/**
 * A password attempt (decision 0008): counted against the client's limit first, then compared in constant time;
 * the right one starts a session whose token goes out only in an HttpOnly, SameSite=Strict cookie.
 */
export async function adminSignIn(
  runtime: Pick<Runtime, "settings" | "db" | "limiter">,
  clientIp: string,
  password: string,
): Promise<AdminSignIn> {
  const { settings, db } = runtime;
  if (!settings.ADMIN_PASSWORD) return { ok: false, status: 404, error: "Admin is not configured on this server" };
  const limit = await runtime.limiter.hit("admin-login", clientIp, {
    max: settings.ADMIN_LOGIN_RATE_LIMIT_MAX,
    windowSeconds: ADMIN_LOGIN_WINDOW_SECONDS,
  });
  if (!limit.allowed)
    return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS, retryAfterSeconds: limit.retryAfterSeconds };
  if (!adminPasswordMatches(settings.ADMIN_PASSWORD, password))
    return { ok: false, status: 401, error: "Invalid password" };
  const { token } = await startAdminSession(db);
  const setCookie = generateCookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: "Strict",
    secure: settings.PUBLIC_URL.startsWith("https://"),
    path: "/",
    maxAge: ADMIN_SESSION_HOURS * 3600,
  });
  return { ok: true, setCookie };
}

/** Ends this request's admin session, if any; answers the Set-Cookie header that removes the cookie. */
export async function adminSignOut(db: Db, request: Request): Promise<string> {
  await endAdminSession(db, adminTokenFrom(request.headers.get("cookie")));
  return generateCookie(ADMIN_COOKIE, "", { httpOnly: true, sameSite: "Strict", path: "/", maxAge: 0 });
}
