/**
 * The Hono server: middleware, then the mounted sub-apps (API, uploads, media, build files, thumbnails), then
 * React Router for every page. server.js (the launcher) starts it, in development through Vite and in production
 * from the build, and puts createKeptProfileListener in front of it.
 */
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { keptProfileListener } from "./.server/cache/kept-profile-listener";
import { keptProfileRoute } from "./.server/cache/kept-profile-route";
import { createApi } from "./.server/http/api";
import { compression } from "./.server/http/compression";
import { jsonError } from "./.server/http/errors";
import { asPublicRequest, sameOriginWrites } from "./.server/http/origin";
import { readPageBody } from "./.server/http/page-body";
import { requestContext } from "./.server/http/request-context";
import { media } from "./.server/http/routes/media";
import { profileFiles } from "./.server/http/routes/profile-files";
import { thumbnails } from "./.server/http/routes/thumbnails";
import { createUploads } from "./.server/http/routes/uploads";
import { profilePageSecurityHeaders, securityHeaders } from "./.server/http/security-headers";
import { shortLinks } from "./.server/http/short-links";
import { staticFiles } from "./.server/http/static-files";
import type { AppEnv } from "./.server/http/types";
import { type Runtime, runtime, startRuntime, stopRuntime } from "./.server/runtime";

export { startRuntime, stopRuntime };

type Mode = "development" | "production";

export async function createApp({ mode, clientDir }: { mode: Mode; clientDir?: string }) {
  const current = await runtime();
  const { settings } = current;
  const dev = mode === "development";
  const app = new Hono<AppEnv>();
  const handleDocument = createRequestHandler(build as unknown as ServerBuild, mode);

  // Short links (/@handle, /@handle/...) are the same requests at /profile/{uid}/...: the app answers them again.
  app.use(
    "*",
    shortLinks(current.profileHandles, (request, c) => app.fetch(request, c.env)),
  );

  // Anonymous visitors' profile pages come first, before any other middleware: they are kept rendered and
  // compressed, with constant headers (app/.server/cache/).
  app.get(
    "/profile/:uid",
    keptProfileRoute({
      pages: current.profilePages,
      render: (url) =>
        handleDocument(new Request(url, { headers: { accept: "text/html" } }), {
          nonce: "",
          clientIp: "",
          runtime: current,
        }),
      securityHeaders: await profilePageSecurityHeaders(settings, { dev }),
    }),
  );

  app.use("*", requestContext(current));
  // Every state-changing request, pages, API and uploads alike, must come from the site itself (CSRF).
  app.use("*", sameOriginWrites(settings));
  // Compresses what handlers produce; kept profile pages and build files arrive already compressed.
  app.use("*", compression());
  app.use("*", securityHeaders(settings, { dev }));

  app.route("/api", createApi({ bodyLimitBytes: settings.BODY_LIMIT_BYTES }));
  // A mounted sub-app's notFound is not consulted by the parent, so unknown /api paths stop here.
  app.all("/api/*", (c) => jsonError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`));
  // Photo uploads (single request or resumable tus), outside /api's small JSON body limit.
  app.route("/uploads", createUploads(current));
  app.all("/uploads/*", (c) => jsonError(c, 404, `No upload endpoint at ${c.req.method} ${c.req.path}`));
  app.route("/media", media);
  if (clientDir) app.route("/", staticFiles(clientDir));
  app.route("/thumbnails", thumbnails);
  // A profile's share card and calendar files; its pages (/profile/{uid}, /edit, /report) go on to React Router.
  app.route("/profile", profileFiles);

  app.all("*", async (c) => {
    // Page actions read a small body once, before any parsing (app/.server/http/page-body.ts).
    const read =
      c.req.method === "GET" || c.req.method === "HEAD"
        ? { ok: true as const, body: undefined }
        : await readPageBody(c);
    if (!read.ok) return read.response;
    const request = asPublicRequest(c, settings, read.body);
    return handleDocument(request, {
      nonce: c.get("secureHeadersNonce") ?? "",
      clientIp: c.var.clientIp,
      runtime: current,
    });
  });

  return app;
}

/** The Node-level front door for kept profile pages, which server.js puts before the app. */
export async function createKeptProfileListener(mode: Mode) {
  const { profilePages, profileHandles, settings } = await runtime();
  return keptProfileListener(
    profilePages,
    await profilePageSecurityHeaders(settings, { dev: mode === "development" }),
    profileHandles,
  );
}

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    clientIp: string;
    runtime: Runtime;
  }
}
