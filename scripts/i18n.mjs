// Compiles app/i18n/messages/*.json into app/i18n/paraglide (committed: type checks and tests read it without a
// build). Run after changing a message file; `npm run build` runs it first. Offline: the message files' reader is
// app/i18n/project.inlang/json-messages.js, not a plugin fetched from a CDN.
//
// The compiler empties its output folder before it writes; tests that run beside the build (npm test) read that
// folder, so it compiles into a folder of its own and then changes only the files that differ, each by a rename.
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  mkdirSync,
  existsSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compile } from "@inlang/paraglide-js";

const OUT = "./app/i18n/paraglide";
const scratch = mkdtempSync(path.join(tmpdir(), "tipped-i18n-"));
await compile({
  project: "./app/i18n/project.inlang",
  outdir: scratch,
  // The locale is set per request by the server and read from <html lang> by the browser (app/i18n/locale.ts).
  strategy: ["baseLocale"],
  outputStructure: "message-modules",
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
});

// Paraglide's registry builds a new Intl.PluralRules for each counted message it says, and the insights page says one
// per heatmap cell (168), on the server and again while a phone hydrates it. The rules of each language are kept
// instead. Checked by the text it replaces, so a new Paraglide that words it otherwise stops the build here.
const registry = path.join(scratch, "registry.js");
const NEW_RULES_EACH_TIME = "return new Intl.PluralRules(locale, options).select(Number(input))";
const source = readFileSync(registry, "utf8");
if (!source.includes(NEW_RULES_EACH_TIME))
  throw new Error(`${registry}: Paraglide's plural() changed; see scripts/i18n.mjs`);
writeFileSync(
  registry,
  source.replace(
    NEW_RULES_EACH_TIME,
    `const key = \`\${locale}|\${JSON.stringify(options ?? {})}\`;
\tlet rules = pluralRules.get(key);
\tif (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)));
\treturn rules.select(Number(input))`,
  ) + "\n/** @type {Map<string, Intl.PluralRules>} */\nconst pluralRules = new Map();\n",
);

const files = (root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
const fresh = new Set(files(scratch));
for (const file of fresh) {
  const target = path.join(OUT, file);
  const text = readFileSync(path.join(scratch, file));
  if (existsSync(target) && readFileSync(target).equals(text)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(`${target}.tmp`, text);
  renameSync(`${target}.tmp`, target);
}
if (existsSync(OUT)) for (const file of files(OUT)) if (!fresh.has(file)) rmSync(path.join(OUT, file));
rmSync(scratch, { recursive: true, force: true });
// The compiler's project store keeps timers alive for half a minute after it is done.
process.exit(0);
