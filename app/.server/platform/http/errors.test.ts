import { Hono, type ErrorHandler } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleApiError, handleSiteError } from "./errors";

const socketError = (code: string, message: string) => Object.assign(new Error(message), { code });

function appThrowing(error: Error, onError: ErrorHandler = handleApiError) {
  const app = new Hono();
  app.post("/api/thing", () => {
    throw error;
  });
  app.onError(onError);
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

  it("a page's form cut off by its client is likewise information, in plain text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const app = appThrowing(socketError("ECONNRESET", "aborted"), handleSiteError);
    const response = await app.request("/api/thing", { method: "POST" });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The request was not received in full. Please try again.");
    expect(logged).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledOnce();
  });
});
