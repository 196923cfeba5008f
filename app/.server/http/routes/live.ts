import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../types";

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/profiles/:uid/live: Server-Sent Events. Each saved change of the profile sends a "change" event;
 * the page then fetches the fresh profile. EventSource reconnects by itself (retry hint: 2 s).
 */
export const live = new Hono<AppEnv>().get("/:uid/live", (c) => {
  const uid = c.req.param("uid");
  const { profileChanges } = c.var.runtime;
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let wake: () => void = () => {};
    const pending: string[] = [];
    const unsubscribe = profileChanges.subscribe(uid, () => {
      pending.push(new Date().toISOString());
      wake();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake();
    });
    await stream.writeSSE({ event: "ready", data: uid, retry: 2_000 });
    try {
      while (!stream.aborted) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS);
        });
        if (stream.aborted) break;
        if (pending.length > 0) {
          const at = pending.at(-1)!;
          pending.length = 0;
          await stream.writeSSE({ event: "change", data: JSON.stringify({ uid, at }) });
        } else {
          await stream.write(": keep-alive\n\n");
        }
      }
    } finally {
      unsubscribe();
    }
  });
});
