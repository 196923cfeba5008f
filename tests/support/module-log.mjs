// Loaded with `node --import` into a server under test: every package the process imports (ESM `import` and
// `import()`, the way the server build loads its dependencies) is appended, one bare specifier a line, to the
// file named by TIPPED_MODULE_LOG. tests/integration/lazy-modules.test.ts reads it to check what a start loads.
import { register } from "node:module";

if (process.env.TIPPED_MODULE_LOG) {
  register(new URL("./module-log-hooks.mjs", import.meta.url), { data: { file: process.env.TIPPED_MODULE_LOG } });
}
