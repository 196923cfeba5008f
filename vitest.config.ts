import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// An unexpected console.error fails the test (tests/support/console-guard.ts).
const setupFiles = ["tests/support/console-guard.ts"];

/**
 * Integration files where the database driver matters (transactions, constraints, rollup SQL, concurrent writes,
 * notifications between instances, connection loss, start-up and migrations): they also run on PostgreSQL when
 * TEST_DATABASE_URL is set. Every other file runs on the embedded database only.
 */
const ABOUT_THE_DRIVER = [
  "accounts", // better-auth's adapter, sessions and account deletion in transactions
  "admin", // deleting a user cascades through every table
  "analytics", // the rollups and the dashboard's queries
  "database-outage", // a cut connection and its 503s
  "delivery", // change notices between two instances
  "fans", // double opt-in in one transaction, one notice a day by a unique index
  "fans-restart", // the mail queue's claims (FOR UPDATE SKIP LOCKED) across a restart
  "failed-migration", // a failed migration rolls back
  "ingest-batching", // group commit, two batches at once
  "pitches", // pitch and session rollups in the hit batch statement and the tip webhook's transaction
  "insights", // hourly and visitor rollups in the hit batch statement, ranges read back in a time zone
  "process", // start, stop and the migration lock
  "production", // connections cut during writes
  "profiles", // saves and likes in transactions
  "short-links", // the case-insensitive unique handle
].map((name) => `tests/integration/${name}.test.ts`);

/**
 * Each integration file runs the production build's app inside its worker (tests/support/in-process-server.ts) on
 * its own copy of a migrated template database, so files run in parallel.
 */
const integration = (name: string, globalSetup: string, include = ["tests/integration/**/*.test.ts"]) => ({
  resolve: { alias },
  test: {
    name,
    include,
    globalSetup: [globalSetup],
    setupFiles,
    // A worker runs its files one after another in one module graph: the built app is loaded once per worker, and
    // each file starts (and at its end stops) its own runtime on its own database (docs/decisions/0015).
    // Servers close every connection when they stop, so no kept-alive connection outlives its server.
    isolate: false,
    // V8's baseline wasm compiler only: PGlite's module is compiled anew in every worker, which lives seconds.
    execArgv: ["--liftoff-only"],
    // Generous: on a shared two-core machine one server start alone has taken 20 s.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    // The machine has two cores, but an integration file mostly waits on its server process and database: three
    // files at once took 182 s where two took 204 s (four: 178 s).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "bench/**/*.test.ts", "tests/architecture/*.test.ts"],
          environment: "node",
          setupFiles,
          // Pure rules and small modules with no state between files: one module graph per worker (8 s → 3 s).
          isolate: false,
        },
      },
      integration("integration", "tests/support/global-setup-pglite.ts"),
      ...(withPostgres
        ? [integration("integration-postgres", "tests/support/global-setup-postgres.ts", ABOUT_THE_DRIVER)]
        : []),
      // The slow hostile suite (decompression bombs, crashes): only through `npm run test:hostile`, never `npm test`.
      ...(process.env.TIPPED_HOSTILE
        ? [
            {
              ...integration("hostile", "tests/support/global-setup-pglite.ts"),
              test: {
                ...integration("hostile", "tests/support/global-setup-pglite.ts").test,
                include: ["tests/hostile/**/*.test.ts"],
                testTimeout: 600_000,
              },
            },
          ]
        : []),
    ],
  },
});
