import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "../auth";
import { handleApiError, jsonError } from "./errors";
import { addressSearch } from "./routes/address-search";
import { admin } from "./routes/admin";
import { analytics, profileQr } from "./routes/analytics";
import { likes } from "./routes/likes";
import { live } from "./routes/live";
import { tipSign } from "./routes/tip-sign";
import { videos } from "./routes/videos";
import type { AppEnv } from "./types";

/** The JSON API under /api. Each concern is a sub-app mounted with `route()`. */
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

  api.route("/address-search", addressSearch);
  api.route("/admin", admin);
  api.route("/analytics", analytics);
  api.route("/profiles", profileQr);
  api.route("/profiles", live);
  api.route("/profiles", likes);
  api.route("/videos", videos);
  api.route("/", tipSign);

  api.onError(handleApiError);
  return api;
}
