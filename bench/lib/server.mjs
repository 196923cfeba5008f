// Starts the production build on a free port with a throw-away data folder.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, SERVER_NODE_FLAGS, serverProcessEnv } from "../../scripts/lib/server-process.mjs";

/**
 * `options.dataDir` reuses a folder (and keeps it on stop); otherwise a throw-away one is made and removed.
 * `options.nodeArgs` go before server.js (e.g. `--cpu-prof`, which NODE_OPTIONS does not take); without them, the
 * space-separated flags of BENCH_NODE_ARGS (`BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench`).
 */
export async function startServer(env = {}, options = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "tipped-bench-"));
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  // Started as `npm start` starts it: its V8 flags and allocator settings (scripts/lib/server-process.mjs), then the
  // bench's own (--cpu-prof).
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(options.nodeArgs ?? process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "server.js",
    ],
    {
      env: serverProcessEnv({
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        AUTH_SECRET: "bench-secret-0123456789abcdef0123456789",
        ...env,
      }),
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  // A new data folder is created first (initdb, seconds on a quiet machine, a minute on a busy one).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => log,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system) a process has used so far in ms (Linux), or NaN elsewhere. */
export function cpuMs(pid) {
  try {
    // /proc/PID/stat: fields 14 and 15 (utime, stime) in clock ticks, after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
