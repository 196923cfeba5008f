/** The profiles feature's HTTP: its API under /api, and the public page's files and cache at the site's root. */
import { Hono } from "hono";
import type { Db } from "../platform/db/client";
import type { AppEnv } from "../platform/http/types";
import { addressSearch } from "./http/address-search";
import { likes } from "./http/likes";
import { live } from "./http/live";
import { profileFiles } from "./http/profile-files";
import { thumbnails } from "./http/thumbnails";
import { tipSign } from "./http/tip-sign";
import { videos } from "./http/videos";
import { profilePageCache, type ProfilePageCache } from "./page-cache";

export const profilesApi = new Hono<AppEnv>()
  .route("/address-search", addressSearch)
  .route("/profiles", live)
  .route("/profiles", likes)
  .route("/videos", videos)
  .route("/", tipSign);

/**
 * A profile's share card and calendar files and YouTube thumbnails; with `pageCache`, the public page for visitors
 * without a session (its other pages, /edit and /report, go on to React Router).
 */
export function profilesSite(pageCache?: {
  cache: ProfilePageCache;
  db: Db;
  /** The headers platform/http/security-headers.ts gives a profile page, kept with it. */
  securityHeaders: Record<string, string>;
}) {
  const site = new Hono<AppEnv>().route("/thumbnails", thumbnails).route("/profile", profileFiles);
  if (pageCache) site.get("/profile/:uid", profilePageCache(pageCache.cache, pageCache.db, pageCache.securityHeaders));
  return site;
}
