// One load generator for every HTTP figure, same settings side by side: wrk when installed (it costs the
// machine less than the server it measures), else autocannon.
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync } from "node:fs";
import autocannon from "autocannon";

const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((candidate) => existsSync(candidate));
export const loadGenerator = WRK
  ? `wrk (${spawnSync(WRK, ["-v"], { encoding: "utf8" }).stdout.split("\n")[0].trim()})`
  : "autocannon";

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

async function runWrk(url, { connections, duration, headers }) {
  // A 10 s timeout: a slow page (a signed-in render under load) is measured rather than counted as nothing.
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  // Not execFileSync: a server measured may be waiting on this process meanwhile (the fans bench's SMTP server).
  const { stdout: out } = await promisify(execFile)(WRK, [...args, url], { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const latency = (label) => {
    const match = new RegExp(`^\\s+${label}\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(out);
    return match ? +toMs(match[1], match[2]).toFixed(2) : null;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors:.*/.exec(out)?.[0] ?? null;
  return {
    requestsPerSecond: Math.round(rps),
    latencyMs: { p50: latency("50%"), p99: latency("99%") },
    non2xx,
    errors,
  };
}

async function runAutocannon(url, { connections, duration, headers }) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function measure(url, { connections = 50, duration = 8, headers = {} } = {}) {
  const run = WRK ? (options) => runWrk(url, options) : (options) => runAutocannon(url, options);
  await run({ connections, duration: 1, headers }); // warm-up: JIT and caches settle before the measured run
  const result = await run({ connections, duration, headers });
  return { url: new URL(url).pathname, connections, durationSeconds: duration, ...result };
}
