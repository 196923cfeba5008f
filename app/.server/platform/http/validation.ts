import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { jsonError } from "./errors";

/** Validates one part of the request with a shared schema; a failure is a 400 naming each field's problem. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join(".") || "_";
      (fields[key] ??= []).push(issue.message);
    }
    return jsonError(c, 400, result.error.issues[0]?.message ?? "Invalid request", { fields });
  });
}
