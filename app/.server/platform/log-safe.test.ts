import { describe, expect, it } from "vitest";
import { errorForLog, errorSummary } from "./log-safe";

class QueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
    this.name = "DrizzleQueryError";
  }
}

describe("error summaries for logs", () => {
  it("tell a failed query's cause, never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const error = new QueryError("update profiles set phone = $1, street = $2", ["+15551234567", "1 Secret St"], cause);
    const summary = errorForLog(error);
    expect(summary).toContain("failed query, caused by Error 22021: invalid byte sequence");
    expect(summary).not.toContain("+15551234567");
    expect(summary).not.toContain("Secret");
    expect(summary).not.toContain("update profiles");
  });

  it("keep one line of other messages, and say what was thrown otherwise", () => {
    expect(errorSummary(new TypeError("bad\nsecond line with a value"))).toBe("TypeError: bad");
    expect(errorSummary("a string with a value")).toBe("Error (string thrown)");
  });
});
