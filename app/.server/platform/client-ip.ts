/**
 * The client's address: the socket's, unless the socket is a trusted proxy (TRUST_PROXY), in which case the
 * X-Forwarded-For hops are walked from the nearest back to the first address that is not a trusted proxy.
 */
import type { IncomingMessage } from "node:http";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY's entries: addresses and CIDR ranges (10.0.0.0/8, fd00::/8), comma-separated, or proxy-addr's
 * names loopback, linklocal and uniquelocal. Throws a TypeError naming a bad entry.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0) proxyAddr.compile(entries);
  return entries;
}

/** The trust function of parsed TRUST_PROXY entries; none trusts no proxy. */
export function trustProxy(entries: string[]): TrustProxy {
  return entries.length > 0 ? proxyAddr.compile(entries) : () => false;
}

export function clientIpFrom(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trust: TrustProxy;
}): string {
  // proxy-addr reads only these two fields of a Node request.
  const request = {
    headers: { "x-forwarded-for": options.forwardedFor },
    socket: { remoteAddress: options.socketAddress },
  };
  const address = proxyAddr(request as unknown as IncomingMessage, options.trust);
  if (!address) return "unknown";
  // One spelling per client (::ffff:1.2.3.4 is 1.2.3.4), so rate limits and locations see the same address.
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

/**
 * Who a per-client limit counts: an IPv6 client by its /64 (one home or phone gets a whole /64 and can take a new
 * address from it for every request), an IPv4 address as it is, anything else (an email) unchanged.
 */
export function limitSubject(who: string): string {
  if (!ipaddr.isValid(who)) return who;
  const address = ipaddr.process(who);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
