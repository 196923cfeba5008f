/**
 * The Hono server: security headers, the JSON API, static files, then React Router for every page.
 * server.js (the launcher) starts it, in development through Vite and in production from the build.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { clientIpFrom } from "./.server/client-ip";
import { type CachedPage } from "./.server/cache/profile-page-cache";
import { createApi } from "./.server/http/api";
import { createUploads } from "./.server/http/routes/uploads";
import { MEDIA_CACHE_CONTROL } from "./.server/media/uploads";
import { chooseEncoding, compression } from "./.server/http/compression";
import { notModified, staticRevalidation } from "./.server/http/conditional";
import { jsonError } from "./.server/http/errors";
import type { AppEnv } from "./.server/http/types";
import { type Runtime, runtime, startRuntime, stopRuntime } from "./.server/runtime";
import { hasSessionCookie } from "./.server/session";
import { PLACEHOLDER_SVG } from "./.server/video-thumbnails";
import type { Settings } from "./.server/env";

export { startRuntime, stopRuntime };

type AppOptions = { mode: "development" | "production"; clientDir?: string };

export async function createApp({ mode, clientDir }: AppOptions) {
  const current = await runtime();
  const { settings } = current;
  const dev = mode === "development";
  const app = new Hono<AppEnv>();
  const handleDocument = createRequestHandler(build as unknown as ServerBuild, mode);

  // Public profile pages for visitors without a session come first, before any other middleware: every
  // anonymous visitor sees the same page, rendered once without request-specific input and kept compressed
  // (app/.server/cache/profile-page-cache.ts), and the profile policy has no nonce, so its headers are constant.
  const pageHeaders = secureHeaders(securityHeaders(settings, { dev, nonce: true }));
  const profileHeaders = secureHeaders(securityHeaders(settings, { dev, nonce: false }));
  const profileSecurityHeaders = await headersSetBy(profileHeaders);
  app.get("/profile/:uid", async (c, next) => {
    const uid = c.req.param("uid");
    if (hasSessionCookie(c.req.header("cookie")) || uid.endsWith(".data")) {
      await next();
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie", { append: true });
      return;
    }
    const page = await current.profilePages.get(uid, () =>
      handleDocument(new Request(new URL(c.req.path, c.req.url), { headers: { accept: "text/html" } }), {
        nonce: "",
        clientIp: "",
        runtime: current,
      }),
    );
    return servePage(c, page, profileSecurityHeaders);
  });

  app.use("*", async (c, next) => {
    c.set("runtime", current);
    c.set(
      "clientIp",
      clientIpFrom({
        socketAddress: safeRemoteAddress(c),
        forwardedFor: c.req.header("x-forwarded-for"),
        trustProxy: settings.TRUST_PROXY,
      }),
    );
    await next();
  });

  // Compresses what handlers produce; cached profile pages and build assets arrive already compressed.
  app.use("*", compression());

  // Pages get a per-request nonce for React Router's inline scripts. Profile pages have no inline script
  // (their one script is a same-origin file), so their policy needs no nonce and their HTML can be cached.
  app.use("*", (c, next) => (isProfilePagePath(c.req.path) ? profileHeaders(c, next) : pageHeaders(c, next)));

  app.route("/api", createApi({ bodyLimitBytes: settings.BODY_LIMIT_BYTES }));
  // A mounted sub-app's notFound is not consulted by the parent, so unknown /api paths stop here.
  app.all("/api/*", (c) => jsonError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`));

  // Photo uploads (single request or resumable tus), outside /api's small JSON body limit.
  app.route("/uploads", createUploads(current));
  app.all("/uploads/*", (c) => jsonError(c, 404, `No upload endpoint at ${c.req.method} ${c.req.path}`));

  // Resized photos: each URL names one version of one file, so it is cached for good. Only the WebP copies
  // the pipeline wrote exist there; originals are never kept.
  app.get("/media/*", async (c) => {
    const relative = c.req.path.slice("/media/".length);
    const body = relative.endsWith(".webp") ? await current.media.get(relative) : null;
    if (!body) return c.body("Not found", 404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": MEDIA_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    });
  });

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || ".";
    // The service worker must always be revalidated, or an old worker lingers.
    // Build files come with .br and .gz twins (scripts/precompress.mjs), so nothing is compressed per request.
    const files = (cacheControl: string) =>
      serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header("Cache-Control", cacheControl) });
    app.use("*", staticRevalidation());
    // The service worker must always be revalidated, or an old worker lingers.
    app.get("/sw.js", files("no-cache"));
    app.use("/assets/*", files("public, max-age=31536000, immutable"));
    app.use("*", files("public, max-age=3600"));
  }

  // YouTube thumbnails through Tipped (app/.server/video-thumbnails.ts): /thumbnails/youtube/{id}.webp
  app.get("/thumbnails/youtube/:file", async (c) => {
    const file = c.req.param("file");
    const thumbnail = file.endsWith(".webp") ? await current.videoThumbnail(file.slice(0, -".webp".length)) : null;
    if (!thumbnail) return c.notFound();
    if (thumbnail.kind === "placeholder") {
      return c.body(PLACEHOLDER_SVG, 200, { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=300" });
    }
    return c.body(new Uint8Array(thumbnail.body), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    });
  });

  // Issue 14, until item 1 (TRUST_PROXY, X-Forwarded-Proto) lands: an action is judged at PUBLIC_URL's origin, so
  // behind a TLS-terminating proxy React Router's origin check compares the browser's https Origin with it.
  const publicOrigin = new URL(settings.PUBLIC_URL).origin;
  app.all("*", (c) =>
    handleDocument(atPublicOrigin(c.req.raw, publicOrigin), {
      nonce: c.get("secureHeadersNonce") ?? "",
      clientIp: c.var.clientIp,
      runtime: current,
    }),
  );

  return app;
}

function atPublicOrigin(request: Request, publicOrigin: string): Request {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const url = new URL(request.url);
  if (url.origin === publicOrigin) return request;
  return new Request(`${publicOrigin}${url.pathname}${url.search}`, { ...requestInit(request), duplex: "half" } as RequestInit);
}

function requestInit(request: Request): RequestInit {
  return { method: request.method, headers: request.headers, body: request.body, signal: request.signal };
}

function isProfilePagePath(path: string): boolean {
  return /^\/profile\/[^/]+\/?$/.test(path);
}

/** The headers of a kept page, the same for every anonymous visitor (lower-case names, each once). */
function keptPageHeaders(page: CachedPage, securityHeaders: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries([...page.headers, ...securityHeaders]);
  headers["etag"] = page.etag;
  headers["cache-control"] = "public, no-cache";
  headers["vary"] = "Accept-Encoding, Cookie";
  headers["x-profile-cache"] = "stored";
  return headers;
}

type KeptAnswer = { status: number; headers: Record<string, string>; body: Buffer | null };

type Variant = "br" | "gzip" | "identity";
// Headers of each kept page in each encoding, built on its first visit: every later visit reuses them.
const keptHeaders = new WeakMap<CachedPage, Record<Variant | "notModified", Record<string, string>>>();
// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const encodings = new Map<string, Variant>();

function encodingFor(acceptEncoding: string | undefined): Variant {
  const key = acceptEncoding ?? "";
  let found = encodings.get(key);
  if (!found) {
    found = chooseEncoding(acceptEncoding) ?? "identity";
    if (encodings.size > 200) encodings.clear();
    encodings.set(key, found);
  }
  return found;
}

/** A kept page: 304 when the visitor has it, else the smallest encoding the visitor takes. */
function keptAnswer(
  page: CachedPage,
  securityHeaders: [string, string][],
  request: { method: string; ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): KeptAnswer {
  let variants = keptHeaders.get(page);
  if (!variants) {
    const base = keptPageHeaders(page, securityHeaders);
    const sized = (body: Buffer, encoding?: string) => ({
      ...base,
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": String(body.length),
    });
    variants = { br: sized(page.br, "br"), gzip: sized(page.gzip, "gzip"), identity: sized(page.html), notModified: base };
    keptHeaders.set(page, variants);
  }
  if (page.status === 200 && notModified(request.ifNoneMatch, page.etag)) {
    return { status: 304, headers: variants.notModified, body: null };
  }
  const encoding = encodingFor(request.acceptEncoding);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  return { status: page.status, headers: variants[encoding], body: request.method === "HEAD" ? null : body };
}

function servePage(c: Context<AppEnv>, page: CachedPage, securityHeaders: [string, string][]): Response {
  // Plain header objects and a Uint8Array body keep @hono/node-server on its fast path (no web streams).
  const answer = keptAnswer(page, securityHeaders, {
    method: c.req.method,
    ifNoneMatch: c.req.header("if-none-match"),
    acceptEncoding: c.req.header("accept-encoding"),
  });
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
}

const KEPT_PROFILE_PATH = /^\/profile\/([A-Za-z0-9_-]{1,128})$/;

/**
 * The front door at its fastest: a Node request listener that answers an anonymous GET of a profile page that is
 * already kept, straight from memory, before any Request or Response object exists. Everything else (a first
 * render, a session cookie, a query string, any other path) returns false and goes to the Hono app, which
 * answers exactly the same way (servePage) and keeps the page for next time.
 */
export async function createKeptProfileListener(mode: AppOptions["mode"]) {
  const current = await runtime();
  const pageSecurityHeaders = await headersSetBy(
    secureHeaders(securityHeaders(current.settings, { dev: mode === "development", nonce: false })),
  );
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    const match = KEPT_PROFILE_PATH.exec(req.url);
    if (!match || hasSessionCookie(req.headers.cookie)) return false;
    const page = current.profilePages.peek(match[1]!);
    if (!page) return false;
    const answer = keptAnswer(page, pageSecurityHeaders, {
      method: req.method,
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    });
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
    return true;
  };
}

/** The headers a middleware adds to a response, when they do not depend on the request. */
async function headersSetBy(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use("*", middleware);
  probe.get("*", (c) => c.body(null, 204));
  const response = await probe.request("http://localhost/");
  return [...response.headers];
}

function securityHeaders(settings: Settings, { dev, nonce }: { dev: boolean; nonce: boolean }): SecureHeadersOptions {
  const scriptSrc = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // Vite injects its own inline scripts
    : nonce
      ? ["'self'", NONCE, "'strict-dynamic'"]
      : ["'self'"];
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      frameSrc: ["https://www.youtube-nocookie.com"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: settings.PUBLIC_URL.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
}

function safeRemoteAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // requests made in-process (app.request) have no socket
  }
}

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    clientIp: string;
    runtime: Runtime;
  }
}
