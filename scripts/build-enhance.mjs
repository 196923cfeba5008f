// Bundles the small progressive-enhancement scripts (app/enhance/*.ts) used by pages that do not load React
// in the browser. Writes hashed files into build/client/assets and their URLs into build/enhance-manifest.json.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const sourceDir = "app/enhance";
const outDir = "build/client/assets";
mkdirSync(outDir, { recursive: true });
const manifest = {};
// Entry points: one per page that does not load React. Other modules in app/enhance are imported by them.
const ENTRIES = ["landing", "profile", "sign", "offline"];
for (const file of readdirSync(sourceDir).filter((name) => ENTRIES.includes(name.replace(/\.ts$/, "")))) {
  const name = file.replace(/\.ts$/, "");
  const result = await build({
    entryPoints: [path.join(sourceDir, file)],
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2020", "safari14"],
    write: false,
    legalComments: "none",
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const fileName = `enhance-${name}-${hash}.js`;
  writeFileSync(path.join(outDir, fileName), code);
  manifest[name] = `/assets/${fileName}`;
  console.log(`enhance: ${fileName} ${(code.length / 1024).toFixed(1)} KB`);
}
writeFileSync("build/enhance-manifest.json", JSON.stringify(manifest, null, 2));
