// `npm run restore -- FILE [--force]`: checks the archive, then restores it into DATA_DIR (or DATABASE_URL) and
// the photo store (docs/operate.md). Refuses a target that holds data unless --force. Runs from the production build.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--force");
if (!file || unknown.length > 0) {
  console.error("Usage: npm run restore -- FILE [--force]   (--force replaces a target that holds data)");
  process.exit(2);
}
const built = path.join(root, "build/server/index.js");
if (!existsSync(built)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const { restore } = await import(pathToFileURL(built).href);
try {
  await restore({ env: process.env, file, force: args.includes("--force"), log: (line) => console.log(line) });
  process.exit(0);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
