import { describe, expect, it } from "vitest";
import { clientIpFrom, limitSubject, parseTrustProxy, trustProxy } from "./client-ip";

describe("clientIpFrom", () => {
  it.each([
    ["socket only", "10.0.0.9", undefined, undefined, "10.0.0.9"],
    ["ignores a forged header without TRUST_PROXY", "10.0.0.9", "1.2.3.4", undefined, "10.0.0.9"],
    ["ignores the header from an untrusted peer", "10.0.0.9", "1.2.3.4", "127.0.0.1", "10.0.0.9"],
    ["believes the trusted proxy's last hop", "127.0.0.1", "6.6.6.6, 1.2.3.4", "127.0.0.1", "1.2.3.4"],
    ["unwraps IPv4-mapped IPv6", "::ffff:127.0.0.1", "5.6.7.8", "127.0.0.1", "5.6.7.8"],
    ["unwraps a mapped address in the header", "127.0.0.1", "::ffff:5.6.7.8", "127.0.0.1", "5.6.7.8"],
    ["trusts a proxy inside a CIDR range", "10.1.2.3", "5.6.7.8", "10.0.0.0/8", "5.6.7.8"],
    ["not one outside it", "11.1.2.3", "5.6.7.8", "10.0.0.0/8", "11.1.2.3"],
    [
      "skips a chain of trusted proxies",
      "10.0.0.1",
      "5.6.7.8, 10.0.0.2, 192.168.1.1",
      "10.0.0.0/8, 192.168.0.0/16",
      "5.6.7.8",
    ],
    ["stops at the first untrusted hop", "10.0.0.1", "5.6.7.8, 9.9.9.9, 10.0.0.2", "10.0.0.0/8", "9.9.9.9"],
    ["an IPv6 range", "fd00::7", "2001:db8::1", "fd00::/8", "2001:db8::1"],
    ["a named range", "127.0.0.1", "5.6.7.8", "loopback", "5.6.7.8"],
    ["unknown when nothing is known", undefined, undefined, undefined, "unknown"],
  ])("%s", (_name, socketAddress, forwardedFor, setting, expected) => {
    const trust = trustProxy(parseTrustProxy(setting));
    expect(clientIpFrom({ socketAddress, forwardedFor, trust })).toBe(expected);
  });
});

describe("parseTrustProxy (the TRUST_PROXY setting)", () => {
  it("reads comma-separated addresses and ranges", () => {
    expect(parseTrustProxy(" 127.0.0.1, 10.0.0.0/8 ,,fd00::/8")).toEqual(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy("")).toEqual([]);
  });
  it.each(["proxy.internal", "10.0.0.0/33", "300.1.1.1", "*"])("refuses %j", (setting) => {
    expect(() => parseTrustProxy(setting)).toThrow(TypeError);
  });
});

describe("limitSubject (who a per-client limit counts)", () => {
  it.each([
    ["an IPv4 address is itself", "198.51.100.7", "198.51.100.7"],
    ["an IPv6 address counts as its /64", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["another address of the same /64 is the same client", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["a short spelling", "2001:db8::1", "2001:db8::/64"],
    ["a neighbouring /64 is another client", "2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["upper case is the same address", "2001:DB8:1:2::9", "2001:db8:1:2::/64"],
    ["loopback too", "::1", "::/64"],
    ["an IPv4-mapped IPv6 address is its IPv4 address", "::ffff:198.51.100.7", "198.51.100.7"],
    ["not an address: an email is counted as it is", "someone@example.test", "someone@example.test"],
    ["nor is unknown", "unknown", "unknown"],
  ])("%s", (_name, who, expected) => {
    expect(limitSubject(who)).toBe(expected);
  });
});
