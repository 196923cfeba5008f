import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS, serverProcessEnv } from "../../scripts/lib/server-process.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function ensureBuilt(): void {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does it for you).");
  }
}

export function tempDataDir(prefix = "tipped-test-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * Fills a new data folder with a copy of the run's migrated PGlite folder when `npm test` names one
 * (TIPPED_PGLITE_TEMPLATE, see tests/support/global-setup-pglite.ts): a server creating its own takes some 3 s and
 * 4.5 CPU-seconds, a copy a tenth of a second.
 */
export function copyPgliteTemplate(dataDir: string): void {
  const template = process.env.TIPPED_PGLITE_TEMPLATE;
  if (template && existsSync(path.join(template, "db", "PG_VERSION"))) copyPgliteFolder(template, dataDir);
}

/** Copies a data folder's PGlite database (its db/ folder) into another data folder. */
export function copyPgliteFolder(fromDataDir: string, toDataDir: string): void {
  cpSync(path.join(fromDataDir, "db"), path.join(toDataDir, "db"), { recursive: true });
}

/** A data folder for a server given none; on the embedded database, a copy of the run's template when there is one. */
function newDataDir(env: Record<string, string>): string {
  const dataDir = tempDataDir();
  if (!env.DATABASE_URL) copyPgliteTemplate(dataDir);
  return dataDir;
}

/**
 * The flags of the servers the tests start: `npm start`'s, plus `--liftoff-only`, which leaves V8's optimizing
 * compiler for WebAssembly out. A test server lives seconds, and optimizing PGlite's hot functions on the way cost
 * more than it saved: a start took 1.9 CPU-seconds with it and 1.25 without, and the PGlite integration files 279
 * CPU-seconds (143 s) against 196 (101 s). The code, V8 and every answer are the same, only slower wasm code runs;
 * the end-to-end and two-instance servers, which live minutes, and the benchmarks run `npm start`'s flags alone.
 * The backup and restore scripts backup.test.ts runs, each opening a database, take it too.
 */
const TEST_SERVER_NODE_FLAGS = ["--liftoff-only", ...SERVER_NODE_FLAGS];

type StartOptions = {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  dev?: boolean;
  maxOpenFiles?: number;
};

/** The server exited because its port was taken. */
class PortTaken extends Error {}

/**
 * Starts the production build as a real server process and waits until it answers; with `dev`, `npm run dev`'s
 * server instead (Vite serving app/ from the sources, Node's own flags). With `maxOpenFiles`, the process may open
 * no more descriptors than that (started through util-linux's prlimit, which then becomes the server).
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  if (!options.dev) ensureBuilt();
  const dataDir = options.dataDir ?? newDataDir(options.env ?? {});
  // A port found free may be taken by another test's server before this one binds it: then another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(options, options.port ?? (await freePort()), dataDir);
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

async function startOnPort(options: StartOptions, port: number, dataDir: string): Promise<TestServer> {
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  // Started as `npm start` starts it (its V8 heap limits and allocator settings), so the tests run what ships.
  const args = options.dev ? ["server.js", "--dev"] : [...TEST_SERVER_NODE_FLAGS, "server.js"];
  const [command, commandArgs] = options.maxOpenFiles
    ? ["prlimit", [`--nofile=${options.maxOpenFiles}:${options.maxOpenFiles}`, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: serverProcessEnv({
      ...process.env,
      NODE_ENV: options.dev ? "development" : "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // Required with DATABASE_URL (instances sharing a database must share it); harmless otherwise.
      AUTH_SECRET: "integration-test-secret-0123456789abcdef",
      ...options.env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += String(chunk)));
  child.stderr?.on("data", (chunk) => (log += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const Failure = /EADDRINUSE/.test(log) ? PortTaken : Error;
      throw new Failure(`Test server exited (${child.exitCode}):\n${log}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Test server did not start in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
