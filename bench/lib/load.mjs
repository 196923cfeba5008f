// One load generator for every HTTP figure: autocannon, same settings side by side.
import autocannon from "autocannon";

export async function measure(url, { connections = 50, duration = 8, headers = {} } = {}) {
  // A short warm-up so JIT and caches are settled before the measured run.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    url: new URL(url).pathname,
    connections,
    durationSeconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
