import type { Video } from "~/domain/profile";
import { canonicalWatchUrl, isVideoId } from "~/domain/youtube";
import { PlayIcon } from "~/components/icons";
import { PANEL, SECTION_HEADING } from "./styles";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * Light-weight YouTube embeds: a thumbnail link to the video on YouTube, which the script turns into the
 * in-place player (youtube-nocookie.com) on click. No YouTube code loads until a visitor asks for it.
 */
export function Videos({ videos }: { videos: Video[] }) {
  const playable = videos.filter((video) => isVideoId(video.id));
  if (playable.length === 0) return null;
  return (
    <section data-part="videos" aria-labelledby="videos-heading" className={`${PANEL} @container`}>
      <h2 id="videos-heading" className={SECTION_HEADING}>
        {m.profile_videos()}
      </h2>
      <ul className="mt-4 grid gap-4 @min-[520px]:grid-cols-2">
        {playable.map((video, index) => {
          const title = video.title?.trim() || m.profile_video_n({ n: index + 1 });
          return (
            <li key={`${index}-${video.id}`}>
              <figure>
                <a
                  href={canonicalWatchUrl(video.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-video-id={video.id}
                  data-video-title={title}
                  aria-label={m.profile_play_video({ title })}
                  className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-neutral-900 shadow-lg"
                >
                  <img
                    src={`/thumbnails/youtube/${video.id}.webp`}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
                  />
                  <span className="absolute inset-0 grid place-items-center bg-black/10 transition group-hover:bg-black/25">
                    <span className="grid h-14 w-14 place-items-center rounded-full bg-black/70 text-white shadow-xl ring-1 ring-white/30 transition group-hover:scale-110 group-hover:bg-[#E11D2A]">
                      <PlayIcon className="ml-0.5 h-6 w-6" />
                    </span>
                  </span>
                </a>
                <figcaption className="mt-2 line-clamp-2 text-sm font-semibold text-(--tp-secondary)">
                  <bdi>{title}</bdi>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
