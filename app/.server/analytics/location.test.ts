import { describe, expect, it } from "vitest";
import { formatLocation } from "~/domain/analytics";
import { createLocator, isPrivateAddress, UNKNOWN_LOCATION } from "./location";

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

  it.each(["8.8.8.8", "172.32.0.1", "198.20.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8", "unknown", ""])("%j is not private", (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe("createLocator (DB-IP City Lite from the npm package)", () => {
  const locate = createLocator();
  it("finds a public address's country, IPv4 (also IPv4-mapped) and IPv6", async () => {
    // The data package is updated monthly, so the test asserts the shape of an answer, not one record.
    for (const ip of ["81.2.69.160", "::ffff:81.2.69.160", "2001:4860:4860::8888"]) {
      const found = await locate(ip);
      expect(found.country, ip).toMatch(/^[A-Z]{2}$/);
      expect(found.location, ip).toBe(formatLocation(found));
    }
    expect(await locate("::ffff:81.2.69.160")).toEqual(await locate("81.2.69.160"));
  });
  it("answers Unknown for private, loopback and malformed addresses", async () => {
    for (const ip of ["127.0.0.1", "::1", "192.168.1.10", "198.18.0.1", "unknown", ""]) expect(await locate(ip)).toEqual(UNKNOWN_LOCATION);
  });
  it("answers Unknown when the database cannot be opened", async () => {
    const missing = createLocator({ folder: "/nonexistent-folder", timeoutMs: 50 });
    expect(await missing("8.8.8.8")).toEqual(UNKNOWN_LOCATION);
  });
});
