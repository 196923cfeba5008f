// GET /metrics: Prometheus' text format behind a bearer token, parsed as a scraper would, with counters that move.
import parsePrometheusTextFormat, { type MetricFamily } from "parse-prometheus-text-format";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, TestClient } from "../support/http-client";

const TOKEN = "metrics-token-0123456789abcdef";
const server = await startFreshServer({ env: { METRICS_TOKEN: TOKEN, LOG_FORMAT: "json" } });
/** A server without the setting (a process of its own: one in-process server per file). */
const plain = await startFreshServer({ process: true });

type Scrape = Map<string, MetricFamily> & { text: string };

async function scrape(): Promise<Scrape> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  const families = parsePrometheusTextFormat(text);
  return Object.assign(new Map(families.map((family) => [family.name, family])), { text });
}

/**
 * A labelled histogram's observation count, read from the text: the parser flattens a histogram's series into one
 * and keeps only unlabelled counts (its prom2json shape).
 */
function histogramCount(scraped: Scrape, name: string, family: string): number {
  const line = scraped.text.split("\n").find((text) => text.startsWith(`${name}_count{family="${family}"}`));
  return Number(line?.split(" ")[1] ?? 0);
}

/** A counter's or gauge's value for the given labels (0 when the series does not exist yet). */
function value(families: Scrape, name: string, labels: Record<string, string> = {}): number {
  const sample = families
    .get(name)
    ?.metrics.find((metric) => Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted));
  return Number(sample?.value ?? sample?.count ?? 0);
}

const sum = (families: Scrape, name: string, labels: Record<string, string>) =>
  (families.get(name)?.metrics ?? [])
    .filter((metric) => Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted))
    .reduce((total, metric) => total + Number(metric.value ?? metric.count ?? 0), 0);

describe("/metrics", () => {
  it("answers 401 without the bearer token or with a wrong one", async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain("tipped_");
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${btoa(`x:${TOKEN}`)}` } });
    expect(basic.status).toBe(401);
  });

  it("counts requests by route family, hits by outcome, uploads and the page cache's look-ups", async () => {
    const { client, uid, email } = await completedPerformer(server.url);
    const before = await scrape();

    const visitor = new TestClient(server.url);
    for (let i = 0; i < 2; i++) expect((await visitor.get(`/profile/${uid}`)).status).toBe(200);
    expect((await visitor.get("/api/health")).status).toBe(200);
    const hit = (body: unknown) =>
      visitor.request("/api/analytics/hit", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 Chrome/131.0.0.0" },
        body: JSON.stringify(body),
      });
    expect(
      (await hit({ type: "profile_view", profileId: uid, visitorId: `visitor_${Date.now()}_metrics` })).status,
    ).toBe(201);
    expect((await hit({ type: "profile_view" })).status).toBe(400);
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2060c0" } })
      .jpeg()
      .toBuffer();
    const upload = await client.request("/uploads/profile", {
      method: "POST",
      headers: { "content-type": "image/jpeg", "x-file-name": "photo.jpg", origin: server.url },
      body: new Uint8Array(photo),
    });
    expect(upload.status).toBe(201);
    // Without SMTP_URL a mail is written to the log: counted as logged.
    expect((await visitor.postForm("/forgot-password", { email })).status).toBe(200);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sum(after, name, labels) - sum(before, name, labels);
    expect(moved("tipped_http_requests_total", { family: "profile", status: "2xx" })).toBe(2);
    expect(moved("tipped_http_requests_total", { family: "health", status: "2xx" })).toBe(1);
    expect(moved("tipped_http_requests_total", { family: "hit", status: "2xx" })).toBe(1);
    expect(moved("tipped_http_requests_total", { family: "hit", status: "4xx" })).toBe(1);
    expect(moved("tipped_http_requests_total", { family: "upload", status: "2xx" })).toBe(1);
    expect(after.get("tipped_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    const timed = (family: string) =>
      histogramCount(after, "tipped_http_request_duration_seconds", family) -
      histogramCount(before, "tipped_http_request_duration_seconds", family);
    expect(timed("profile")).toBe(2);
    expect(timed("hit")).toBe(2);
    expect(moved("tipped_hits_total", { result: "stored" })).toBe(1);
    expect(moved("tipped_hits_total", { result: "invalid" })).toBe(1);
    expect(moved("tipped_uploads_total", { kind: "profile", result: "stored" })).toBe(1);
    expect(moved("tipped_mails_total", { result: "logged" })).toBe(1);
    // The first anonymous view renders and keeps the page, the second is answered from it (the upload then drops it).
    expect(moved("tipped_profile_page_cache_lookups_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(moved("tipped_profile_page_cache_lookups_total", { result: "hit" })).toBe(1);

    // Route families are a fixed set: no path ever becomes a label.
    const families = new Set(after.get("tipped_http_requests_total")!.metrics.map((metric) => metric.labels?.family));
    for (const family of families) {
      expect(["hit", "auth", "health", "api", "upload", "media", "profile", "metrics", "static", "page"]).toContain(
        family,
      );
    }
  });

  it("reports the database, the page cache's size, memory and the event loop's delay", async () => {
    const { uid } = await completedPerformer(server.url);
    expect((await new TestClient(server.url).get(`/profile/${uid}`)).status).toBe(200);
    const families = await scrape();
    expect(value(families, "tipped_database_info", { kind: server.database.kind })).toBe(1);
    expect(families.get("tipped_database_pool_connections")?.metrics).toHaveLength(3);
    expect(value(families, "tipped_profile_page_cache_entries")).toBeGreaterThanOrEqual(1);
    expect(value(families, "tipped_profile_page_cache_bytes")).toBeGreaterThan(1000);
    expect(value(families, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(families.get("nodejs_eventloop_lag_p99_seconds")?.type).toBe("GAUGE");
    expect(families.get("nodejs_heap_size_used_bytes")?.type).toBe("GAUGE");
  });
});

describe("LOG_FORMAT=json", () => {
  it("writes one JSON line per request, without its query or the client's address", async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get("/api/health?token=secret-in-query")).status).toBe(200);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const health = lines.filter((line) => line.path === "/api/health");
    expect(health.at(-1)).toMatchObject({ method: "GET", family: "health", status: 200 });
    expect(typeof health.at(-1)!.ms).toBe("number");
    expect(server.output()).not.toContain("secret-in-query");
    expect(server.output()).not.toContain(visitor.ip);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("does not exist", async () => {
    const response = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("tipped_http_requests_total");
  });
});
