import { canonicalWatchUrl, VIDEO_MESSAGES, youTubeVideoId } from "~/domain/youtube";
import type { Video } from "~/domain/profile";
import type { Settings } from "../platform/settings";

export type VideoCheck =
  { ok: true; video: Video } | { ok: false; reason: "invalid" | "not-found" | "network"; message: string };

const TIMEOUT_MS = 4_000;

/**
 * The video adder's check (requirements 4, 5): parse the id, confirm the thumbnail exists (high resolution, else the
 * lower-resolution fallback), and keep the title when oEmbed knows it.
 */
export function createVideoChecker(settings: Pick<Settings, "YOUTUBE_THUMBNAIL_URL" | "YOUTUBE_OEMBED_URL">) {
  const thumbnailBase = settings.YOUTUBE_THUMBNAIL_URL.replace(/\/+$/, "");

  async function thumbnailExists(id: string): Promise<boolean> {
    for (const size of ["maxresdefault", "hqdefault"]) {
      const response = await fetch(`${thumbnailBase}/vi/${encodeURIComponent(id)}/${size}.jpg`, {
        method: "HEAD",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return true;
    }
    return false;
  }

  async function titleOf(id: string): Promise<string | undefined> {
    try {
      const url = new URL(settings.YOUTUBE_OEMBED_URL);
      url.searchParams.set("url", canonicalWatchUrl(id));
      url.searchParams.set("format", "json");
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) return undefined;
      const body = (await response.json()) as { title?: unknown };
      return typeof body.title === "string" ? body.title.slice(0, 200) : undefined;
    } catch {
      return undefined; // the title is a nicety; the video is still added
    }
  }

  return async function checkVideo(input: string): Promise<VideoCheck> {
    const id = youTubeVideoId(input);
    if (!id) return { ok: false, reason: "invalid", message: VIDEO_MESSAGES.invalidUrl };
    try {
      if (!(await thumbnailExists(id))) return { ok: false, reason: "not-found", message: VIDEO_MESSAGES.notFound };
    } catch (error) {
      console.warn("Video check failed", (error as Error).message);
      return { ok: false, reason: "network", message: VIDEO_MESSAGES.networkError };
    }
    const title = await titleOf(id);
    return { ok: true, video: { id, url: canonicalWatchUrl(id), ...(title ? { title } : {}) } };
  };
}
