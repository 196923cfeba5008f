import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { signedUpClient, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;

describe("video check (requirements 4 'Video add', requirements 5 messages)", () => {
  it.each([
    ["a watch link", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s"],
    ["a short link", "https://youtu.be/dQw4w9WgXcQ?si=abc"],
    ["an embed link", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
  ])("adds %s with its title", async (_kind, url) => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postJson("/api/videos/check", { url });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      video: {
        id: "dQw4w9WgXcQ",
        url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        title: "Busking at Union Square",
      },
    });
  });

  it("falls back to the lower-resolution thumbnail", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postJson("/api/videos/check", { url: "https://youtu.be/NoMaxRes001" });
    expect(response.status).toBe(200);
  });

  it.each([
    [
      "not a YouTube link",
      "https://vimeo.com/12345",
      422,
      "Invalid YouTube URL. Please enter a valid YouTube video URL.",
    ],
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
    const response = await new TestClient(baseUrl).postJson("/api/videos/check", {
      url: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(response.status).toBe(401);
  });
});

describe("video thumbnails through Tipped (no third party on the profile page)", () => {
  it("serves a known video's thumbnail as a 480x270 WebP that caches for a week", async () => {
    const response = await fetch(new URL("/thumbnails/youtube/dQw4w9WgXcQ.webp", baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("max-age=604800");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 270]);
  });

  it("answers a neutral placeholder, briefly cached, when YouTube has no such picture", async () => {
    const response = await fetch(new URL("/thumbnails/youtube/AAAAAAAAAAA.webp", baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("refuses anything that is not a video id", async () => {
    for (const path of [
      "/thumbnails/youtube/..%2F..%2Fetc.webp",
      "/thumbnails/youtube/short.webp",
      "/thumbnails/youtube/dQw4w9WgXcQ.jpg",
    ]) {
      expect((await fetch(new URL(path, baseUrl))).status, path).toBe(404);
    }
  });
});
