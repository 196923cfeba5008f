/**
 * The production build's app inside the test's own process: the same bundle `npm start` runs (build/server/index.js),
 * its runtime started on the given settings and its Hono app served on a free loopback port, so a test file talks
 * HTTP to it as to a real server but pays no process start, and reaches its database directly.
 * What the server's own code logs (any console call from build/server/) is its log, read with `output()`; the
 * console guard leaves it alone.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { Runtime } from "~/.server/runtime";
import { serverLog } from "./console-guard";
import { ensureBuilt, ROOT } from "./test-server";

type ServerModule = {
  startRuntime(environment: NodeJS.ProcessEnv, options?: { now?: () => number }): Promise<Runtime>;
  stopRuntime(): Promise<void>;
  createApp(options: { mode: "production"; clientDir: string }): Promise<Hono>;
};

let oneStarted = false;

export type InProcessServer = {
  url: string;
  runtime: Runtime;
  /** What the server's code logged so far. */
  output: () => string;
  stop: () => Promise<void>;
};

export async function startInProcessServer(options: {
  env: Record<string, string>;
  dataDir: string;
  /** The runtime's wall clock (Runtime.now), when the test moves it. */
  now?: () => number;
}): Promise<InProcessServer> {
  ensureBuilt();
  // The bundle's runtime is one per process (as in production): a second server in one file is a process of its own.
  if (oneStarted)
    throw new Error("One in-process server per test file: start another with startFreshServer({ process: true })");
  oneStarted = true;
  serverLog.length = 0;
  const bundle = pathToFileURL(path.join(ROOT, "build/server/index.js")).href;
  const server = (await import(/* @vite-ignore */ bundle)) as ServerModule;
  // The address is known only once listening, and the settings (PUBLIC_URL) need it first: a port is asked of the
  // kernel by listening, then the runtime starts with it.
  const started: { app?: Hono } = {};
  const listener = serve({
    fetch: (request, env) =>
      started.app ? started.app.fetch(request, env) : new Response("starting", { status: 503 }),
    port: 0,
    hostname: "127.0.0.1",
  }) as Server;
  await new Promise<void>((resolve) => (listener.listening ? resolve() : listener.once("listening", resolve)));
  const { port } = listener.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const runtime = await server.startRuntime(
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      AUTH_SECRET: "integration-test-secret-0123456789abcdef",
      ...options.env,
    },
    { now: options.now },
  );
  started.app = await server.createApp({ mode: "production", clientDir: path.join(ROOT, "build/client") });
  return {
    url,
    runtime,
    output: () => serverLog.join(""),
    async stop() {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await server.stopRuntime();
      oneStarted = false;
    },
  };
}
