import { existsSync, readFileSync } from "node:fs";

let manifest: Record<string, string> | undefined;

/**
 * The URL of a progressive-enhancement script (app/enhance/NAME.ts): the hashed bundle in production,
 * the source itself (served and transformed by Vite) in development.
 */
export function enhanceScriptUrl(name: string): string {
  if (import.meta.env.DEV) return `/app/enhance/${name}.ts`;
  if (!manifest) {
    // This module is bundled into build/server/index.js; the manifest sits in build/.
    const file = new URL("../enhance-manifest.json", import.meta.url);
    manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
  }
  const url = manifest[name];
  if (!url) throw new Error(`No enhancement script "${name}" in the build: run npm run build`);
  return url;
}
