import { describe, expect, inject, it } from "vitest";
import { signedUpClient, TestClient } from "../support/http-client";

const baseUrl = inject("baseUrl");

describe("video check (SPEC 4 'Video add', SPEC 5 messages)", () => {
  it.each([
    ["a watch link", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s"],
    ["a short link", "https://youtu.be/dQw4w9WgXcQ?si=abc"],
    ["an embed link", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
  ])("adds %s with its title", async (_kind, url) => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postJson("/api/videos/check", { url });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      video: { id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Busking at Union Square" },
    });
  });

  it("falls back to the lower-resolution thumbnail", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postJson("/api/videos/check", { url: "https://youtu.be/NoMaxRes001" });
    expect(response.status).toBe(200);
  });

  it.each([
    ["not a YouTube link", "https://vimeo.com/12345", 422, "Invalid YouTube URL. Please enter a valid YouTube video URL."],
    ["an unknown video", "https://youtu.be/AAAAAAAAAAA", 422, "Video not found. Please check the URL and try again."],
    [
      "a network failure",
      "https://youtu.be/NETWORK_ERR",
      502,
      "Error verifying video. Please check your internet connection and try again.",
    ],
  ])("%s → %s", async (_case, url, status, message) => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postJson("/api/videos/check", { url });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });

  it("needs a signed-in user", async () => {
    const response = await new TestClient(baseUrl).postJson("/api/videos/check", { url: "https://youtu.be/dQw4w9WgXcQ" });
    expect(response.status).toBe(401);
  });
});
