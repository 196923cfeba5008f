import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip";

describe("clientIpFrom", () => {
  it.each([
    ["socket only", { socketAddress: "10.0.0.9", forwardedFor: undefined, trustProxy: undefined }, "10.0.0.9"],
    ["ignores a forged header without TRUST_PROXY", { socketAddress: "10.0.0.9", forwardedFor: "1.2.3.4", trustProxy: undefined }, "10.0.0.9"],
    ["ignores the header from an untrusted peer", { socketAddress: "10.0.0.9", forwardedFor: "1.2.3.4", trustProxy: "127.0.0.1" }, "10.0.0.9"],
    ["believes the trusted proxy's last hop", { socketAddress: "127.0.0.1", forwardedFor: "6.6.6.6, 1.2.3.4", trustProxy: "127.0.0.1" }, "1.2.3.4"],
    ["unwraps IPv4-mapped IPv6", { socketAddress: "::ffff:127.0.0.1", forwardedFor: "5.6.7.8", trustProxy: "127.0.0.1" }, "5.6.7.8"],
    ["unknown when nothing is known", { socketAddress: undefined, forwardedFor: undefined, trustProxy: undefined }, "unknown"],
  ])("%s", (_name, input, expected) => {
    expect(clientIpFrom(input)).toBe(expected);
  });
});
