import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

// An unexpected console.error fails the test that caused it (STYLE 10). A server's log is not this test's console:
// a server process's output, and what the production bundle logs when a test runs it in-process (any console call
// from build/server/), which goes to `serverLog` (tests/support/in-process-server.ts reads it).

type ConsoleState = { serverLog: string[]; testErrors: unknown[][]; expected: boolean };
// One state and one set of wrappers per process: with Vitest's `isolate: false` this file runs again for every test
// file of a worker, and the in-process server (which imports `serverLog`) may hold an earlier copy of it.
const holder = globalThis as typeof globalThis & { __tippedConsole?: ConsoleState };
const state = holder.__tippedConsole ?? installConsole();

/** What the in-process server's code logged, in order. */
export const serverLog = state.serverLog;

function installConsole(): ConsoleState {
  const installed: ConsoleState = { serverLog: [], testErrors: [], expected: false };
  holder.__tippedConsole = installed;
  const fromServerBundle = () => /[/\\]build[/\\]server[/\\]/.test(new Error().stack ?? "");
  for (const method of ["log", "info", "warn", "error"] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      if (fromServerBundle()) {
        installed.serverLog.push(`${format(...args)}\n`);
        return;
      }
      if (method === "error") installed.testErrors.push(args);
      original(...args);
    };
  }
  return installed;
}

beforeEach(() => {
  state.expected = false;
  state.testErrors.length = 0;
});

afterEach(() => {
  const errors = state.testErrors;
  if (errors.length > 0 && !state.expected) {
    const first = errors[0]!.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");
    const count = errors.length;
    errors.length = 0;
    throw new Error(
      `console.error was called ${count} time(s), first with: ${first}\nCall expectConsoleError() in a test that means it.`,
    );
  }
});

/**
 * Declares that this test logs with console.error on purpose; returns the logged calls so the test can check them.
 * Call it before the code that logs.
 */
export function expectConsoleError(): unknown[][] {
  state.expected = true;
  return state.testErrors;
}
