/**
 * The landing page as every visitor without a session sees it (SPEC 1, 2): rendered once, kept compressed with its
 * ETag like a profile page (kept-page.ts), and answered from memory for `/` and for every other path that shows
 * it (routes.ts `*`, status as rendered). Its inline scripts (React Router's hydration context) are allowed by
 * their CSP hashes instead of a per-request nonce, so the kept headers are valid for everyone. Nothing in the
 * page depends on the database, so a copy is kept until the process stops.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes, type RouteObject } from "react-router";
import { inlineScriptHashes } from "../http/csp-hashes";
import { hasSessionCookie } from "../session";
import { type HeaderList, writeKeptAnswer } from "./kept-page";
import { type CachedPage, pack } from "./profile-page-cache";

/** `landing` is `/`; `fallback` is any path only the `*` route matches (they differ in their route id). */
export type LandingKind = "landing" | "fallback";
export type KeptLandingPage = { page: CachedPage; securityHeaders: HeaderList };

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

// Paths served by the server's own sub-apps (server.ts) and React Router's data and manifest requests.
// A profile's files (its share card and calendar feeds: http/routes/profile-files.ts) are answered by a sub-app too.
const NOT_A_PAGE = /^\/(?:api|uploads|media|thumbnails|__manifest)(?:\/|$)|\.data$|^\/profile\/[^/]+\/.*\.(?:png|ics)$/;
// Plain paths only: anything percent-encoded or unusual goes to the app, which decodes it its own way (short
// links, /@handle, too: the app resolves them).
const PLAIN_PATH = /^\/[A-Za-z0-9/_.~-]*$/;

/** Which landing copy a GET of `pathname` is answered with, or null when another route (or no page) answers. */
export function landingMatcher(routes: Record<string, BuildRoute | undefined>, ids: Record<LandingKind, string>) {
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routeTree = tree(undefined);
  const kinds = new Map<string, LandingKind>([
    [ids.landing, "landing"],
    [ids.fallback, "fallback"],
  ]);
  // matchRoutes ranks every route on each call: each path's answer is remembered (a bounded number of them).
  const known = new Map<string, LandingKind | null>();
  return (pathname: string): LandingKind | null => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    let kind: LandingKind | null = null;
    if (PLAIN_PATH.test(pathname) && !NOT_A_PAGE.test(pathname)) {
      const matches = matchRoutes(routeTree, pathname);
      const leaf = matches?.[matches.length - 1]?.route.id;
      kind = leaf ? (kinds.get(leaf) ?? null) : null;
    }
    if (known.size >= 2000) known.clear();
    known.set(pathname, kind);
    return kind;
  };
}
export type LandingMatcher = ReturnType<typeof landingMatcher>;

export function createKeptLanding(options: {
  /** Renders the page as an anonymous visitor sees it, for a path of that kind. */
  render: (kind: LandingKind) => Promise<Response>;
  /** The security headers of a page whose inline scripts have these hashes. */
  securityHeaders: (scriptHashes: string[]) => Promise<HeaderList>;
  /** False renders every time (development: edits show at once). */
  keep: boolean;
}) {
  const kept = new Map<LandingKind, KeptLandingPage>();
  const inFlight = new Map<LandingKind, Promise<KeptLandingPage>>();
  return {
    peek(kind: LandingKind): KeptLandingPage | undefined {
      return kept.get(kind);
    },
    /** The kept copy, rendered on a miss (concurrent misses share one render); only a 2xx page is kept. */
    async get(kind: LandingKind): Promise<KeptLandingPage> {
      const found = kept.get(kind) ?? inFlight.get(kind);
      if (found) return found;
      const work = (async () => {
        const page = await pack(await options.render(kind));
        const entry = {
          page,
          securityHeaders: await options.securityHeaders(inlineScriptHashes(page.html.toString())),
        };
        if (options.keep && page.status >= 200 && page.status < 300) kept.set(kind, entry);
        return entry;
      })();
      inFlight.set(kind, work);
      try {
        return await work;
      } finally {
        inFlight.delete(kind);
      }
    },
  };
}
export type KeptLanding = ReturnType<typeof createKeptLanding>;

/** The Node-level front door for the kept landing page: true when it answered (only once a copy is kept). */
export function keptLandingListener(landing: Pick<KeptLanding, "peek">, match: LandingMatcher) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    const query = req.url.indexOf("?");
    const kind = match(query === -1 ? req.url : req.url.slice(0, query));
    if (!kind || hasSessionCookie(req.headers.cookie)) return false;
    const entry = landing.peek(kind);
    if (!entry) return false;
    return writeKeptAnswer(entry.page, entry.securityHeaders, req as typeof req & { method: string }, res);
  };
}
