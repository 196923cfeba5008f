import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "../session";
import { type HeaderList, keptAnswer } from "./kept-page";
import type { ProfilePageCache } from "./profile-page-cache";

const KEPT_PROFILE_PATH = /^\/profile\/([A-Za-z0-9_-]{1,128})$/;

/**
 * The front door at its fastest: a Node request listener that answers an anonymous GET of a profile page that is
 * already kept, straight from memory, before any Request or Response object exists. Everything else (a first
 * render, a session cookie, a query string, any other path) returns false and goes to the Hono app, whose
 * kept-profile route answers exactly the same way and keeps the page for next time.
 */
export function keptProfileListener(pages: Pick<ProfilePageCache, "peek">, securityHeaders: HeaderList) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    const match = KEPT_PROFILE_PATH.exec(req.url);
    if (!match || hasSessionCookie(req.headers.cookie)) return false;
    const page = pages.peek(match[1]!);
    if (!page) return false;
    const answer = keptAnswer(page, securityHeaders, {
      method: req.method,
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    });
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
    return true;
  };
}
