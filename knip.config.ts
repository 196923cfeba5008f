import type { KnipConfig } from "knip";

// Dead files, exports and dependencies (`npm run knip`, one of `npm test`'s checks). Route modules, the root, the
// entries and the server entry (app/server.ts) come from the React Router and Vite plugins; tests and their setups from
// the Vitest and Playwright plugins; package.json's scripts bring in server.js, scripts/ and bench/. Route modules
// import `./+types/…`, which `react-router typegen` writes: run it first (`npm test` does).
const config: KnipConfig = {
  entry: [
    // Bundled by scripts/build-enhance.mjs (its ENTRIES); the other modules in app/enhance are imported by them.
    "app/enhance/landing.ts",
    "app/enhance/profile.ts",
    "app/enhance/sign.ts",
    "app/enhance/offline.ts",
    // Served as it is at /sw.js and registered by app/enhance/lib/service-worker.ts.
    "public/sw.js",
    // Run by hand after changing the icon (its PNGs are committed).
    "scripts/make-icons.mjs",
    // The integration projects' global setups: vitest.config.ts adds the PostgreSQL project only when
    // TEST_DATABASE_URL is set, which the Vitest plugin's load of the config is not; `knip --files` misses both.
    "tests/support/global-setup-{pglite,postgres}.ts",
    // Loaded into servers under test with `NODE_OPTIONS=--import` (tests/integration/lazy-modules.test.ts).
    "tests/support/module-log.mjs",
    // The message files' reader, which the inlang project (app/i18n/project.inlang/settings.json) loads by path.
    "app/i18n/json-messages.js",
  ],
  // Paraglide's compiled messages (scripts/i18n.mjs): its runtime exports more than the app calls.
  ignore: ["app/i18n/paraglide/**"],
  playwright: { config: ["playwright.config.ts", "playwright.cluster.config.ts"] },
  // An export its own module also uses (a type in an exported signature, a constant a test may name) is not dead.
  ignoreExportsUsedInFile: true,
  // Read at run time by path (`require.resolve` of their .woff files) for the share card's text
  // (app/.server/profiles/share-card.tsx and picture-fonts.ts).
  ignoreDependencies: [/^@fontsource\//],
  // System programs: openssl makes nginx's certificate for the two-instance suite (tests/e2e-cluster/cluster.ts);
  // mount and umount give the hostile suite a small tmpfs to fill (tests/hostile/full-disk.test.ts).
  ignoreBinaries: ["openssl", "mount", "umount"],
};

export default config;
