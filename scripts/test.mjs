// `npm test`: type-check, lint, build, unit + integration tests (Vitest), end-to-end tests (Playwright, Chromium).
// Integration tests also run on PostgreSQL when TEST_DATABASE_URL is set. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

const reports = path.resolve("tests/.artifacts");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${name} (${seconds} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

const npx = "npx";

/** Runs a step with its output held back, so steps running side by side print one after another. */
function runQuietly(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const ok = code === 0;
      console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
      if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failedSteps.push(name);
      resolve(ok);
    });
  });
}

// Route types first; then the checks and the build side by side (each is mostly one core's work).
if (run("type-check", npx, ["react-router", "typegen"])) {
  await Promise.all([
    runQuietly("type-check", npx, ["tsc", "--noEmit"]),
    runQuietly("lint", npx, ["eslint", ".", "--max-warnings", "0"]),
    runQuietly("format", npx, ["prettier", "--check", "--log-level", "warn", "."]),
    runQuietly("build", "npm", ["run", "build"]),
  ]);
}

if (!failedSteps.includes("build") && !failedSteps.includes("type-check")) {
  const vitestReport = path.join(reports, "vitest.json");
  run("unit and integration tests", npx, [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else {
    totals.failed += 1;
  }

  const playwrightReport = path.join(reports, "playwright.json");
  run("end-to-end tests (Chromium)", npx, ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
    totals.skipped += stats.skipped;
  } else {
    totals.failed += 1;
  }
  // The two-instance suite (PostgreSQL, S3, nginx over TLS) needs this machine's PostgreSQL.
  if (await postgresAnswers()) {
    const clusterReport = path.join(reports, "playwright-cluster.json");
    run(
      "two-instance suite (PostgreSQL, S3, nginx)",
      npx,
      ["playwright", "test", "-c", "playwright.cluster.config.ts"],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport,
      },
    );
    if (existsSync(clusterReport)) {
      const { stats } = JSON.parse(readFileSync(clusterReport, "utf8"));
      totals.passed += stats.expected;
      totals.failed += stats.unexpected + stats.flaky;
      totals.skipped += stats.skipped;
    } else {
      totals.failed += 1;
    }
  } else {
    console.log("\nNo PostgreSQL on 127.0.0.1:5432: the two-instance suite is skipped.");
  }
} else {
  totals.failed += 1;
}

console.log("");
if (failedSteps.length > 0) console.log(`Failed steps: ${[...new Set(failedSteps)].join(", ")}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: 5432, timeout: 1000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}
