/**
 * The numbers an operator watches (GET /metrics, Prometheus' text format): one registry for the process. Counters
 * are defined here and moved by the features; gauges read the running server when scraped. Every label has a
 * small fixed set of values (a route family, a result), never a path, a profile or an address.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Runtime } from "../../runtime";

export const registry = new Registry();

export const httpRequests = new Counter({
  name: "tipped_http_requests_total",
  help: "HTTP requests answered, by route family and status class",
  labelNames: ["family", "status"] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "tipped_http_request_duration_seconds",
  help: "Time to the response's headers, by route family",
  labelNames: ["family"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const hits = new Counter({
  name: "tipped_hits_total",
  help: "Tracking hits by outcome: stored (accepted); ignored, invalid, limited, not_found, failed (refused)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const uploads = new Counter({
  name: "tipped_uploads_total",
  help: "Photo uploads processed, by kind and outcome",
  labelNames: ["kind", "result"] as const,
  registers: [registry],
});

export const mails = new Counter({
  name: "tipped_mails_total",
  help: "Mails handed on: sent (to SMTP_URL), failed, or logged (no SMTP_URL set)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const tipEvents = new Counter({
  name: "tipped_tips_total",
  help: "Card tips: checkout (a visitor sent to Stripe), then what Stripe told of them: succeeded, pending, failed, expired, refunded, disputed, dispute_won",
  labelNames: ["event"] as const,
  registers: [registry],
});

export const stripeWebhooks = new Counter({
  name: "tipped_stripe_webhooks_total",
  help: "Stripe events received: applied, duplicate (received before) or refused (no valid signature)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const pageCacheLookups = new Counter({
  name: "tipped_profile_page_cache_lookups_total",
  help: "Look-ups in the kept public profile pages: hit or miss",
  labelNames: ["result"] as const,
  registers: [registry],
});

/** The running server the gauges read; set when the app is made. */
let observed: Runtime | undefined;

new Gauge({
  name: "tipped_profile_page_cache_entries",
  help: "Public profile pages kept rendered in memory",
  registers: [registry],
  collect() {
    this.set(observed?.profiles.pages.stats().entries ?? 0);
  },
});

new Gauge({
  name: "tipped_profile_page_cache_bytes",
  help: "Bytes of the kept public profile pages (each in three encodings)",
  registers: [registry],
  collect() {
    this.set(observed?.profiles.pages.stats().bytes ?? 0);
  },
});

new Gauge({
  name: "tipped_database_info",
  help: "The database this instance uses: pglite (embedded) or postgres",
  labelNames: ["kind"] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (observed) this.set({ kind: observed.database.kind }, 1);
  },
});

new Gauge({
  name: "tipped_database_pool_connections",
  help: "PostgreSQL pool connections: total, idle, and queries waiting for one (0 on the embedded database)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const pool = observed?.database.pool;
    this.set({ state: "total" }, pool?.totalCount ?? 0);
    this.set({ state: "idle" }, pool?.idleCount ?? 0);
    this.set({ state: "waiting" }, pool?.waitingCount ?? 0);
  },
});

new Gauge({
  name: "tipped_image_work",
  help: "Image work on this process (photo uploads and share cards): running and waiting",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const queue = observed?.media.imageQueue();
    this.set({ state: "running" }, queue?.running ?? 0);
    this.set({ state: "waiting" }, (queue?.uploadsWaiting ?? 0) + (queue?.cardsWaiting ?? 0));
  },
});

let defaultsStarted = false;

/**
 * Starts what /metrics reads: the gauges follow `runtime`, and prom-client's process metrics (memory, event-loop
 * delay, handles) start once, only on a server that serves /metrics.
 */
export function observe(runtime: Runtime): void {
  observed = runtime;
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}
