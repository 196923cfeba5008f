import { and, desc, eq, gt } from "drizzle-orm";
import { session } from "../platform/db/schema";
import type { Runtime } from "../runtime";
import type { SessionUser } from "./session";
import { m } from "~/i18n/paraglide/messages.js";

export type DeviceSession = {
  id: string;
  current: boolean;
  userAgent: string;
  ipAddress: string | null;
  lastSeen: string;
  createdAt: string;
};

/**
 * The signed-in devices of the request's user, the current one first. Read from the session table directly:
 * better-auth's listSessions answers only for a session younger than its freshAge (1 day) while sessions last 30
 * days, so the settings page answered 500 from a sign-in's second day.
 */
export async function listDevices(runtime: Runtime, request: Request, owner: SessionUser): Promise<DeviceSession[]> {
  const [current, rows] = await Promise.all([
    runtime.auth.api.getSession({ headers: request.headers }),
    runtime.db
      .select()
      .from(session)
      .where(and(eq(session.userId, owner.id), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.updatedAt)),
  ]);
  return rows
    .map((entry) => ({
      id: entry.id,
      current: entry.id === current?.session.id,
      userAgent: describeAgent(entry.userAgent ?? ""),
      ipAddress: entry.ipAddress ?? null,
      lastSeen: new Date(entry.updatedAt).toISOString(),
      createdAt: new Date(entry.createdAt).toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeen.localeCompare(a.lastSeen));
}

/** A short, human name for a browser's user agent ("Chrome on Android"), in the page's language. */
function describeAgent(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : m.device_a_browser();
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Mac OS X/.test(agent)
        ? "macOS"
        : /Windows/.test(agent)
          ? "Windows"
          : /Linux/.test(agent)
            ? "Linux"
            : m.device_unknown_system();
  return m.device_on({ browser, system });
}
