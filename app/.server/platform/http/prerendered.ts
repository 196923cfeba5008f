/**
 * The landing page, prerendered at build time (react-router.config.ts): `/` and every path only the `*` route
 * matches are answered, for visitors without a session, with that file from memory (memory-files.ts). It has no
 * inline script (its one script is a file: app/enhance/landing.ts). A visitor with a session gets a render per
 * request.
 */
import type { MiddlewareHandler } from "hono";
import { matchRoutes, type RouteObject } from "react-router";
import { LOCALES, type Locale } from "~/domain/languages";
import { hasSessionCookie } from "../../accounts/session";
import type { MemoryFiles } from "./memory-files";
import type { AppEnv } from "./types";

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** The prerendered pages (react-router.config.ts): the landing page, and the copy every unknown path shows. */
const PRERENDERED = { landing: "/", fallback: "/~landing" } as const;
const ROUTE_IDS = { landing: "routes/landing/route", fallback: "routes/landing-fallback" } as const;

/** Where scripts/prerender.mjs writes a prerendered page in a language: English at its path, the others under /~{locale}. */
export function prerenderedFile(urlPath: string, locale: Locale): string {
  const folder = `${locale === "en" ? "" : `/~${locale}`}${urlPath === "/" ? "" : urlPath}`;
  return `${folder}/index.html`;
}

// Plain paths only: anything percent-encoded or unusual goes to the app, which decodes it its own way.
const PLAIN_PATH = /^\/[A-Za-z0-9/_.~-]*$/;
// Paths the feature sub-apps answer, and React Router's data and manifest requests.
const NOT_A_PAGE = /^\/(?:api|uploads|media|thumbnails|__manifest)(?:\/|$)|\.data$|^\/profile\/[^/]+\/.+/;

export function prerenderedPages(
  files: MemoryFiles | undefined,
  routes: Record<string, BuildRoute | undefined>,
): MiddlewareHandler<AppEnv> {
  const pages = new Map<string, { file: string }>();
  for (const [kind, urlPath] of Object.entries(PRERENDERED))
    for (const locale of LOCALES) {
      const file = prerenderedFile(urlPath, locale);
      if (files?.files.has(file)) pages.set(`${locale} ${ROUTE_IDS[kind as keyof typeof PRERENDERED]}`, { file });
    }
  if (!files || pages.size === 0) return (_c, next) => next(); // development: every page is rendered
  const routeOf = leafRoute(routes);
  return async (c, next) => {
    const method = c.req.method;
    if (
      (method === "GET" || method === "HEAD") &&
      !files.files.has(c.req.path) &&
      !hasSessionCookie(c.req.header("cookie"))
    ) {
      const page = pages.get(`${c.get("locale")} ${routeOf(c.req.path) ?? ""}`);
      if (page) c.set("prerendered", page);
    }
    await next();
  };
}

/** The id of the route that answers a path (the build's route tree), remembered for a bounded number of paths. */
function leafRoute(routes: Record<string, BuildRoute | undefined>) {
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routeTree = tree(undefined);
  const known = new Map<string, string | null>();
  return (pathname: string): string | null => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    const matches = PLAIN_PATH.test(pathname) && !NOT_A_PAGE.test(pathname) ? matchRoutes(routeTree, pathname) : null;
    const leaf = matches?.[matches.length - 1]?.route.id ?? null;
    if (known.size >= 2000) known.clear();
    known.set(pathname, leaf);
    return leaf;
  };
}
