import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

// An unexpected console.error fails the test that caused it (STYLE 10). Server processes' stderr is not watched:
// it is their log, not this test's console.
let spy: MockInstance<typeof console.error> | undefined;
let expected = false;

beforeEach(() => {
  expected = false;
  const original = console.error.bind(console);
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => original(...args));
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (calls.length > 0 && !expected) {
    const first = calls[0]!.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");
    throw new Error(
      `console.error was called ${calls.length} time(s), first with: ${first}\nCall expectConsoleError() in a test that means it.`,
    );
  }
});

/**
 * Declares that this test logs with console.error on purpose; returns the logged calls so the test can check them.
 * Call it before the code that logs.
 */
export function expectConsoleError(): unknown[][] {
  expected = true;
  if (!spy) throw new Error("expectConsoleError() belongs inside a test");
  return spy.mock.calls;
}
