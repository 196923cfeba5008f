import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "../session";
import { type HeaderList, writeKeptAnswer } from "./kept-page";
import type { ProfilePageCache } from "./profile-page-cache";

const KEPT_PROFILE_PATH = /^\/profile\/([A-Za-z0-9_-]{1,128})$/;
/** A short link `/@{handle}` (issue 17), any case; its profile id comes from the kept handle lookups. */
const KEPT_SHORT_LINK_PATH = /^\/@([A-Za-z0-9-]{3,30})$/;

/**
 * The front door at its fastest: a Node request listener that answers an anonymous GET of a profile page that is
 * already kept, straight from memory, before any Request or Response object exists. Everything else (a first
 * render, a session cookie, a query string, any other path) returns false and goes to the Hono app, whose
 * kept-profile route answers exactly the same way and keeps the page for next time.
 */
export function keptProfileListener(
  pages: Pick<ProfilePageCache, "peek">,
  securityHeaders: HeaderList,
  handles?: { peek(handle: string): string | null | undefined },
) {
  /** The profile id a path names, when it is known without asking anyone. */
  const uidOf = (url: string): string | null | undefined => {
    const profile = KEPT_PROFILE_PATH.exec(url);
    if (profile) return profile[1];
    const short = handles && KEPT_SHORT_LINK_PATH.exec(url);
    return short ? handles.peek(short[1]!) : undefined;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    const uid = uidOf(req.url);
    if (!uid || hasSessionCookie(req.headers.cookie)) return false;
    const page = pages.peek(uid);
    if (!page) return false;
    return writeKeptAnswer(page, securityHeaders, req as typeof req & { method: string }, res);
  };
}
