import { type Context, Hono } from "hono";
import { limitSubject } from "../../platform/client-ip";
import { jsonError } from "../../platform/http/errors";
import type { AppEnv } from "../../platform/http/types";

const HEARTBEAT_MS = 25_000;
const encoder = new TextEncoder();

/** One Server-Sent Event; every line of `data` gets its own "data:" field, so no value can start a new field. */
export function sseEvent(event: string, data: string, retryMs?: number): Uint8Array {
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}`);
  return encoder.encode(
    [`event: ${event}`, ...lines, ...(retryMs === undefined ? [] : [`retry: ${retryMs}`])].join("\n") + "\n\n",
  );
}
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");
/** Over a cap a page simply goes without live updates (its script does not retry a refused stream). */
const FULL_RETRY_AFTER_SECONDS = 60;
export const LIVE_FULL_MESSAGE = "Live updates are busy right now; the page works without them";

/**
 * GET /api/profiles/:uid/live: Server-Sent Events. Each saved change of the profile sends a "change" event;
 * the page then fetches the fresh profile. EventSource reconnects by itself (retry hint: 2 s).
 *
 * Each open page holds one of these for as long as it is open (1,000 of them held), so a connection
 * is one ReadableStream, one subscription and one interval timer: hono's streamSSE costs some 20 KB more per
 * connection (a TransformStream, a second ReadableStream around it, a writer and a reader; measured in
 * docs/decisions/0011-memory.md). Changes arriving while the client has not read the last event are sent as one,
 * with the latest time; a heartbeat is skipped while one is waiting.
 */
export const live = new Hono<AppEnv>().get("/:uid/live", (c) => {
  const uid = c.req.param("uid");
  return changeStream(c, uid, "change", (listener) => c.get("runtime").profiles.changes.subscribe(uid, listener));
});

/**
 * An event stream that sends `event` (with the uid and the time) each time `subscribe`'s listener runs: the public
 * page's profile changes, and the owner's dashboard's tips (tips/http.ts).
 */
export function changeStream(
  c: Context<AppEnv>,
  uid: string,
  event: string,
  subscribe: (listener: () => void) => () => void,
): Response {
  const { liveStreams } = c.get("runtime").profiles;
  // A place per stream, per client address (c.get("clientIp")) and in all, or 503; the refused
  // connection is closed, so it holds no descriptor either.
  const release = liveStreams.take(limitSubject(c.get("clientIp"))); // an IPv6 client by its /64
  if (!release) {
    c.header("Retry-After", String(FULL_RETRY_AFTER_SECONDS));
    c.header("Connection", "close");
    return jsonError(c, 503, LIVE_FULL_MESSAGE);
  }
  let stop = () => {};
  let sendWaiting = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let changedAt: string | undefined;
      const room = () => (controller.desiredSize ?? 0) > 0;
      const sendChange = () => {
        if (changedAt === undefined || !room()) return;
        controller.enqueue(sseEvent(event, JSON.stringify({ uid, at: changedAt })));
        changedAt = undefined;
      };
      const unsubscribe = subscribe(() => {
        changedAt = new Date().toISOString();
        sendChange();
      });
      const heartbeat = setInterval(() => {
        if (room()) controller.enqueue(KEEP_ALIVE);
      }, HEARTBEAT_MS);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
      };
      sendWaiting = sendChange;
      controller.enqueue(sseEvent("ready", uid, 2_000));
    },
    // Called each time the client has read what was queued: a change that waited goes now.
    pull() {
      sendWaiting();
    },
    cancel() {
      stop();
    },
  });
  return c.body(body, 200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-store",
    "X-Accel-Buffering": "no",
  });
}
