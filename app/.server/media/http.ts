/** The media feature's HTTP: photo uploads (one request or resumable tus) and the stored photos. */
import { Hono } from "hono";
import { jsonError } from "../platform/http/errors";
import type { AppEnv } from "../platform/http/types";
import type { Runtime } from "../runtime";
import { media } from "./http/media";
import { createUploads } from "./http/uploads";

export function mediaSite(runtime: Runtime) {
  return (
    new Hono<AppEnv>()
      // Outside /api's small JSON body limit.
      .route("/uploads", createUploads(runtime))
      .all("/uploads/*", (c) => jsonError(c, 404, `No upload endpoint at ${c.req.method} ${c.req.path}`))
      .route("/media", media)
  );
}
