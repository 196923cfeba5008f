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
  // The photo store not answering (media/storage.ts StorageUnavailable): the client may try again later.
  if (isStorageUnavailable(error)) {
    console.error("API request failed: photo storage unavailable", errorForLog(error.cause));
    c.header("Retry-After", "5");
    return jsonError(c, 503, error.message);
  }
  if (clientWentAway(error, c)) {
    logClientGone(c);
    return jsonError(c, 400, NOT_RECEIVED);
  }
  console.error("Unhandled API error", errorForLog(error));
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
}

const NOT_RECEIVED = "The request was not received in full. Please try again.";

/**
 * The visitor went away mid-request (a tab closed during an upload, a dropped signal): nobody reads the answer, and
 * nothing is wrong on this side. Logged as an error it would bury the errors that are: it is one line of information
 * (logClientGone). Node's error for a body cut off by its client is ECONNRESET "aborted".
 */
const clientWentAway = (error: Error, c: Context) =>
  ((error as Error & { code?: string }).code === "ECONNRESET" && error.message === "aborted") ||
  c.req.raw.signal.aborted;

const logClientGone = (c: Context) =>
  console.info(`${c.req.method} ${c.req.path}: the client went away before the request was read`);

/** media/storage.ts's StorageUnavailable, known by its name (platform code does not import a feature's). */
export const isStorageUnavailable = (error: unknown): error is Error =>
  error instanceof Error && error.name === "StorageUnavailable";

/**
 * Pages and files outside /api during an outage (they used to answer 500): the database or the photo store
 * not answering is a 503 with Retry-After, in plain text; anything else stays a 500.
 */
export function handleSiteError(error: Error, c: Context) {
  if (error instanceof HTTPException) return error.getResponse();
  if (clientWentAway(error, c)) {
    logClientGone(c);
    return c.text(NOT_RECEIVED, 400, { "Cache-Control": "no-store" });
  }
  const outage = isDatabaseUnavailable(error) || isStorageUnavailable(error);
  console.error(outage ? `Request failed: ${error.message}` : "Unhandled error", errorForLog(error));
  return c.text(
    outage ? "This service is briefly unavailable. Please try again in a moment." : "Something went wrong on our side.",
    outage ? 503 : 500,
    { "Cache-Control": "no-store", ...(outage ? { "Retry-After": "5" } : {}) },
  );
}
