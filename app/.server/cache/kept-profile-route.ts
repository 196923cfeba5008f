import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/types";
import { hasSessionCookie } from "../session";
import { type HeaderList, keptResponse } from "./kept-page";
import { KEPT_UNTIL_HEADER, type ProfilePageCache } from "./profile-page-cache";

/**
 * GET /profile/:uid for visitors without a session: every anonymous visitor sees the same page, rendered once
 * without request-specific input and kept compressed (profile-page-cache.ts). Signed-in viewers, and React
 * Router's .data requests, go on to the app and get a private answer. A short link (`/@{handle}`) arrives here
 * rewritten to `/profile/{uid}` (app/.server/http/short-links.ts), so both addresses share one kept page.
 */
export function keptProfileRoute(options: {
  pages: ProfilePageCache;
  /** Renders the page as an anonymous visitor sees it. */
  render: (url: URL) => Promise<Response>;
  securityHeaders: HeaderList;
}): MiddlewareHandler<AppEnv, "/profile/:uid"> {
  return async (c, next) => {
    const uid = c.req.param("uid");
    if (hasSessionCookie(c.req.header("cookie")) || uid.endsWith(".data")) {
      await next();
      c.res.headers.delete(KEPT_UNTIL_HEADER); // for the cache only
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie", { append: true });
      return;
    }
    const page = await options.pages.get(uid, () => options.render(new URL(c.req.path, c.req.url)));
    return keptResponse(page, options.securityHeaders, c);
  };
}
