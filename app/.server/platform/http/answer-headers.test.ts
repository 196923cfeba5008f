import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { setAnswerHeader } from "./answer-headers";

/** An app whose middleware sets headers after the handler, and notes whether the answer was replaced. */
function appAnswering(handler: () => Response | undefined) {
  const seen: { sameAnswer?: boolean } = {};
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    const given = c.res;
    setAnswerHeader(c, "Cache-Control", "no-store");
    setAnswerHeader(c, "Vary", "Cookie", { append: true });
    seen.sameAnswer = c.res === given;
  });
  app.get("/", (c) => handler() ?? c.json({ ok: true }, 201, { Vary: "Accept-Encoding" }));
  return { app, seen };
}

describe("setAnswerHeader", () => {
  it("sets and appends on the handler's own answer, without replacing it", async () => {
    const { app, seen } = appAnswering(() => undefined);
    const response = await app.request("/");
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    expect(await response.json()).toEqual({ ok: true });
    expect(seen.sameAnswer).toBe(true);
  });

  it("an answer whose headers cannot change gets them Hono's way, on a copy", async () => {
    const { app, seen } = appAnswering(() => Response.redirect("https://example.com/elsewhere", 302));
    const response = await app.request("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.com/elsewhere");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Vary")).toBe("Cookie");
    expect(seen.sameAnswer).toBe(false);
  });
});
