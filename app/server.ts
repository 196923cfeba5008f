/**
 * The Hono server: the kept pages, then middleware, then the mounted sub-apps (API, uploads, media, build files,
 * thumbnails), then React Router for every page. server.js (the launcher) starts it, in development through Vite and
 * in production from the build, and puts createFrontDoor in front of it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { createKeptLanding, keptLandingListener, landingMatcher } from "./.server/cache/kept-landing";
import { keptProfileListener } from "./.server/cache/kept-profile-listener";
import { type HandleDocument, keptRenderer, mountKeptPages } from "./.server/cache/kept-routes";
import { createApi } from "./.server/http/api";
import { compression } from "./.server/http/compression";
import { jsonError } from "./.server/http/errors";
import { listClientFiles, loadMemoryFiles, memoryFilesListener } from "./.server/http/memory-files";
import { sameOriginWrites } from "./.server/http/origin";
import { reactRouterPages } from "./.server/http/pages";
import { requestContext } from "./.server/http/request-context";
import { hitListener } from "./.server/http/routes/hit-listener";
import { media } from "./.server/http/routes/media";
import { profileFiles } from "./.server/http/routes/profile-files";
import { thumbnails } from "./.server/http/routes/thumbnails";
import { createUploads } from "./.server/http/routes/uploads";
import {
  hashedPageSecurityHeaders,
  profilePageSecurityHeaders,
  securityHeaders,
} from "./.server/http/security-headers";
import { shortLinks } from "./.server/http/short-links";
import { staticFiles } from "./.server/http/static-files";
import type { AppEnv } from "./.server/http/types";
import { type Runtime, runtime, startRuntime, stopRuntime } from "./.server/runtime";

export { startRuntime, stopRuntime };

type Mode = "development" | "production";

const documentHandler = (mode: Mode) => createRequestHandler(build as unknown as ServerBuild, mode) as HandleDocument;

/** Which landing copy a path shows (routes.ts: the index route, and `*` for every other path). */
const landingKindOf = landingMatcher(build.routes as Parameters<typeof landingMatcher>[0], {
  landing: "routes/landing/route",
  fallback: "routes/landing-fallback",
});

/** One kept landing page per process, shared by the Hono app and the Node-level front door. */
let keptLanding: ReturnType<typeof createKeptLanding> | undefined;
async function landingPages(mode: Mode) {
  if (keptLanding) return keptLanding;
  const current = await runtime();
  const dev = mode === "development";
  const render = keptRenderer(documentHandler(mode), current);
  keptLanding = createKeptLanding({
    keep: !dev,
    render: (kind) => render(kind === "landing" ? "/" : "/~landing"),
    securityHeaders: (hashes) => hashedPageSecurityHeaders(current.settings, { dev }, hashes),
  });
  return keptLanding;
}

export async function createApp({ mode, clientDir }: { mode: Mode; clientDir?: string }) {
  const current = await runtime();
  const { settings } = current;
  const dev = mode === "development";
  const app = new Hono<AppEnv>();
  const handleDocument = documentHandler(mode);
  const clientFiles = clientDir ? listClientFiles(clientDir) : new Set<string>();

  // Short links (/@handle, /@handle/...) are the same requests at /profile/{uid}/...: the app answers them again.
  app.use(
    "*",
    shortLinks(current.profileHandles, (request, c) => app.fetch(request, c.env)),
  );
  // Kept pages (profile, dashboard, landing) come before any other middleware: app/.server/cache/kept-routes.ts.
  await mountKeptPages(app, {
    runtime: current,
    dev,
    render: keptRenderer(handleDocument, current),
    landing: await landingPages(mode),
    landingKindOf,
    clientFiles,
  });

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
  // Build files the front door left to the app (Range requests, development): a page path never touches the disk.
  if (clientDir) {
    const files = staticFiles(clientDir);
    app.on(["GET", "HEAD"], "*", (c, next) => (clientFiles.has(c.req.path) ? files.fetch(c.req.raw, c.env) : next()));
  }
  app.route("/thumbnails", thumbnails);
  // A profile's share card and calendar files; its pages (/profile/{uid}, /edit, /report) go on to React Router.
  app.route("/profile", profileFiles);

  app.all("*", reactRouterPages(handleDocument, current));
  return app;
}

/**
 * The Node-level front door, which server.js puts before the app: anonymous tracking hits, build files from memory,
 * then kept profile pages, then the kept landing page; false sends the request on to the app.
 */
export async function createFrontDoor(mode: Mode, clientDir: string) {
  const { profilePages, profileHandles, settings, analytics } = await runtime();
  const dev = mode === "development";
  const constantHeaders = await profilePageSecurityHeaders(settings, { dev });
  const files = memoryFilesListener(loadMemoryFiles(clientDir, constantHeaders));
  const profiles = keptProfileListener(profilePages, constantHeaders, profileHandles);
  const landing = keptLandingListener(await landingPages(mode), landingKindOf);
  const hits = hitListener(analytics, settings, constantHeaders);
  return (req: IncomingMessage, res: ServerResponse): boolean =>
    hits(req, res) || files(req, res) || profiles(req, res) || landing(req, res);
}

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    clientIp: string;
    runtime: Runtime;
  }
}
