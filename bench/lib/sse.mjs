// Live-update connections (target 6): `count` clients each hold GET /api/profiles/:uid/live open for
// `seconds`, as many profile pages left open would; the server's resident memory before and while they are open
// gives the cost of one connection. Every connection must answer 200 text/event-stream and stay open.
import { request } from "node:http";
import { readFileSync } from "node:fs";

function residentKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
}

export async function holdLiveConnections(site, { count = 1000, seconds = 60 } = {}) {
  const url = new URL(`${site.url}/api/profiles/${site.performer.uid}/live`);
  const before = residentKb(site.pid);
  const requests = [];
  let errors = 0;
  let closedEarly = 0;
  let holding = true;
  const open = () =>
    new Promise((resolve) => {
      const outgoing = request(url, { agent: false, headers: { accept: "text/event-stream" } }, (response) => {
        const ok = response.statusCode === 200 && /text\/event-stream/.test(response.headers["content-type"] ?? "");
        response.on("data", () => {});
        response.on("close", () => {
          if (holding) closedEarly += 1;
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
    opened.push(...(await Promise.all(Array.from({ length: Math.min(100, count - wave) }, open))));
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
