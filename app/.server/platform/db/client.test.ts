import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeDatabaseStartError, isDatabaseUnavailable } from "./errors";

const socketError = (code: string, message = `read ${code}`) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("counts socket errors that came through a query", () => {
    for (const code of ["ECONNRESET", "EPIPE", "ECONNREFUSED", "ETIMEDOUT"])
      expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], socketError(code))), code).toBe(true);
    const terminated = new DrizzleQueryError("select 1", [], new Error("Connection terminated unexpectedly"));
    expect(isDatabaseUnavailable(terminated)).toBe(true);
  });

  it("counts the server's own shutdown and connection codes however they arrive", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("too many clients"), { code: "53300" }))).toBe(true);
  });

  it("does not count a visitor's own socket (an aborted upload) or a query's own mistake", () => {
    expect(isDatabaseUnavailable(socketError("ECONNRESET", "aborted"))).toBe(false);
    expect(isDatabaseUnavailable(socketError("EPIPE", "write EPIPE"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Upload failed", { cause: socketError("ECONNRESET") }))).toBe(false);
    const unique = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isDatabaseUnavailable(new DrizzleQueryError("insert", [], unique))).toBe(false);
  });
});

describe("describeDatabaseStartError", () => {
  const url = "postgres://maya:secret-pw@db.example:6543/tipped_x";
  const failed = (cause: Error) => new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], cause);

  it("names the cause and the place, never the password", () => {
    const cases: Array<[Error, string]> = [
      [socketError("ECONNREFUSED"), "connection refused at db.example:6543"],
      [Object.assign(new Error("x"), { code: "3D000" }), 'database "tipped_x" does not exist at db.example:6543'],
      [Object.assign(new Error("x"), { code: "28P01" }), 'password authentication failed for user "maya"'],
      [socketError("ENOTFOUND"), "the host of db.example:6543 was not found"],
    ];
    for (const [cause, expected] of cases) {
      const message = describeDatabaseStartError(failed(cause), url);
      expect(message).toContain(expected);
      expect(message).toMatch(/^DATABASE_URL: /);
      expect(message).not.toContain("secret-pw");
      expect(message).not.toContain("Failed query");
    }
  });
});
