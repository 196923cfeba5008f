/**
 * GET /dashboard from memory (docs/decisions/0012-signed-in-pages.md): the owner's dashboard HTML, rendered once and
 * kept compressed per user (a ProfilePageCache keyed by the user's id, which is their profile's id), answered to
 * any request whose session cookie belongs to that user, while it is true. What the page shows, and what drops it:
 * - the figures: every committed hit for the profile drops it before that hit is answered (runtime.ts, the hit
 *   batcher's onCommitted), so a hit answered 2xx is on the very next dashboard;
 * - the profile (name, handle, photo, completion): every profile change drops it;
 * - the user (address, avatar menu) and the session: every session change empties all of them (runtime.ts), and
 *   each request's cookie is checked (the kept sessions, else the database) before anything is served, so a cookie
 *   whose session ended never gets the page again, and another user never gets it;
 * - "now" (relative times, the current month): the loader says until when the page reads as a fresh render would
 *   (KEPT_UNTIL_HEADER, app/domain/dashboard-page.ts); a render that does not say so (figures that could not be
 *   read, shown as zeros) is not kept, and is answered by the app as before.
 * It does not depend on the visitor's time zone (the server renders UTC; the browser switches to its own zone once
 * it runs) nor on any query (a request with a query string goes to the app, rendered afresh). Each encoding is
 * kept. Its inline scripts are allowed by their CSP hashes instead of a per-request nonce, as on the kept landing
 * page. Only one process may keep it (PGlite): on PostgreSQL other processes store hits this one never hears of.
 */
import type { MiddlewareHandler } from "hono";
import { inlineScriptHashes } from "../http/csp-hashes";
import type { AppEnv } from "../http/types";
import { hasSessionCookie, type SessionUser } from "../session";
import { type HeaderList, keptResponse } from "./kept-page";
import { type CachedPage, KEPT_UNTIL_HEADER, type ProfilePageCache } from "./profile-page-cache";

export function keptDashboardRoute(options: {
  /** Keyed by user id; kept only with KEPT_UNTIL_HEADER (`onlyWithKeptUntil`). */
  pages: ProfilePageCache;
  /** The signed-in user of a request's headers (app/.server/session.ts). */
  viewer: (headers: Headers) => Promise<SessionUser | null>;
  /** Renders the dashboard with these cookies and no nonce, at the public address (never the request's Host). */
  render: (cookie: string) => Promise<Response>;
  /** The security headers of a page whose inline scripts have these hashes (hashedPageSecurityHeaders). */
  securityHeaders: (scriptHashes: string[]) => Promise<HeaderList>;
}): MiddlewareHandler<AppEnv> {
  const pageHeaders = new WeakMap<CachedPage, Promise<HeaderList>>();
  const headersOf = (page: CachedPage) => {
    let found = pageHeaders.get(page);
    if (!found) {
      found = options.securityHeaders(inlineScriptHashes(page.html.toString()));
      pageHeaders.set(page, found);
    }
    return found;
  };
  return async (c, next) => {
    const cookie = c.req.header("cookie");
    if (!hasSessionCookie(cookie) || c.req.url.includes("?")) return next();
    // A failed look-up (the database is away) is the app's to answer, with its 503.
    const viewer = await options.viewer(c.req.raw.headers).catch(() => null);
    if (!viewer) return next();
    const page = await options.pages.get(viewer.id, async () => {
      const response = await options.render(cookie);
      // A render that sets a cookie is that request's alone: never kept (the app answers it itself, below).
      if (response.headers.has("set-cookie")) response.headers.delete(KEPT_UNTIL_HEADER);
      return response;
    });
    // Not a page to keep (a redirect, zeros for figures that could not be read, a cookie): the app answers, as before.
    if (page.status !== 200 || page.keptUntil === undefined) return next();
    return keptResponse(page, await headersOf(page), c, "private");
  };
}
