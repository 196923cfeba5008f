import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HitBatchError } from "../hit-batcher";
import { type HitContext, type HitDeps, recordHit } from "../record-hit";

/** A tracking hit's answer: its status and JSON body. */
export type HitAnswer =
  | { status: 204; body: null; retryAfter?: undefined }
  | { status: ContentfulStatusCode; body: { stored: true } | { error: string }; retryAfter?: string };

/**
 * POST /api/analytics/hit's meaning: 201 = stored, 204 = deliberately not counted (the owner, a bot), 400 bad
 * input, 404 no such profile, 429 a flood from one client, 503 the batch it was written with failed (not stored).
 * Any other error is thrown, for the caller's usual error answer.
 */
export async function answerHit(deps: HitDeps, text: string, context: HitContext): Promise<HitAnswer> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, body: { error: "The hit must be a JSON object" } };
  }
  let result;
  try {
    result = await recordHit(deps, body, context);
  } catch (error) {
    // The hit's batch was not stored (logged once per batch): nothing was acknowledged, the client may retry.
    if (!(error instanceof HitBatchError)) throw error;
    return { status: 503, body: { error: "The hit could not be stored just now. Please try again." }, retryAfter: "5" };
  }
  switch (result.status) {
    case "stored":
      return { status: 201, body: { stored: true } };
    case "ignored":
      return { status: 204, body: null };
    case "invalid":
      return { status: 400, body: { error: result.message } };
    case "not_found":
      return { status: 404, body: { error: "Profile not found" } };
    case "limited":
      return {
        status: 429,
        body: { error: "Too many requests. Please wait a moment and try again." },
        retryAfter: String(result.retryAfterSeconds),
      };
  }
}
