import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./playwright.config";

// The two-instance suite: run by `npm test` when PostgreSQL answers on 127.0.0.1:5432. The suite
// starts its own PostgreSQL database, local S3 server, two Tipped instances and nginx (tests/e2e-cluster/cluster.ts).
export default defineConfig({
  testDir: "tests/e2e-cluster",
  outputDir: "test-results/cluster",
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    browserName: "chromium",
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // As in playwright.config.ts: `--trace retain-on-failure` when a failure needs one.
    trace: "off",
  },
});
