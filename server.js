// Starts Tipped. `node server.js` serves the production build; `node server.js --dev` runs Vite as middleware.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createHttpTerminator } from "http-terminator";

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
    const appListener = getRequestListener(app.fetch);
    // Build files, kept anonymous profile pages and the kept landing page are answered from memory before the
    // app (see createFrontDoor).
    const frontDoor = await serverModule.createFrontDoor("production", path.join(root, "build/client"));
    listener = (req, res) => {
      if (!frontDoor(req, res)) return appListener(req, res);
    };
  }

  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  const terminator = createHttpTerminator({ server, gracefulTerminationTimeout: 5_000 });
  const connections = new Set();
  server.on("connection", (socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
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
    // Idle keep-alive connections close at once, answers in flight end with `Connection: close`, and whatever is
    // still open after 5 s (a live-update stream) is cut. Node's own close() waits for connections it counts as
    // busy: an undici client's kept connection held every stop for the full 5 s.
    // An answer already on its way (headers sent: a page sent in parts) cannot be told to close its connection, so
    // the client would keep it for the next request and the stop would wait the full 5 s: such a connection is
    // closed as soon as its answer ends.
    for (const socket of connections) {
      const answer = socket._httpMessage;
      if (answer?.headersSent && !answer.writableFinished) answer.once("finish", () => socket.end());
    }
    await terminator.terminate();
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
