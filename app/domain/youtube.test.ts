import { describe, expect, it } from "vitest";
import { VIDEO_MESSAGES, canonicalWatchUrl, embedUrl, thumbnailUrls, youTubeVideoId } from "./youtube";

const ID = "dQw4w9WgXcQ";

describe('requirements 5: "must contain a recognisable YouTube video id (watch, embed or short links)"', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtube.com/watch?v=${ID}&t=42s`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}&si=abc`, ID],
    [`youtube.com/watch?v=${ID}`, ID],
    [`www.youtube.com/watch?v=${ID}`, ID],
    [`  http://www.youtube.com/watch?v=${ID}  `, ID],
    [`https://www.youtube.com/embed/${ID}?start=10`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=xyz&t=5`, ID],
    [`youtu.be/${ID}`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://www.youtube.com/live/${ID}?feature=shared`, ID],
    ["https://www.youtube.com/watch?v=a_b-C1d2E3f", "a_b-C1d2E3f"],
  ])("%s → %s", (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  it.each([
    "",
    "not a url",
    ID,
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/watch?v=dQw4w9WgXc!",
    "https://www.youtube.com/@maya",
    "https://www.youtube.com/",
    `https://vimeo.com/${ID}`,
    `https://youtu.be.evil.com/${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `javascript:alert('youtu.be/${ID}')`,
    `ftp://youtu.be/${ID}`,
  ])("%o → null (message: Invalid YouTube URL…)", (url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });
});

describe("requirements 5 video messages, word for word", () => {
  it.each([
    [VIDEO_MESSAGES.invalidUrl, "Invalid YouTube URL. Please enter a valid YouTube video URL."],
    [VIDEO_MESSAGES.notFound, "Video not found. Please check the URL and try again."],
    [VIDEO_MESSAGES.networkError, "Error verifying video. Please check your internet connection and try again."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("video URLs", () => {
  it('checks the thumbnail, "with fallback to a lower resolution"', () => {
    expect(thumbnailUrls(ID)).toEqual([
      `https://img.youtube.com/vi/${ID}/maxresdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
    ]);
  });

  it("stores the plain watch link and embeds without cookies", () => {
    expect(canonicalWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(embedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
});
