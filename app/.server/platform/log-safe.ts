/**
 * What a log line may say about an error: its class, code and first line, never the values of a
 * submission. A failed query's message lists its parameters (phone, street, tax ID), so only its cause is told.
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === "string" ? "Error (string thrown)" : `Thrown ${typeof error}`;
  const code = "code" in error && typeof error.code === "string" ? ` ${error.code}` : "";
  if ("params" in error && "query" in error) {
    return `${error.name}${code}: failed query${error.cause ? `, caused by ${errorSummary(error.cause)}` : ""}`;
  }
  const firstLine = error.message.split("\n", 1)[0]!.slice(0, 200);
  return `${error.name}${code}: ${firstLine}`;
}

/** The summary and the stack's frames, without the message the stack repeats. */
export function errorForLog(error: unknown): string {
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return [errorSummary(error), ...frames.slice(0, 8)].join("\n");
}
