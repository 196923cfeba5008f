/**
 * Where a request says it comes from, and whether we believe it.
 *
 * Behind a TLS-terminating proxy the socket speaks plain http while the browser is on https, so the request's own
 * URL is not the site's address. The site has one address, PUBLIC_URL (ARCHITECTURE.md): state-changing requests
 * must come from it (a CSRF defence that also covers routes React Router does not check, such as /logout's
 * resource route, /uploads and the API), and React Router is handed the request under that address so its own
 * origin check agrees. When PUBLIC_URL is not set (the laptop default) the request's own origin is accepted too,
 * read from X-Forwarded-Proto/-Host only when the socket is a trusted proxy.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Settings } from "../settings";
import { jsonError } from "./errors";
import type { AppEnv } from "./types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Identity providers post their answers back across sites (Apple's form_post); better-auth checks their state.
const CROSS_SITE_CALLBACKS = [/^\/api\/auth\/callback\//, /^\/api\/auth\/oauth2\/callback\//];

const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

/** The origin the visitor's browser is on, as far as a trusted proxy tells us (else the socket's own view). */
function requestOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (!c.get("viaTrustedProxy")) return url.origin;
  const proto = firstValue(c.req.header("x-forwarded-proto")) ?? url.protocol.slice(0, -1);
  const host = firstValue(c.req.header("x-forwarded-host")) ?? url.host;
  return `${proto}://${host}`;
}

/**
 * The site's own origins: the ones a state-changing request may come from, and a referrer that is no other site
 * (analytics' self-referrals).
 */
export function siteOrigins(c: Context<AppEnv>, settings: Pick<Settings, "PUBLIC_URL" | "publicUrlConfigured">) {
  const site = new URL(settings.PUBLIC_URL).origin;
  return settings.publicUrlConfigured ? [site] : [site, requestOrigin(c)];
}

/**
 * Refuses a state-changing request from another site with 403: an Origin header that is not ours (or "null"), or
 * no Origin but `Sec-Fetch-Site: cross-site`. Requests with neither header are not from a browser form and pass.
 */
export function sameOriginWrites(
  settings: Pick<Settings, "PUBLIC_URL" | "publicUrlConfigured">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || CROSS_SITE_CALLBACKS.some((path) => path.test(c.req.path))) return next();
    const origin = c.req.header("origin");
    const refused =
      origin !== undefined
        ? !siteOrigins(c, settings).includes(origin)
        : c.req.header("sec-fetch-site") === "cross-site";
    if (!refused) return next();
    const wantsJson = c.req.path.startsWith("/api/") || c.req.path.startsWith("/uploads/");
    if (wantsJson) return jsonError(c, 403, CROSS_SITE_MESSAGE);
    return c.text(CROSS_SITE_MESSAGE, 403, { "Cache-Control": "no-store" });
  };
}

/**
 * The request as React Router should see it: under the origin the browser used (PUBLIC_URL behind a proxy), so
 * its action origin check compares like with like. Only called after sameOriginWrites let the request through.
 */
export function asPublicRequest(
  c: Context<AppEnv>,
  settings: Pick<Settings, "PUBLIC_URL" | "publicUrlConfigured">,
  body?: ArrayBuffer,
): Request {
  const raw = c.req.raw;
  const own = new URL(raw.url);
  const origin = c.req.header("origin");
  const target = settings.publicUrlConfigured
    ? new URL(settings.PUBLIC_URL).origin
    : origin && siteOrigins(c, settings).includes(origin)
      ? origin
      : requestOrigin(c);
  if (target === own.origin && body === undefined) return raw;
  const url = new URL(own.pathname + own.search, target);
  return new Request(url, {
    method: raw.method,
    headers: raw.headers,
    body: body ?? (SAFE_METHODS.has(raw.method) ? undefined : raw.body),
    signal: raw.signal,
    duplex: "half",
  } as RequestInit);
}

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value ? value : undefined;
}
