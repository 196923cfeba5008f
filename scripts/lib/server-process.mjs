// How the server process is started, for its memory (docs/decisions/0011-memory.md). package.json's `start` and
// `serve` scripts pass the same settings (bench/lib/server-process.test.ts checks that they agree); the bench and
// the tests start their servers with them, so they measure and test what `npm start` runs (the integration tests'
// short-lived servers add `--liftoff-only`: tests/support/test-server.ts). Both must be given when the process
// starts: glibc reads its variables once, and V8 sizes its heap before any code runs (`v8.setFlagsFromString` from
// server.js has no effect on either).
import { createServer } from "node:net";

/**
 * V8's heap: semi-spaces of at most 8 MB instead of 16 (Node's default keeps 32 MB committed once a few pages have
 * been drawn; 2 MB, kept until the allocator's threshold freed 80 MB, cost the tracking hits a quarter of their CPU
 * in young-generation collections: docs/decisions/0025), and a 256 MB old-generation limit, which also makes V8
 * grow the heap by about 1.3× its live size rather than up to 4× (the live heap is some 40–50 MB; caches of pages
 * and cards are Buffers, outside it).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=256"];

/**
 * glibc's allocator: two arenas instead of one per thread (sharp's threads otherwise each keep what they freed),
 * and a fixed 32 KB threshold from which blocks are mapped and given back on free (glibc otherwise raises it after
 * the first large free, so later large blocks stay in the arenas for good). 32 KB is V8's largest zone segment, the
 * compiler's scratch memory: in the arena its freed segments held some 50 of the 60 MB there after start
 * (docs/decisions/0025). Values already in the environment win.
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "32768",
  MALLOC_TRIM_THRESHOLD_: "131072",
};

/** The environment of a server process: `env` with the allocator settings it does not set itself. */
export function serverProcessEnv(env) {
  return { ...SERVER_MALLOC_ENV, ...env };
}

/** A port nothing listens on now, for a server about to start. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
