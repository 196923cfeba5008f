/**
 * The Hono server: one middleware chain for every request (client address, same-origin writes, the prerendered
 * landing page's choice, compression, security headers, build files), then one sub-app per feature, then React
 * Router for every page. server.js (the launcher) starts it, in development through Vite and in production from
 * the build.
 */
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { createApi } from "./.server/platform/http/api";
import { compression } from "./.server/platform/http/compression";
import { handleSiteError, jsonError } from "./.server/platform/http/errors";
import { loadMemoryFiles, memoryFiles, prerenderedPage } from "./.server/platform/http/memory-files";
import { language, languageSite } from "./.server/platform/http/language";
import { offlinePageSite } from "./.server/platform/http/offline-page";
import { sameOriginWrites } from "./.server/platform/http/origin";
import { reactRouterPages } from "./.server/platform/http/pages";
import { fansSite } from "./.server/fans/http";
import { mediaSite } from "./.server/media/http";
import { observe } from "./.server/platform/metrics/metrics";
import { measureRequests, metricsSite } from "./.server/platform/metrics/http";
import { profilesSite } from "./.server/profiles/http";
import { prerenderedPages } from "./.server/platform/http/prerendered";
import { requestContext } from "./.server/platform/http/request-context";
import { securityHeaders, selfScriptsHeaderRecord } from "./.server/platform/http/security-headers";
import { shortLinks } from "./.server/profiles/short-links";
import { paymentsSite } from "./.server/tips/http";
import type { AppEnv } from "./.server/platform/http/types";
import { type Runtime, runtime, startRuntime, stopRuntime } from "./.server/runtime";

export { startRuntime, stopRuntime };
/** `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) run these from the build. */
export { backup } from "./.server/platform/backup/backup";
export { restore } from "./.server/platform/backup/restore";
/** The landing page is prerendered in every language (scripts/prerender.mjs). */
export { withLocale } from "./.server/platform/http/language";
export { prerenderedFile } from "./.server/platform/http/prerendered";
export { LOCALES } from "./domain/languages";
/** React Router's build, for the landing page's prerender (scripts/prerender.mjs). */
export const reactRouterBuild = build;

type Mode = "development" | "production";

export async function createApp({ mode, clientDir }: { mode: Mode; clientDir?: string }) {
  const current = await runtime();
  const { settings } = current;
  const dev = mode === "development";
  const app = new Hono<AppEnv>();
  const handleDocument = createRequestHandler(build as unknown as ServerBuild, mode);
  // The headers of what is made once for everyone: build files, prerendered pages and kept profile pages.
  const madeOnceHeaders = await selfScriptsHeaderRecord(settings, { dev });
  const files = clientDir ? loadMemoryFiles(clientDir, madeOnceHeaders) : undefined;

  const dispatchedAgain = new WeakSet<Request>();
  app.use("*", measureRequests(dispatchedAgain, settings.LOG_FORMAT === "json"));
  if (settings.METRICS_TOKEN) {
    observe(current);
    app.route("/", metricsSite(settings.METRICS_TOKEN));
  } else {
    // Unknown paths show the landing page: without a token there is no /metrics at all.
    app.all("/metrics", (c) => c.text("Not found", 404));
  }
  // Short links (/@handle, /@handle/...) are the same requests at /profile/{uid}/...: the app answers them again.
  app.use(
    "*",
    shortLinks(current.profiles.handles, (request, c) => {
      dispatchedAgain.add(request);
      return app.fetch(request, c.env);
    }),
  );
  app.use("*", requestContext(current));
  app.use("*", language());
  app.use("*", prerenderedPages(files, build.routes as Parameters<typeof prerenderedPages>[1]));
  // Compresses what handlers produce; kept profile pages and build files arrive already compressed.
  app.use("*", compression());
  app.use(
    "*",
    securityHeaders(settings, { dev }, (path) => files?.files.has(path) ?? false),
  );
  // Every state-changing request, pages, API and uploads alike, must come from the site itself (CSRF); after the
  // security headers, so its 403 carries them too. Nothing before it acts on a write.
  app.use("*", sameOriginWrites(settings));
  if (files) app.use("*", memoryFiles(files));

  app.route("/", languageSite);
  app.route("/", offlinePageSite);
  app.route("/api", createApi({ bodyLimitBytes: settings.BODY_LIMIT_BYTES }));
  // A mounted sub-app's notFound is not consulted by the parent, so unknown /api paths stop here.
  app.all("/api/*", (c) => jsonError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`));
  app.route("/", mediaSite(current));
  app.route("/payments", paymentsSite);
  app.route("/", fansSite);
  // The public profile page for visitors without a session is rendered once and kept (profiles/page-cache.ts).
  app.route(
    "/",
    profilesSite(
      dev
        ? undefined
        : {
            cache: current.profiles.pages,
            db: current.db,
            securityHeaders: madeOnceHeaders,
          },
    ),
  );
  if (files) app.use("*", prerenderedPage(files));

  app.all("*", reactRouterPages(handleDocument, current));
  app.onError(handleSiteError);
  return app;
}

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    clientIp: string;
    runtime: Runtime;
    /** Set when a loader or action failed because the database or the photo store did not answer: a 503 page. */
    outage?: boolean;
  }
  // React Router's documented way to keep AppLoadContext's members beside middleware's typed context
  // (how-to/middleware, "Migration from AppLoadContext"): the load context is a RouterContextProvider carrying them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the interface only merges AppLoadContext in
  interface RouterContextProvider extends AppLoadContext {}
}
