// Starts Tipped. `node server.js` serves the production build; `node server.js --dev` runs Vite as middleware.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

async function main() {
  let vite;
  let serverModule;
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
    serverModule = await vite.ssrLoadModule("./app/server.ts");
  } else {
    serverModule = await import("./build/server/index.js");
  }

  let runtime;
  try {
    runtime = await serverModule.startRuntime();
  } catch (error) {
    console.error(`Tipped could not start: ${error instanceof Error ? error.message : error}`);
    await vite?.close();
    process.exit(1);
  }

  const { settings } = runtime;
  let listener;
  if (dev) {
    // Reload the app module on every request so edits show up without a restart.
    listener = async (req, res) => {
      vite.middlewares(req, res, async () => {
        const fresh = await vite.ssrLoadModule("./app/server.ts");
        const app = await fresh.createApp({ mode: "development" });
        getRequestListener(app.fetch)(req, res);
      });
    };
  } else {
    const app = await serverModule.createApp({ mode: "production", clientDir: path.join(root, "build/client") });
    listener = getRequestListener(app.fetch);
  }

  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  // A deep accept queue: many visitors (or live-update streams) connecting at the same moment are queued by the
  // kernel rather than refused (Node's default is 511; the kernel caps it at net.core.somaxconn).
  server.listen({ port: settings.PORT, host: settings.HOST, backlog: 4096 }, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : settings.PORT;
    console.log(
      `Tipped is running at http://localhost:${port} (${runtime.database.kind === "pglite" ? `embedded database in ${settings.dataDir}` : "PostgreSQL"})`,
    );
  });

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing…`);
    // No new connections; idle kept-alive ones close now, busy ones as soon as their answer ends, and whatever is
    // still open after 5 s (a live-update stream) is cut.
    const closed = new Promise((resolve) => server.close(resolve));
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), 5_000);
    await closed;
    clearInterval(idle);
    clearTimeout(cut);
    await vite?.close();
    await serverModule.stopRuntime();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
