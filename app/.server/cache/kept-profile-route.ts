import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/types";
import { hasSessionCookie, type SessionUser } from "../session";
import { type HeaderList, keptResponse } from "./kept-page";
import { type CachedPage, KEPT_UNTIL_HEADER, type ProfilePageCache } from "./profile-page-cache";

/**
 * GET /profile/:uid for visitors without a session: every anonymous visitor sees the same page, rendered once
 * without request-specific input and kept compressed (profile-page-cache.ts). Signed-in viewers, and React
 * Router's .data requests, go on to the app and get a private answer. A short link (`/@{handle}`) arrives here
 * rewritten to `/profile/{uid}` (app/.server/http/short-links.ts), so both addresses share one kept page.
 * The owner looking at their own page gets it the same way from `owner.pages`, a private answer.
 */
export function keptProfileRoute(options: {
  pages: ProfilePageCache;
  /** Renders the page as an anonymous visitor sees it. */
  render: (url: URL) => Promise<Response>;
  securityHeaders: HeaderList;
  owner?: {
    /** The owner's page as the owner sees it, keyed by profile id. */
    pages: ProfilePageCache;
    /** The signed-in user of a request's headers (app/.server/session.ts). */
    viewer: (headers: Headers) => Promise<SessionUser | null>;
    /** Renders the page as the owner sees it, with their cookies. */
    render: (url: URL, cookie: string) => Promise<Response>;
  };
}): MiddlewareHandler<AppEnv, "/profile/:uid"> {
  return async (c, next) => {
    const uid = c.req.param("uid");
    const cookie = c.req.header("cookie");
    if (hasSessionCookie(cookie) || uid.endsWith(".data")) {
      const own = options.owner && !uid.endsWith(".data") ? await ownPage(options.owner, c, uid, cookie) : null;
      if (own) return privateResponse(keptResponse(own, options.securityHeaders, c));
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

/** The kept page of a signed-in owner looking at their own profile page, or null for every other case. */
async function ownPage(
  owner: NonNullable<Parameters<typeof keptProfileRoute>[0]["owner"]>,
  c: Parameters<MiddlewareHandler<AppEnv, "/profile/:uid">>[0],
  uid: string,
  cookie: string | undefined,
): Promise<CachedPage | null> {
  if (!cookie || new URL(c.req.url).search) return null;
  // A failed look-up (the database is away) is the app's to answer, with its 503.
  const viewer = await owner.viewer(c.req.raw.headers).catch(() => null);
  if (viewer?.id !== uid) return null;
  const page = await owner.pages.get(uid, () => owner.render(new URL(c.req.path, c.req.url), cookie));
  return page.status === 200 ? page : null;
}

/** A kept answer for one signed-in user: private like every signed-in page, and not marked as the shared copy. */
function privateResponse(response: Response): Response {
  response.headers.set("cache-control", "private, no-cache");
  response.headers.delete("x-profile-cache");
  return response;
}
