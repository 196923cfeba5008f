/**
 * The Hono server: security headers, the JSON API, static files, then React Router for every page.
 * server.js (the launcher) starts it, in development through Vite and in production from the build.
 */
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { clientIpFrom } from "./.server/client-ip";
import { createApi } from "./.server/http/api";
import { jsonError } from "./.server/http/errors";
import type { AppEnv } from "./.server/http/types";
import { type Runtime, runtime, startRuntime, stopRuntime } from "./.server/runtime";

export { startRuntime, stopRuntime };

type AppOptions = { mode: "development" | "production"; clientDir?: string };

export async function createApp({ mode, clientDir }: AppOptions) {
  const current = await runtime();
  const { settings } = current;
  const dev = mode === "development";
  const app = new Hono<AppEnv>();
  const handleDocument = createRequestHandler(build as unknown as ServerBuild, mode);

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

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Inline scripts carry the per-request nonce; in development Vite injects its own inline scripts.
        scriptSrc: dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", NONCE, "'strict-dynamic'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https://i.ytimg.com", "https://img.youtube.com"],
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
    }),
  );

  app.route("/api", createApi({ bodyLimitBytes: settings.BODY_LIMIT_BYTES }));
  // A mounted sub-app's notFound is not consulted by the parent, so unknown /api paths stop here.
  app.all("/api/*", (c) => jsonError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`));

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || ".";
    // The service worker must always be revalidated, or an old worker lingers.
    app.get("/sw.js", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "no-cache") }));
    app.use(
      "/assets/*",
      serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
    );
    app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  }

  app.all("*", (c) =>
    handleDocument(c.req.raw, {
      nonce: c.get("secureHeadersNonce") ?? "",
      clientIp: c.var.clientIp,
      runtime: current,
    }),
  );

  return app;
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
