import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleApiError } from "./errors";

const socketError = (code: string, message: string) => Object.assign(new Error(message), { code });

function appThrowing(error: Error) {
  const app = new Hono();
  app.post("/api/thing", () => {
    throw error;
  });
  app.onError(handleApiError);
  return app;
}

describe("handleApiError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a client that closed its connection mid-request is a line of information, not an unhandled error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const response = await appThrowing(socketError("ECONNRESET", "aborted")).request("/api/thing", { method: "POST" });
    expect(response.status).toBe(400);
    expect(logged).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith("POST /api/thing: the client went away before the request was read");
  });

  it("anything else unexpected is logged as an error and answered 500 with a sentence", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await appThrowing(socketError("ECONNRESET", "read ECONNRESET")).request("/api/thing", {
      method: "POST",
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Something went wrong on our side. Please try again." });
    expect(logged).toHaveBeenCalledWith("Unhandled API error", expect.anything());
  });
});
