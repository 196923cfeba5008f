import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "../../accounts/auth";
import { adminApi } from "../../admin/http";
import { analyticsApi } from "../../analytics/http";
import { pitchesApi } from "../../pitches/http";
import { profilesApi } from "../../profiles/http";
import { signApi } from "../../sign/http";
import { tipsApi } from "../../tips/http";
import { setAnswerHeader } from "./answer-headers";
import { handleApiError, jsonError } from "./errors";
import { declaredLength } from "./request-body";
import type { AppEnv } from "./types";

/** The JSON API under /api: liveness and health, better-auth, then each feature's sub-app. */
export function createApi(options: { bodyLimitBytes: number }) {
  const api = new Hono<AppEnv>();

  const tooLarge = (c: Context<AppEnv>) =>
    jsonError(c, 413, `Request body is larger than ${Math.round(options.bodyLimitBytes / 1024)} KB`);
  const counted = bodyLimit({ maxSize: options.bodyLimitBytes, onError: tooLarge });
  api.use("*", async (c, next) => {
    // A declared length is checked from the headers (hono's bodyLimit would touch the body first); a body without
    // one is counted as it streams.
    const { method } = c.req;
    if (method === "GET" || method === "HEAD") return next();
    const declared = declaredLength(c);
    if (declared === undefined) return counted(c, next);
    return declared > options.bodyLimitBytes ? tooLarge(c) : next();
  });
  api.use("*", async (c, next) => {
    await next();
    setAnswerHeader(c, "Cache-Control", "no-store");
  });

  // Liveness: the process answers (a restart would not help while only the database is away).
  api.get("/live", (c) => c.json({ status: "ok" }));
  // Readiness: the database answers too (503 while it does not), so a load balancer sends requests elsewhere.
  api.get("/health", async (c) => {
    const { database } = c.get("runtime");
    await database.db.execute(sql`select 1`);
    return c.json({ status: "ok", database: database.kind });
  });

  // better-auth answers every /api/auth/* path; it sees the client address only through our header.
  api.on(["GET", "POST"], "/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("x-forwarded-for");
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    const request = new Request(c.req.raw, { headers, duplex: "half" } as RequestInit);
    return c.get("runtime").auth.handler(request);
  });

  // One sub-app per feature.
  api.route("/", profilesApi);
  api.route("/", analyticsApi);
  api.route("/", pitchesApi);
  api.route("/", tipsApi);
  api.route("/", signApi);
  api.route("/", adminApi);

  api.onError(handleApiError);
  return api;
}
