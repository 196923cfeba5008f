import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Packages the server build loads from node_modules at run time rather than bundling (see `ssr` below). */
export const SERVER_EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "sharp",
  "@aws-sdk/client-s3",
  "@tus/s3-store",
  "satori",
  "@cantoo/pdf-lib",
  "pg",
  "stripe",
];

/**
 * The browsers both builds compile CSS for: Vite's own default ("baseline-widely-available"), named so the server
 * build, whose JavaScript targets Node, compiles the stylesheets it inlines (`?inline`: the public profile's and
 * the sign screen's) for the same browsers. With Node's targets they lost the prefixes and fallbacks phones need:
 * `.backdrop-blur` had no `-webkit-backdrop-filter` (no blur in Safari before 18) and right-to-left rules relied on
 * `:dir()` alone.
 */
const BROWSERS = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build's entry is our Hono app, which mounts React Router's request handler.
  // Its chunks sit beside build/server/index.js, not in assets/: modules find files relative to themselves
  // (build/enhance-manifest.json is `../` from each).
  build: isSsrBuild
    ? {
        rollupOptions: { input: "./app/server.ts", output: { chunkFileNames: "[name]-[hash].js" } },
        target: "node20",
        cssTarget: BROWSERS,
      }
    : { target: BROWSERS },
  // The server build bundles its packages (better-auth, kysely, drizzle, zod, React…) into a few files: Node then
  // reads, resolves and links a handful of modules at start instead of some 1,500 (start 1.1 s → 0.6 s, about 15 MB
  // less memory; docs/decisions/0011-memory.md). simple-icons (every brand's icon, ~17 MB once loaded) is bundled so
  // only the few we draw are kept. Left outside: what reads files beside its own modules or is native (PGlite's
  // WASM, sharp), what loads only on demand and is checked by package name (S3, satori, @cantoo/pdf-lib: lazy-modules.test.ts),
  // and pg, whose optional native binding a bundle cannot resolve. The dev server (`npm run dev`) loads packages from
  // node_modules as they are: bundled by its module runner, CommonJS ones such as React fail ("module is not defined").
  ssr: command === "build" ? { noExternal: true, external: SERVER_EXTERNAL_PACKAGES } : {},
  // The server build is the production server: React's production builds, chosen when bundling. Left to
  // `process.env.NODE_ENV` at run time, a process that set it otherwise (Vitest sets "test") rendered every page
  // with React's development builds, and the bundle carried both.
  define: command === "build" && isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
}));
