/**
 * The client's address: the socket's, unless TRUST_PROXY names the proxy the request came through,
 * in which case the last address that proxy appended to X-Forwarded-For.
 */
export function clientIpFrom(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustProxy: string | undefined;
}): string {
  const socket = normalize(options.socketAddress ?? "");
  if (!options.trustProxy || !options.forwardedFor) return socket || "unknown";
  const trusted = options.trustProxy.split(",").map((entry) => normalize(entry.trim()));
  if (!trusted.includes(socket) && !trusted.includes("*")) return socket || "unknown";
  const hops = options.forwardedFor.split(",").map((hop) => normalize(hop.trim())).filter(Boolean);
  // Walk from the nearest hop back, skipping our own trusted proxies.
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (!trusted.includes(hop)) return hop;
  }
  return socket || "unknown";
}

function normalize(address: string): string {
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}
