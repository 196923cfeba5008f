import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/errors";
import { errorForLog } from "../log-safe";

/** API errors are JSON: `{ "error": "message" }` with the right status. */
export function jsonError(c: Context, status: ContentfulStatusCode, message: string, extra?: Record<string, unknown>) {
  return c.json({ error: message, ...extra }, status);
}

export function handleApiError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return jsonError(c, status, error.message || "Request failed");
  }
  // A dropped or restarting database: the write did not happen, and the client may simply try again.
  if (isDatabaseUnavailable(error)) {
    console.error("API request failed: database unavailable", error.message);
    c.header("Retry-After", "5");
    return jsonError(c, 503, DATABASE_UNAVAILABLE_MESSAGE);
  }
  console.error("Unhandled API error", errorForLog(error));
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
}
