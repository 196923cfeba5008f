import type { Runtime } from "../runtime";

export type DeviceSession = {
  id: string;
  current: boolean;
  userAgent: string;
  ipAddress: string | null;
  lastSeen: string;
  createdAt: string;
};

/** The signed-in devices of the request's user (better-auth's list), the current one first. */
export async function listDevices(runtime: Runtime, request: Request): Promise<DeviceSession[]> {
  const [current, sessions] = await Promise.all([
    runtime.auth.api.getSession({ headers: request.headers }),
    runtime.auth.api.listSessions({ headers: request.headers }),
  ]);
  return sessions
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

/** A short, human name for a browser's user agent ("Chrome on Android"). */
function describeAgent(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : "A browser";
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
            : "an unknown system";
  return `${browser} on ${system}`;
}
