import { m } from "~/i18n/paraglide/messages.js";

/**
 * "Performing now at {location}": rendered on the server while the owner's session is open (its start and stop
 * drop the kept page) or one of their events is in progress (the kept page expires at the event's start and end).
 */
export function PerformingNow({ title, location }: { title: string; location: string | null }) {
  return (
    <div className="mx-auto max-w-[1200px] px-3 pt-4 min-[900px]:px-8">
      <p
        data-performing-now=""
        className="flex items-center gap-3 rounded-2xl border border-(--tp-line) bg-(--tp-surface-strong) px-4 py-3 font-semibold shadow-lg shadow-black/20"
      >
        <span aria-hidden="true" className="relative flex h-3 w-3 shrink-0">
          <span className="absolute inline-flex h-full w-full rounded-full bg-rose-500 opacity-75 motion-safe:animate-ping" />
          <span className="relative inline-flex h-3 w-3 rounded-full bg-rose-500" />
        </span>
        <span className="min-w-0 break-words">
          {location?.trim() ? m.profile_performing_at({ place: location.trim() }) : m.profile_performing()}
          {title && (
            <span className="block text-sm font-medium text-(--tp-secondary)">
              <bdi>{title}</bdi>
            </span>
          )}
        </span>
      </p>
    </div>
  );
}
