import { useId, useState } from "react";
import type { Video } from "~/domain/profile";
import { VIDEO_MESSAGES, youTubeVideoId } from "~/domain/youtube";
import { ListErrors, RemoveButton } from "./list-parts";
import { Label } from "~/components/ui/field";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";

/**
 * The YouTube video adder (requirements 4 "Video add"): the id is parsed, the server checks the video exists,
 * then it joins the list. Each video is submitted as hidden inputs videos[i].url / .id / .title.
 */
export function VideoAdder({ initial, max, errors }: { initial: Video[]; max: number; errors?: string[] }) {
  const [videos, setVideos] = useState(initial);
  const [url, setUrl] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const add = async () => {
    setMessage(null);
    if (!youTubeVideoId(url)) {
      setMessage(VIDEO_MESSAGES.invalidUrl);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/videos/check", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url }),
      });
      const body = (await response.json()) as { video?: Video; error?: string };
      if (!response.ok || !body.video) {
        setMessage(body.error ?? VIDEO_MESSAGES.networkError);
        return;
      }
      const video = body.video;
      if (videos.some((existing) => existing.id === video.id)) {
        setMessage(m.owner_video_duplicate());
        return;
      }
      setVideos([...videos, video]);
      setUrl("");
    } catch {
      setMessage(VIDEO_MESSAGES.networkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <Label htmlFor={inputId}>{m.owner_video_label()}</Label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://www.youtube.com/watch?v=…"
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
          disabled={videos.length >= max}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void add();
            }
          }}
          className="block w-full min-w-0 rounded-xl border border-white/15 bg-slate-950 px-4 py-3 text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none"
        />
        <button
          type="button"
          onClick={() => void add()}
          disabled={busy || url.trim() === ""}
          className="whitespace-nowrap rounded-xl bg-white/10 px-4 font-semibold text-white hover:bg-white/20 disabled:opacity-50"
        >
          {busy ? m.owner_checking() : m.owner_add_video()}
        </button>
      </div>
      <p id={messageId} role="status" className="min-h-5 text-sm font-medium text-rose-300">
        {message && localized(message)}
      </p>
      {videos.length > 0 && (
        <ul className="space-y-2" aria-label={m.owner_your_videos()}>
          {videos.map((video, index) => (
            <li
              key={video.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-white/10 px-4 py-3"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-white">{video.title ?? m.owner_video_label()}</span>
                <span className="block text-xs break-all text-slate-400">{video.url}</span>
              </span>
              <input type="hidden" name={`videos[${index}].url`} value={video.url} />
              <input type="hidden" name={`videos[${index}].id`} value={video.id} />
              {video.title && <input type="hidden" name={`videos[${index}].title`} value={video.title} />}
              <RemoveButton
                what={video.title ?? video.url}
                onRemove={() => setVideos(videos.filter((existing) => existing.id !== video.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <ListErrors errors={errors} />
    </div>
  );
}
