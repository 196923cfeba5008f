// `npm start`: builds only when needed (no build yet, or the build is older than the checked-out commit), then
// starts the server in this process. A built checkout starts at once, and instances sharing a folder do not race.
// package.json's script passes the V8 heap flags and allocator variables of scripts/lib/server-process.mjs: both
// are read only when a process starts (docs/decisions/0011-memory.md). A build it runs is a process of its own,
// without the heap flags.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "build/server/index.js");

function builtAt() {
  try {
    return statSync(built).mtimeMs;
  } catch {
    return null;
  }
}

/** When the checked-out commit was made (ms), or null outside a git checkout. */
function commitTime() {
  const result = spawnSync("git", ["log", "-1", "--format=%ct"], { cwd: root, encoding: "utf8" });
  const seconds = Number(result.stdout?.trim());
  return result.status === 0 && seconds > 0 ? seconds * 1000 : null;
}

const buildTime = builtAt();
const sourceTime = commitTime();
const reason =
  buildTime === null
    ? "no build yet"
    : sourceTime !== null && buildTime < sourceTime
      ? "the build is older than the code"
      : null;
if (reason) {
  console.log(`Building (${reason})…`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "server.js")).href);
