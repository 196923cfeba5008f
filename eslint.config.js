import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The layers (STYLE.md 12): domain <- components <- routes; .server only from routes and the server entry.
const NODE_BUILTINS = [
  "node:*",
  "fs",
  "fs/*",
  "path",
  "http",
  "https",
  "crypto",
  "os",
  "child_process",
  "stream",
  "url",
  "zlib",
];
const restrict = (patterns) => ["error", { patterns }];

// The two rules that need types (no-floating-promises, no-misused-promises) are oxlint's, on TypeScript 7:
// .oxlintrc.json. Everything here reads one file at a time.
export default tseslint.config(
  {
    ignores: [
      "app/i18n/paraglide/",
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "test-results/",
      "playwright-report/",
      "drizzle/",
      ".scratch/",
      "tests/.artifacts/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "no-restricted-syntax": [
        "error",
        {
          // Hono's `c.var` copies every variable of the request into a new object at each read.
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: 'Read a request variable with c.get("name"): c.var builds a new object at every read.',
        },
      ],
    },
  },
  {
    // Pure rules: no I/O, no framework, nothing of ours outside domain/.
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: NODE_BUILTINS, message: "app/domain is pure: no Node modules (move I/O to app/.server)." },
        {
          group: ["react", "react-dom", "react-dom/*", "react-router", "react-router/*"],
          message: "app/domain is framework-free.",
        },
        { group: ["~/*", "!~/domain", "!~/domain/*", "../*"], message: "app/domain imports only app/domain." },
      ]),
    },
  },
  {
    // Components render; they never reach the server's modules or the screens.
    files: ["app/components/**/*.{ts,tsx}", "app/enhance/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["~/.server/*", "**/.server/*", "**/*.server", "**/*.server.*"],
          message: "Components never import server code.",
        },
        {
          group: ["~/routes/*", "**/routes/*"],
          message: "Dependencies point one way: routes use components, not the reverse.",
        },
      ]),
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["public/sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["server.js", "scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
