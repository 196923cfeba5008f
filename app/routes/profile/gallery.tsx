import { largeImage, responsiveImage } from "~/domain/media";
import { imageSrc } from "~/domain/profile-view";
import { whose } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "~/components/icons";
import { PANEL, SECTION_HEADING, STEP_BUTTON } from "./styles";

/**
 * The photo gallery (requirements 2): a sideways scroller of 240x270 cards (200x225 on phones). It scrolls by touch,
 * trackpad and keyboard on its own; the previous/next buttons (216 px a step) appear when the script runs.
 * Each photo is a plain link to its large copy; the script opens it in the viewer dialog instead.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const sources = images.flatMap((image) => imageSrc(image) ?? []);
  if (sources.length === 0) return null;
  return (
    <section id="gallery" data-part="gallery" aria-labelledby="gallery-heading" className={PANEL}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="gallery-heading" className={SECTION_HEADING}>
          {m.profile_gallery()}
        </h2>
        <div hidden data-js="" data-gallery-controls="" className="flex gap-2">
          <StepButton action="gallery-prev" controls="gallery-photos" label={m.profile_previous_photos()} />
          <StepButton action="gallery-next" controls="gallery-photos" label={m.profile_next_photos()} />
        </div>
      </div>
      {/* Focusable so that keyboard users can scroll it with the arrow keys. */}
      <ul
        id="gallery-photos"
        data-gallery=""
        tabIndex={0}
        aria-label={m.profile_photos_of({ whose: whose(name) })}
        className="-mx-1 mt-4 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto rounded-2xl px-1 pb-3 [scrollbar-width:thin]"
      >
        {sources.map((src, index) => (
          <li key={`${index}-${src}`} className="shrink-0 snap-start">
            <LargePhotoLink src={src} index={index}>
              <img
                {...responsiveImage(src, "gallery")}
                alt={m.profile_photo_of_gallery({ n: index + 1, whose: whose(name) })}
                width={240}
                height={270}
                loading="lazy"
                decoding="async"
                className="h-[225px] w-[200px] rounded-2xl bg-(--tp-surface-strong) object-cover min-[900px]:h-[270px] min-[900px]:w-[240px]"
              />
            </LargePhotoLink>
          </li>
        ))}
      </ul>
      <PhotoViewer name={name} />
    </section>
  );
}

function LargePhotoLink({ src, index, children }: { src: string; index: number; children: React.ReactNode }) {
  const large = largeImage(src);
  return (
    <a
      href={large.src}
      data-action="photo-open"
      data-photo={index}
      data-srcset={large.srcSet}
      className="block rounded-2xl"
    >
      {children}
    </a>
  );
}

/** A round previous/next button, run by the page's script through its data-action ("…-prev" points back). */
function StepButton({
  action,
  label,
  controls,
  className = STEP_BUTTON,
}: {
  action: `${string}-prev` | `${string}-next`;
  label: string;
  controls?: string;
  className?: string;
}) {
  return (
    <button type="button" data-action={action} aria-controls={controls} aria-label={label} className={className}>
      {action.endsWith("-prev") ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}

/** The large photo viewer (a modal dialog: focus stays inside, Escape closes), opened by the page's script. */
function PhotoViewer({ name }: { name: string }) {
  return (
    <dialog
      data-photo-viewer=""
      aria-label={m.profile_photos_of({ whose: whose(name) })}
      data-caption={m.profile_photo_caption({ n: "{n}", total: "{total}" })}
      className="m-auto h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 p-3">
          <p data-photo-caption="" aria-live="polite" className="text-sm font-semibold" />
          <button type="button" data-action="photo-close" aria-label={m.profile_close()} className={STEP_BUTTON}>
            <CloseIcon />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          <img
            data-photo-large=""
            alt=""
            sizes="100vw"
            className="max-h-full max-w-full touch-pan-y object-contain select-none"
          />
          <StepButton
            action="photo-prev"
            label={m.profile_previous_photo()}
            className={`${STEP_BUTTON} absolute start-3 top-1/2 -translate-y-1/2`}
          />
          <StepButton
            action="photo-next"
            label={m.profile_next_photo()}
            className={`${STEP_BUTTON} absolute end-3 top-1/2 -translate-y-1/2`}
          />
        </div>
      </div>
    </dialog>
  );
}
