// A browser test's failure that was Chromium's, not the app's: tests/e2e/fixtures.ts attaches it, scripts/test.mjs
// reads it from Playwright's report.

/** The name of the attachment on a failed run whose page ran scripts but no longer made frames. */
export const FRAME_STALL = "chromium-frame-stall";
