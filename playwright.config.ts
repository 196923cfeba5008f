import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "./scripts/lib/server-process.mjs";
import { copyPgliteTemplate } from "./tests/support/test-server";

/**
 * The first of `count` ports in a row that nothing on this machine listens on: a port picked blindly met RabbitMQ's
 * port mapper (4369) once. Probed by binding each, in a child process, as the configuration is read synchronously.
 */
function freePortBlock(count: number): number {
  const probe = `
    const net = require("node:net");
    const count = Number(process.argv[1]);
    const bind = (port) => new Promise((resolve) => {
      const server = net.createServer().once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => resolve(server));
    });
    (async () => {
      for (let base = 20000 + (process.pid % 9000); base < 60000; base += count) {
        const servers = await Promise.all(Array.from({ length: count }, (_, i) => bind(base + i)));
        await Promise.all(servers.filter(Boolean).map((server) => new Promise((done) => server.close(done))));
        if (servers.every(Boolean)) return console.log(base);
      }
      process.exit(1);
    })();`;
  const found = spawnSync(process.execPath, ["-e", probe, String(count)], { encoding: "utf8" });
  const base = Number(found.stdout.trim());
  if (found.status !== 0 || !Number.isInteger(base))
    throw new Error(`No ${count} free ports in a row: ${found.stderr}`);
  return base;
}

// Chosen once in the main process; workers inherit the environment. The app, the outside world's fakes, the SMTP
// server, its mail box and the fake Stripe: five ports.
process.env.E2E_PORT ??= String(freePortBlock(5));
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tipped-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // The run's server has stopped by the time this process exits: its data goes with it.
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  // Under `npm test` the server starts on a copy of the integration tests' migrated PGlite folder.
  copyPgliteTemplate(process.env.E2E_DATA_DIR);
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const fakePort = Number(process.env.E2E_PORT) + 1;
const outside = `http://127.0.0.1:${fakePort}`;
const smtpPort = Number(process.env.E2E_PORT) + 2;
/** The mail box's HTTP side (tests/fakes/mail-box.mjs): what the app server mailed. */
export const MAIL_BOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 3}`;
/** The fake Stripe (tests/fakes/stripe.mjs): card tips, onboarding and webhooks signed as Stripe signs them. */
const FAKE_STRIPE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 4}`;
const STRIPE_WEBHOOK_SECRET = "whsec_e2e_fake";

/**
 * The browser the suites drive: Chromium's headless shell (Debian's `chromium-headless-shell`, the same Chromium
 * release and engine as the `chromium` package, and what Playwright itself runs for headless tests). The full browser
 * in its headless mode also starts a GPU process, a network and a storage service and a spare renderer: the end-to-end
 * suite took 211 s and about 300 CPU-seconds of Chromium in it, against 121 s and 130 in the shell (all 82 tests pass
 * in both). `CHROMIUM_PATH=/usr/bin/chromium npm test` runs them in the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  // One more run for a failed test, which scripts/test.mjs accepts only when every failure before it was Chromium's
  // renderer no longer making frames (tests/e2e/fixtures.ts FRAME_STALL); any other failure, even one that passes
  // the second time, fails the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // A failing test leaves its screenshot and page snapshot in test-results/. A trace records every step of every
    // test (a screencast and DOM snapshots) and cost about a sixth of the suite's CPU on two cores: ask for it when
    // you need it, `npx playwright test --trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    // Without the service worker a new context's first pages do not start and install it (about a tenth of the
    // suite's time); phone.spec.ts tests the worker itself with it allowed.
    serviceWorkers: "block",
  },
  webServer: [
    {
      // The internet's stand-ins: geocoder and YouTube.
      command: `node tests/fakes/outside-world.mjs ${fakePort}`,
      url: `${outside}/__requests`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // A local SMTP server: the app's mails (fans' confirmation links) are read back by the tests.
      command: `node tests/fakes/mail-box.mjs ${smtpPort} ${new URL(MAIL_BOX_URL).port}`,
      url: `${MAIL_BOX_URL}/__mails`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: `node tests/fakes/stripe.mjs ${Number(process.env.E2E_PORT) + 4} ${baseURL}/api/stripe/webhook ${STRIPE_WEBHOOK_SECRET}`,
      url: `${FAKE_STRIPE_URL}/__events`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // Started as `npm start` starts it (scripts/lib/server-process.mjs).
      command: `node ${SERVER_NODE_FLAGS.join(" ")} server.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...SERVER_MALLOC_ENV,
        NODE_ENV: "production",
        // The server's clock zone, named: pages and feeds must not depend on it, and the browser
        // of first-week-display.spec.ts is in America/Los_Angeles.
        TZ: "UTC",
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Every browser test signs up from 127.0.0.1; the limit itself is covered by the integration tests.
        AUTH_RATE_LIMIT_MAX: "10000",
        ADMIN_LOGIN_RATE_LIMIT_MAX: "10000",
        TRACKING_RATE_LIMIT_MAX: "10000",
        ADMIN_PASSWORD: "e2e-admin-password",
        GEOCODER_URL: `${outside}/geocoder`,
        GEOCODER_MIN_INTERVAL_MS: "0",
        YOUTUBE_THUMBNAIL_URL: `${outside}/youtube-img`,
        YOUTUBE_OEMBED_URL: `${outside}/youtube-oembed`,
        STRIPE_API_URL: FAKE_STRIPE_URL,
        STRIPE_SECRET_KEY: "sk_test_e2e_fake",
        STRIPE_WEBHOOK_SECRET,
        TIP_RATE_LIMIT_MAX: "10000",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
