// `npm test`: type-check, lint, build, unit + integration tests (Vitest), end-to-end tests (Playwright, Chromium).
// Integration tests also run on PostgreSQL when TEST_DATABASE_URL is set. Ends with one "N passed, N failed" line.
//
// Order: route types; then the build beside the unit tests; as soon as the build is there, the integration tests
// beside the checks (tsc, eslint, oxlint, prettier and knip, at nice 10); then the two browser suites side by side
// (beside whatever of the checks is left). The browser suites do not run beside Vitest: on two cores Chromium
// starved the integration tests, whose every request waits on a server process and a database (Vitest took
// 366–382 s beside them against some 195 s alone, even with Chromium at nice 10).
// Each step's output is printed whole when it ends.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { FRAME_STALL } from "./lib/frame-stall.mjs";

const reports = path.resolve("tests/.artifacts");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * The run's temporary files (every test server's data folder and database copy, the browsers' profiles) go to a
 * folder in memory when the machine has room there: on this machine's disk (ext4 on a virtual disk, mounted with
 * `discard`) one copy of the migrated PGlite folder (1,100 files, 40 MB) took 1.1 CPU-seconds, in /dev/shm 0.08, and
 * a run makes some sixty. The servers, databases and files are the same; only where the kernel keeps them changes.
 */
function temporaryFolder() {
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    if (bavail * bsize >= 4 * 1024 ** 3) return mkdtempSync("/dev/shm/tipped-test-");
  } catch {
    // no /dev/shm: the system's temporary folder
  }
  return undefined;
}
const temporary = temporaryFolder();
/** Memory is not given back by itself: the folder goes at the end, and when the run is interrupted. */
const removeTemporary = () => temporary && rmSync(temporary, { recursive: true, force: true });
if (temporary) {
  process.env.TMPDIR = temporary;
  process.once("SIGINT", () => {
    removeTemporary();
    process.exit(130);
  });
}
// The migrated PGlite folder the integration tests copy for each file, kept for the servers the browser tests start.
process.env.TIPPED_PGLITE_TEMPLATE = path.join(temporary ?? reports, "pglite-template");

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each failed test's name and the first lines of its error, printed again at the very end of the run. */
const failedTests = [];
const npx = "npx";
// Named by path: both TypeScript packages install a `tsc` command.
const TSC = "node_modules/typescript-native/bin/tsc";
const startedAll = Date.now();

/**
 * Runs a step with its output held back, so steps running side by side print one after another. A step `behind` the
 * others runs at a lower CPU priority (nice 10): the checks, beside the unit and integration tests.
 */
function runQuietly(name, command, args, env = {}, { behind = false, inspect } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [program, programArgs] = behind ? ["nice", ["-n", "10", command, ...args]] : [command, args];
    const child = spawn(program, programArgs, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const ok = code === 0;
      console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
      if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failedSteps.push(name);
      inspect?.(output, ok);
      resolve(ok);
    });
  });
}

/** Adds a finished suite's counts (read from its JSON report) to the totals; a missing report is a failure. */
function count(report, read) {
  if (!existsSync(report)) {
    totals.failed += 1;
    failedTests.push(`${path.basename(report)}: the suite wrote no report`);
    return;
  }
  const json = JSON.parse(readFileSync(report, "utf8"));
  const { passed, failed, skipped, failures } = read(json);
  failedTests.push(...failures);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

/** The first lines of an error, without colour codes: enough to name what failed in a log's tail. */
const firstLines = (message = "") =>
  stripVTControlCharacters(message)
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, 4)
    .map((line) => `    ${line.trim().slice(0, 300)}`)
    .join("\n");

/** Tests that failed on such a stall and passed when run again (playwright.config.ts `retries`): named at the end. */
const passedAfterStall = [];

const fromPlaywright = ({ suites = [] }) => {
  const failures = [];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`;
      for (const test of spec.tests ?? []) {
        if (test.status === "skipped") {
          counts.skipped += 1;
          continue;
        }
        const failed = (test.results ?? []).filter((result) => !["passed", "skipped"].includes(result.status));
        const stalls = failed.every((result) => result.attachments?.some(({ name }) => name === FRAME_STALL));
        if (test.status === "expected" || (test.status === "flaky" && stalls)) {
          counts.passed += 1;
          if (failed.length > 0) passedAfterStall.push(name);
          continue;
        }
        // Failed, or passed only when run again after a failure of its own: either fails the run.
        counts.failed += 1;
        const error = failed.find((result) => result.error)?.error;
        const again = test.status === "flaky" ? " (failed, then passed when run again)" : "";
        failures.push(`${name}${again}\n${firstLines(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return { ...counts, failures };
};

/** Runs Vitest projects (`unit`, or `integration*`: PGlite and, with TEST_DATABASE_URL, PostgreSQL). */
async function vitest(name, project) {
  const report = path.join(reports, `vitest-${project.replace(/\W/g, "")}.json`);
  // Vitest's report leaves out errors thrown outside any test (which fail the run): their lines from its output.
  let unhandled = [];
  const failedBefore = failedTests.length;
  await runQuietly(
    name,
    npx,
    ["vitest", "run", `--project=${project}`, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {},
    {
      inspect: (output, ok) => {
        if (ok) return;
        unhandled = stripVTControlCharacters(output)
          .split("\n")
          .filter((line) => /Unhandled (Error|Rejection)|Uncaught Exception|^\w*error: |originated in/i.test(line))
          .map((line) => `    ${line.trim().slice(0, 300)}`);
      },
    },
  );
  count(report, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    failures: json.testResults.flatMap((file) => {
      const name = path.relative(process.cwd(), file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === "failed")
        .map((test) => `${name} › ${test.fullName}\n${firstLines(test.failureMessages?.join("\n"))}`);
      // A file whose hooks or import failed has no failed test of its own, only a message.
      return tests.length === 0 && file.status === "failed" ? [`${name}\n${firstLines(file.message)}`] : tests;
    }),
  }));
  if (failedTests.length === failedBefore && unhandled.length > 0)
    failedTests.push(`${name}: errors outside any test\n${unhandled.slice(0, 12).join("\n")}`);
}

/** The browser suites side by side: the two-instance suite is one long test that mostly waits on its deployment. */
async function browserSuites() {
  await Promise.all([endToEnd(), twoInstance()]);
}

async function endToEnd() {
  const report = path.join(reports, "playwright.json");
  await runQuietly("end-to-end tests (Chromium)", npx, ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  count(report, fromPlaywright);
}

async function twoInstance() {
  // The two-instance suite (PostgreSQL, S3, nginx over TLS) needs this machine's PostgreSQL.
  if (!(await postgresAnswers())) {
    console.log("\nNo PostgreSQL on 127.0.0.1:5432: the two-instance suite is skipped.");
    return;
  }
  const clusterReport = path.join(reports, "playwright-cluster.json");
  await runQuietly(
    "two-instance suite (PostgreSQL, S3, nginx)",
    npx,
    ["playwright", "test", "-c", "playwright.cluster.config.ts"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport },
  );
  count(clusterReport, fromPlaywright);
}

console.log(`▶ type-check: ${npx} react-router typegen`);
const typegen = spawnSync(npx, ["react-router", "typegen"], { stdio: "inherit" });
if (typegen.status === 0) {
  // The checks (at nice 10) start once the build is there, so the build, on which everything else waits, has the
  // machine to itself but for the unit tests, which need no build.
  const runChecks = () =>
    Promise.all([
      // TypeScript 7, the compiler's native port: the same checks in a fifth of the CPU of TypeScript 5 (which stays
      // for the tools that use its JavaScript API: typescript-eslint, the build).
      runQuietly("type-check", "node", [TSC, "--noEmit"], {}, { behind: true }),
      runQuietly("lint", npx, ["eslint", ".", "--max-warnings", "0"], {}, { behind: true }),
      // The rules that need types (floating and misused promises) run in oxlint on TypeScript 7 (.oxlintrc.json):
      // in ESLint, on TypeScript 5's program, the same two rules and the program cost some 45 of its 63 CPU-seconds.
      runQuietly("type-aware lint", npx, ["oxlint", "--type-aware", "--deny-warnings"], {}, { behind: true }),
      runQuietly("format", npx, ["prettier", "--check", "--log-level", "warn", "."], {}, { behind: true }),
      // Dead files, exports and dependencies (knip.config.ts); it reads the route types typegen wrote above.
      runQuietly("knip", npx, ["knip", "--no-progress"], {}, { behind: true }),
    ]);
  const unit = vitest("unit tests", "unit");
  const built = await runQuietly("build", "npm", ["run", "build"]);
  const checks = runChecks();
  if (built) {
    await Promise.all([unit, vitest("integration tests", "integration*")]);
    // The browser suites do not wait for the checks: what is left of them goes on beside, still at nice 10.
    await Promise.all([checks, browserSuites()]);
  } else {
    await Promise.all([checks, unit]);
    totals.failed += 1;
  }
} else {
  failedSteps.push("type-check");
  totals.failed += 1;
}

removeTemporary();
console.log(`\nnpm test took ${((Date.now() - startedAll) / 1000).toFixed(0)} s.`);
if (passedAfterStall.length > 0)
  console.log(`\nRun again after Chromium stopped making frames, then passed:\n${passedAfterStall.join("\n")}`);
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.join("\n")}`);
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
