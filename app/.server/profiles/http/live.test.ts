import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Runtime } from "../../runtime";
import type { AppEnv } from "../../platform/http/types";
import { createLiveStreamCaps } from "../live-streams";
import { live, sseEvent } from "./live";

/** The live route on a runtime whose only part is a profile-change hub the test drives by hand. */
function liveApp() {
  const listeners = new Map<string, Set<() => void>>();
  const profileChanges = {
    subscribe(uid: string, listener: () => void) {
      const set = listeners.get(uid) ?? new Set();
      listeners.set(uid, set.add(listener));
      return () => set.delete(listener);
    },
  };
  const app = new Hono<AppEnv>()
    .use((c, next) => {
      const liveStreams = createLiveStreamCaps({ perClient: 10, total: 10 });
      c.set("runtime", { profiles: { changes: profileChanges, liveStreams } } as unknown as Runtime);
      c.set("clientIp", "192.0.2.1");
      return next();
    })
    .route("/api/profiles", live);
  const change = (uid: string) => listeners.get(uid)?.forEach((listener) => listener());
  const subscribers = (uid: string) => listeners.get(uid)?.size ?? 0;
  return { app, change, subscribers };
}

const decoder = new TextDecoder();

describe("GET /api/profiles/:uid/live", () => {
  it("says ready, sends each change, and unsubscribes when the client goes", async () => {
    const { app, change, subscribers } = liveApp();
    const response = await app.request("/api/profiles/u1/live");
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const reader = response.body!.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe("event: ready\ndata: u1\nretry: 2000\n\n");
    expect(subscribers("u1")).toBe(1);

    change("u1");
    const event = decoder.decode((await reader.read()).value);
    expect(event).toMatch(/^event: change\ndata: \{"uid":"u1","at":"[^"]+"\}\n\n$/);
    change("u2"); // another profile: nothing for this stream

    await reader.cancel();
    expect(subscribers("u1")).toBe(0);
  });

  it("sends changes the client has not read yet as one, with the latest time", async () => {
    const { app, change } = liveApp();
    const reader = (await app.request("/api/profiles/u1/live")).body!.getReader();
    // Nothing read yet: "ready" waits in the queue, so the three changes wait as one.
    change("u1");
    change("u1");
    change("u1");
    expect(decoder.decode((await reader.read()).value)).toContain("event: ready");
    expect(decoder.decode((await reader.read()).value)).toContain("event: change");
    const next = await Promise.race([reader.read(), new Promise((resolve) => setTimeout(() => resolve("none"), 50))]);
    expect(next).toBe("none");
    await reader.cancel();
  });

  it("gives every line of the data its own field, so a value cannot start a new field", () => {
    expect(decoder.decode(sseEvent("ready", "a\nevent: change\r\nb", 10))).toBe(
      "event: ready\ndata: a\ndata: event: change\ndata: b\nretry: 10\n\n",
    );
  });
});
