import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

// An unexpected console.error fails the test that caused it (STYLE 10). A server's log is not this test's console:
// a server process's output, and what the production bundle logs when a test runs it in-process (any console call
// from build/server/), which goes to `serverLog` (tests/support/in-process-server.ts reads it).

/** What the in-process server's code logged, in order. */
export const serverLog: string[] = [];

const fromServerBundle = () => /[/\\]build[/\\]server[/\\]/.test(new Error().stack ?? "");

let testErrors: unknown[][] = [];
let expected = false;

for (const method of ["log", "info", "warn", "error"] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    if (fromServerBundle()) {
      serverLog.push(`${format(...args)}\n`);
      return;
    }
    if (method === "error") testErrors.push(args);
    original(...args);
  };
}

beforeEach(() => {
  expected = false;
  testErrors = [];
});

afterEach(() => {
  if (testErrors.length > 0 && !expected) {
    const first = testErrors[0]!.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");
    throw new Error(
      `console.error was called ${testErrors.length} time(s), first with: ${first}\nCall expectConsoleError() in a test that means it.`,
    );
  }
});

/**
 * Declares that this test logs with console.error on purpose; returns the logged calls so the test can check them.
 * Call it before the code that logs.
 */
export function expectConsoleError(): unknown[][] {
  expected = true;
  return testErrors;
}
