// `npm run backup -- FILE`: one archive with the database, the photos and a manifest (docs/operate.md). Reads the
// same settings as the server (DATA_DIR, DATABASE_URL, S3_*); runs from the production build.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Usage: npm run backup -- FILE   (for example backups/tipped-2026-11-25.tar)");
  process.exit(2);
}
const built = path.join(root, "build/server/index.js");
if (!existsSync(built)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const { backup } = await import(pathToFileURL(built).href);
try {
  const manifest = await backup({ env: process.env, file, appVersion: version, log: (line) => console.log(line) });
  console.log(`Backup written to ${path.resolve(file)} (${Object.keys(manifest.members).length} files checksummed).`);
  process.exit(0);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
