// Live-update connections (target 6): `count` connections each hold GET /api/profiles/:uid/live open for
// `seconds`, as many profile pages left open would; the server's resident memory before and while they are open
// gives the cost of one connection. Every connection must answer 200 text/event-stream and stay open.
// A client address may hold only LIVE_STREAMS_PER_CLIENT streams (32): the connections come from many visitors,
// `perAddress` each, through the bench server's trusted proxy (TRUST_PROXY=127.0.0.1, X-Forwarded-For), as they
// would behind a load balancer. A refused stream (503) is counted apart from one closed while it was held.
import { request } from "node:http";
import { readFileSync } from "node:fs";

function residentKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
}

export async function holdLiveConnections(site, { count = 1000, seconds = 60, perAddress = 10 } = {}) {
  const url = new URL(`${site.url}/api/profiles/${site.performer.uid}/live`);
  const before = residentKb(site.pid);
  const requests = [];
  let errors = 0;
  let closedEarly = 0;
  let refused = 0;
  let holding = true;
  /** The n-th connection's visitor: 198.18.0.0/15, the benchmarking range, `perAddress` connections each. */
  const visitor = (n) => {
    const index = Math.floor(n / perAddress);
    return `198.18.${Math.floor(index / 256)}.${index % 256}`;
  };
  const open = (n) =>
    new Promise((resolve) => {
      const headers = { accept: "text/event-stream", "x-forwarded-for": visitor(n) };
      const outgoing = request(url, { agent: false, headers }, (response) => {
        const ok = response.statusCode === 200 && /text\/event-stream/.test(response.headers["content-type"] ?? "");
        if (!ok) refused += 1;
        response.on("data", () => {});
        response.on("close", () => {
          if (holding && ok) closedEarly += 1;
        });
        resolve(ok);
      });
      outgoing.on("error", () => {
        errors += 1;
        resolve(false);
      });
      outgoing.end();
      requests.push(outgoing);
    });
  // Opened in waves of 100, as page loads arrive, rather than 1,000 SYNs in the same millisecond.
  const opened = [];
  for (let wave = 0; wave < count; wave += 100) {
    opened.push(...(await Promise.all(Array.from({ length: Math.min(100, count - wave) }, (_, i) => open(wave + i)))));
  }
  const whileOpen = residentKb(site.pid);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const atEnd = residentKb(site.pid);
  holding = false;
  for (const outgoing of requests) outgoing.destroy();
  const accepted = opened.filter(Boolean).length;
  return {
    connections: count,
    heldSeconds: seconds,
    accepted,
    refused,
    errors,
    closedEarly,
    serverMemoryMb: {
      before: Math.round(before / 1024),
      whileOpen: Math.round(whileOpen / 1024),
      atEnd: Math.round(atEnd / 1024),
    },
    kbPerConnection: +((Math.max(whileOpen, atEnd) - before) / count).toFixed(1),
  };
}
