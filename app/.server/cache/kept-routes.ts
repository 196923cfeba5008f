import type { Hono } from "hono";
import type { AppLoadContext } from "react-router";
import { keptResponse } from "./kept-page";
import { keptDashboardRoute } from "./kept-dashboard-route";
import type { KeptLanding, LandingMatcher } from "./kept-landing";
import { keptProfileRoute } from "./kept-profile-route";
import { hashedPageSecurityHeaders, profilePageSecurityHeaders } from "../http/security-headers";
import type { AppEnv } from "../http/types";
import type { Runtime } from "../runtime";
import { getSessionUserOf, hasSessionCookie } from "../session";

/** React Router's document handler (createRequestHandler). */
export type HandleDocument = (request: Request, context: AppLoadContext) => Promise<Response>;

/** Renders a page the same for everyone it is kept for: no nonce, no client address, the cookie only when given. */
export type RenderKept = (url: string | URL, cookie?: string) => Promise<Response>;

export function keptRenderer(handleDocument: HandleDocument, runtime: Runtime): RenderKept {
  return (url, cookie) =>
    handleDocument(
      new Request(new URL(url, runtime.settings.PUBLIC_URL), {
        headers: cookie === undefined ? { accept: "text/html" } : { accept: "text/html", cookie },
      }),
      { nonce: "", clientIp: "", runtime },
    );
}

/**
 * The pages kept rendered in memory, put on the app before any other middleware (they carry their own constant
 * headers): the profile page (anonymous visitors, and its owner), the owner's dashboard (PGlite only: one process
 * hears of every stored hit) and the landing page for visitors without a session (its headers carry the hashes of
 * its inline scripts, not a nonce: kept-landing.ts). Development renders every page afresh.
 */
export async function mountKeptPages(
  app: Hono<AppEnv>,
  options: {
    runtime: Runtime;
    dev: boolean;
    render: RenderKept;
    landing: KeptLanding;
    landingKindOf: LandingMatcher;
    /** Build files: never the landing page, even when the front door left them to the app (a Range request). */
    clientFiles: Set<string>;
  },
): Promise<void> {
  const { runtime: current, dev, render, landing, landingKindOf, clientFiles } = options;
  const { settings } = current;
  const viewer = (headers: Headers) => getSessionUserOf(current, headers);

  app.get(
    "/profile/:uid",
    keptProfileRoute({
      pages: current.profilePages,
      render: (url) => render(url),
      securityHeaders: await profilePageSecurityHeaders(settings, { dev }),
      owner: { pages: current.ownerPages, viewer, render },
    }),
  );

  if (!dev && current.database.kind === "pglite") {
    app.get(
      "/dashboard",
      keptDashboardRoute({
        pages: current.dashboardPages,
        viewer,
        render: (cookie) => render("/dashboard", cookie),
        securityHeaders: (hashes) => hashedPageSecurityHeaders(settings, { dev }, hashes),
      }),
    );
  }

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const landingKind = dev || hasSessionCookie(c.req.header("cookie")) ? null : landingKindOf(c.req.path);
    if (!landingKind || clientFiles.has(c.req.path)) return next();
    const entry = await landing.get(landingKind);
    return keptResponse(entry.page, entry.securityHeaders, c);
  });
}
