import { describe, expect, it } from "vitest";
import { createKeptLanding, landingMatcher } from "./kept-landing";

// The shape of the server build's routes (routes.ts): a root, an index landing, named routes and the `*` one.
const routes = {
  root: { id: "root", path: "" },
  "routes/landing/route": { id: "routes/landing/route", parentId: "root", index: true },
  "routes/signup/route": { id: "routes/signup/route", parentId: "root", path: "signup" },
  "routes/profile/route": { id: "routes/profile/route", parentId: "root", path: "profile/:uid" },
  "routes/settings/data-download": {
    id: "routes/settings/data-download",
    parentId: "root",
    path: "settings/data.json",
  },
  "routes/landing-fallback": { id: "routes/landing-fallback", parentId: "root", path: "*" },
};
const match = landingMatcher(routes, { landing: "routes/landing/route", fallback: "routes/landing-fallback" });

describe("landingMatcher", () => {
  it("knows / and every path only the * route takes", () => {
    expect(match("/")).toBe("landing");
    expect(match("/no/such/page")).toBe("fallback");
    expect(match("/profile/abc/extra")).toBe("fallback");
    expect(match("/Some-Path_1.~")).toBe("fallback");
  });

  it("leaves other routes, the server's own sub-apps, data requests and encoded paths to the app", () => {
    expect(match("/signup")).toBeNull();
    expect(match("/profile/abc")).toBeNull();
    // The share card and calendar feeds are files of the profile sub-app, never the landing page.
    expect(match("/profile/abc/card.png")).toBeNull();
    expect(match("/profile/abc/events.ics")).toBeNull();
    expect(match("/profile/abc/events/evt_1.ics")).toBeNull();
    expect(match("/settings/data.json")).toBeNull();
    for (const path of ["/api", "/api/health", "/uploads/x", "/media/a.webp", "/thumbnails/x", "/__manifest"]) {
      expect(match(path)).toBeNull();
    }
    expect(match("/foo.data")).toBeNull();
    expect(match("/caf%C3%A9")).toBeNull();
    expect(match("/a b")).toBeNull();
  });
});

describe("createKeptLanding", () => {
  const page = (status = 200) =>
    new Response("<html><script>window.x = 1;</script><p>Get Tipped</p></html>", {
      status,
      headers: { "content-type": "text/html; charset=utf-8" },
    });

  it("renders once for concurrent visitors, keeps the copy, and builds its headers from its script hashes", async () => {
    let renders = 0;
    const seen: string[][] = [];
    const landing = createKeptLanding({
      keep: true,
      render: async () => {
        renders += 1;
        return page();
      },
      securityHeaders: async (hashes) => {
        seen.push(hashes);
        return [["content-security-policy", `script-src 'self' ${hashes.join(" ")}`]];
      },
    });
    expect(landing.peek("landing")).toBeUndefined();
    const [first, second] = await Promise.all([landing.get("landing"), landing.get("landing")]);
    expect(first).toBe(second);
    expect(renders).toBe(1);
    expect(seen).toEqual([[`'sha256-${await sha("window.x = 1;")}'`]]);
    expect(landing.peek("landing")).toBe(first);
    expect(landing.peek("fallback")).toBeUndefined();
  });

  it("keeps nothing in development, nor an error page", async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page(renders === 1 ? 500 : 200);
    };
    const production = createKeptLanding({ keep: true, render, securityHeaders: async () => [] });
    expect((await production.get("fallback")).page.status).toBe(500);
    expect(production.peek("fallback")).toBeUndefined();
    const development = createKeptLanding({ keep: false, render, securityHeaders: async () => [] });
    await development.get("landing");
    expect(development.peek("landing")).toBeUndefined();
  });
});

async function sha(text: string) {
  const { createHash } = await import("node:crypto");
  return createHash("sha256").update(text, "utf8").digest("base64");
}
