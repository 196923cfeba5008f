/** GET /metrics for a Prometheus scraper, and the request counting every answer goes through. */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/types";
import { httpDuration, httpRequests, registry } from "./metrics";

/**
 * The route family of a path: a small fixed set, so a label never holds a path (one series per profile would grow
 * without end). Static files are the build's own (anything with a file extension outside the families above).
 */
export function routeFamily(path: string): string {
  if (path === "/api/analytics/hit") return "hit";
  if (path.startsWith("/api/auth/")) return "auth";
  if (path === "/api/health" || path === "/api/live") return "health";
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/uploads")) return "upload";
  if (path.startsWith("/media/")) return "media";
  if (path.startsWith("/profile/") || path.startsWith("/@")) return "profile";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/assets/") || /\.[a-z0-9]{1,8}$/i.test(path)) return "static";
  return "page";
}

/**
 * Counts every answer and its time to headers, and with `logJson` writes one JSON line for it: never the query
 * (it can carry a token), a form value or the client's address. A request the app dispatches again to itself (a
 * short link's rewrite, named in `again`) is counted once, by its outer request.
 */
export function measureRequests(again: WeakSet<Request>, logJson = false): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (again.has(c.req.raw)) return next();
    const started = performance.now();
    const family = routeFamily(c.req.path);
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const status = c.res?.status ?? 500;
      httpRequests.inc({ family, status: `${Math.floor(status / 100)}xx` });
      httpDuration.observe({ family }, seconds);
      if (logJson) {
        const line = { time: new Date().toISOString(), method: c.req.method, family, path: c.req.path, status };
        console.info(JSON.stringify({ ...line, ms: Math.round(seconds * 10_000) / 10 }));
      }
    }
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The scrape endpoint, answering only a request that carries `Authorization: Bearer <token>`. */
export function metricsSite(token: string) {
  const expected = digest(token);
  return new Hono<AppEnv>().get("/metrics", async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("A valid bearer token is required for /metrics", 401);
    }
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", registry.contentType);
    return c.body(await registry.metrics());
  });
}
