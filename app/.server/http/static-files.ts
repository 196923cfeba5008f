import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { staticRevalidation } from "./conditional";
import type { AppEnv } from "./types";

/**
 * The build's client files. Each comes with .br and .gz twins (scripts/precompress.mjs), so nothing is compressed
 * per request; hashed assets are cached for good, and the service worker is always revalidated, or an old worker
 * lingers.
 */
export function staticFiles(clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const files = (cacheControl: string) =>
    serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header("Cache-Control", cacheControl) });
  return new Hono<AppEnv>()
    .use("*", staticRevalidation())
    .get("/sw.js", files("no-cache"))
    .use("/assets/*", files("public, max-age=31536000, immutable"))
    .use("*", files("public, max-age=3600"));
}
