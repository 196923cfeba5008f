/**
 * YouTube videos (requirements 4 "Video add", requirements 5 "Video URL"): "The URL is parsed for a video id,
 * existence is checked, then the video is added to the list." The check itself is server I/O.
 */

/** requirements 5, word for word. */
export const VIDEO_MESSAGES = {
  invalidUrl: "Invalid YouTube URL. Please enter a valid YouTube video URL.",
  notFound: "Video not found. Please check the URL and try again.",
  networkError: "Error verifying video. Please check your internet connection and try again.",
} as const;

/** A YouTube video id: exactly 11 characters of letters, digits, underscore and hyphen. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
export const isVideoId = (value: string): boolean => VIDEO_ID.test(value);

const WATCH_HOSTS = ["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"];
/** Path forms carrying the id as the segment after the prefix. */
const ID_PATHS = ["embed", "shorts", "live", "v", "e"];

const parse = (input: string): URL | null => {
  const value = input.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
};

/**
 * The video id of watch (youtube.com/watch?v=ID, also m. and music.), embed (/embed/ID, also on
 * youtube-nocookie.com), short (youtu.be/ID), shorts (/shorts/ID) and live (/live/ID) links, with
 * or without scheme and extra parameters (t=, si=, list=); null for anything else.
 */
export function youTubeVideoId(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  const [first, second] = parsed.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = first;
  else if (WATCH_HOSTS.includes(host)) {
    id = first === "watch" ? parsed.searchParams.get("v") : first && ID_PATHS.includes(first) ? second : null;
  }
  return id && isVideoId(id) ? id : null;
}

/** The thumbnail to check, then "fallback to a lower resolution" (requirements 7): maxresdefault, then hqdefault. */
export const thumbnailUrls = (id: string): readonly [string, string] => [
  `https://img.youtube.com/vi/${id}/maxresdefault.jpg`,
  `https://img.youtube.com/vi/${id}/hqdefault.jpg`,
];

/** The URL stored with a video: the plain watch link, whatever form was pasted. */
export const canonicalWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

/** The privacy-enhanced player for the profile page. */
export const embedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;
