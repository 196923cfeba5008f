import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "../../accounts/auth";
import { adminApi } from "../../admin/http";
import { analyticsApi } from "../../analytics/http";
import { profilesApi } from "../../profiles/http";
import { handleApiError, jsonError } from "./errors";
import type { AppEnv } from "./types";

/** The JSON API under /api: health, better-auth, then each feature's sub-app. */
export function createApi(options: { bodyLimitBytes: number }) {
  const api = new Hono<AppEnv>();

  api.use(
    "*",
    bodyLimit({
      maxSize: options.bodyLimitBytes,
      onError: (c) => jsonError(c, 413, `Request body is larger than ${Math.round(options.bodyLimitBytes / 1024)} KB`),
    }),
  );
  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  api.get("/health", async (c) => {
    const { database } = c.var.runtime;
    await database.db.execute(sql`select 1`);
    return c.json({ status: "ok", database: database.kind });
  });

  // better-auth answers every /api/auth/* path; it sees the client address only through our header.
  api.on(["GET", "POST"], "/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("x-forwarded-for");
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const request = new Request(c.req.raw, { headers, duplex: "half" } as RequestInit);
    return c.var.runtime.auth.handler(request);
  });

  // One sub-app per feature.
  api.route("/", profilesApi);
  api.route("/", analyticsApi);
  api.route("/", adminApi);

  api.onError(handleApiError);
  return api;
}
