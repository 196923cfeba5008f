import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// An unexpected console.error fails the test (tests/support/console-guard.ts).
const setupFiles = ["tests/support/console-guard.ts"];

/**
 * Integration files about HTTP, an outside service or a rendered file rather than what is stored: they run on the
 * embedded database only, also when PostgreSQL is there (every other file runs on both).
 */
const NOT_ABOUT_STORAGE = [
  "access-control", // statuses of every route for four roles, and CSRF refusals
  "address-search", // the geocoder's answers, through the fake geocoder
  "database-start", // start errors of DATABASE_URLs it gives its own processes
  "dev-server", // `npm run dev` renders pages from the sources
  "foundation", // routes exist, security headers, JSON errors
  "landing-and-files", // the prerendered landing page and build files from memory
  "proxy", // X-Forwarded-* behind a TLS proxy
  "tip-sign", // the printable sign's PDF and PNG
  "videos", // the YouTube check and thumbnails, through the fake YouTube
].map((name) => `tests/integration/${name}.test.ts`);

/** Each integration file starts its own server on its own copy of a migrated template database, so files run in parallel. */
const integration = (name: string, globalSetup: string, exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    exclude,
    globalSetup: [globalSetup],
    setupFiles,
    // Each file in a fresh worker (Vitest's default, written out). Sharing one module graph per worker saved some 40
    // CPU-seconds, but also shared fetch's pool of kept-alive connections between files whose servers come and go on
    // reused ports: a clean-clone run failed once with ECONNRESET.
    isolate: true,
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
          include: ["app/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
          setupFiles,
          // Pure rules and small modules with no state between files: one module graph per worker (8 s → 3 s).
          isolate: false,
        },
      },
      integration("integration", "tests/support/global-setup-pglite.ts"),
      ...(withPostgres
        ? [integration("integration-postgres", "tests/support/global-setup-postgres.ts", NOT_ABOUT_STORAGE)]
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
