import type { Context, MiddlewareHandler } from "hono";
import { profilePath } from "~/domain/profile-url";
import type { HandleResolver } from "./handles";
import type { AppEnv } from "../platform/http/types";

const SHORT_LINK = /^\/@([^/]+)(\/.*)?$/;

/**
 * `/@{handle}` and anything under it: the request is answered exactly as `/profile/{uid}` (and
 * `/profile/{uid}/rest`) would be, by handing the app the same request at that path, so every profile sub-route
 * (the page, its kept copy, events.ics, ...) works under the short link with nothing of its own. The visitor's
 * address bar keeps the short link. An unknown handle goes to a profile id that cannot exist: the profile's own
 * "Profile not found" page (404).
 */
export function shortLinks(
  handles: Pick<HandleResolver, "resolve">,
  dispatch: (request: Request, c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = SHORT_LINK.exec(c.req.path);
    if (!match) return next();
    let handle: string;
    try {
      handle = decodeURIComponent(match[1]!);
    } catch {
      return next();
    }
    const { uid, heldFor } = await handles.resolve(handle);
    // A name its owner gave up lately: old signs and shared links follow the owner to their page.
    if (!uid && heldFor) return c.redirect(`${profilePath(heldFor)}${match[2] ?? ""}`, 302);
    const url = new URL(c.req.url);
    url.pathname = `/profile/${encodeURIComponent(uid ?? `@${handle}`)}${match[2] ?? ""}`;
    const original = c.req.raw;
    const init: RequestInit & { duplex?: "half" } = { method: original.method, headers: original.headers };
    if (original.body) Object.assign(init, { body: original.body, duplex: "half" });
    return dispatch(new Request(url, init), c);
  };
}
