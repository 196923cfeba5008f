import { dateFormat } from "~/domain/intl-formats";
import { eventDay } from "~/domain/calendar";
import type { CalendarEvent } from "~/domain/profile";
import { eventInstant } from "~/domain/time-zone";
import { formatEventWhen } from "~/domain/profile-view";
import { CalendarPlusIcon, MapPinIcon } from "~/components/icons";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { profileSubpath } from "~/domain/profile-url";

/** A month's events under its grid, each with its own .ics while it is still to come; a line when there are none. */
export function EventList({
  events,
  monthLabel,
  monthName,
  today,
  timeZone,
  uid,
}: {
  events: CalendarEvent[];
  monthLabel: string;
  monthName: string;
  today: string;
  timeZone: string;
  uid: string;
}) {
  if (events.length === 0) {
    return (
      <p className="mt-4 text-center text-sm text-(--tp-tertiary)">{m.profile_no_events_in({ month: monthName })}</p>
    );
  }
  return (
    <ul className="mt-4 grid gap-2" aria-label={m.profile_events_in({ month: monthLabel })}>
      {events.map((event) => {
        const date = eventDay(event.startTime, timeZone) ?? "";
        const start = eventInstant(event.startTime, timeZone);
        const [, month = "", day = ""] = date.split("-");
        const past = date !== "" && date < today;
        return (
          <li
            key={event.id}
            data-past={past ? "" : undefined}
            className={`flex gap-3 rounded-2xl border border-(--tp-line) bg-(--tp-surface) p-3 ${past ? "opacity-70" : ""}`}
          >
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 flex-col items-center justify-center rounded-xl bg-(--tp-surface-strong) leading-none"
            >
              <span className="text-[10px] font-bold tracking-wider text-(--tp-primary) uppercase">
                {shortMonth(Number(month), getLocale())}
              </span>
              <span className="mt-0.5 text-lg font-extrabold">{Number(day) || ""}</span>
            </span>
            <span className="min-w-0 text-start">
              <span className="block font-semibold break-words">
                {past && (
                  <span className="me-2 rounded-full bg-(--tp-surface-strong) px-2 py-0.5 align-middle text-xs font-bold uppercase">
                    {m.profile_past()}
                  </span>
                )}
                <bdi>{event.title}</bdi>
              </span>
              <time
                dateTime={start === null ? event.startTime : new Date(start).toISOString()}
                className="block text-sm text-(--tp-secondary)"
              >
                {formatEventWhen(event.startTime, event.endTime, timeZone, getLocale())}
              </time>
              {event.location && (
                <span className="mt-0.5 flex items-start gap-1 text-sm text-(--tp-tertiary)">
                  <MapPinIcon className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                  <bdi>{event.location}</bdi>
                </span>
              )}
              {event.description && (
                <span dir="auto" className="mt-1 block text-sm whitespace-pre-line text-(--tp-secondary)">
                  {event.description}
                </span>
              )}
              {!past && (
                <a
                  href={profileSubpath(uid, `events/${encodeURIComponent(event.id)}.ics`)}
                  download
                  data-add-to-calendar={event.id}
                  aria-label={m.profile_add_to_calendar_event({ title: event.title })}
                  className="mt-2 inline-flex min-h-8 items-center gap-1.5 rounded-full text-sm font-semibold underline-offset-4 hover:underline"
                >
                  <CalendarPlusIcon className="h-4 w-4" />
                  {m.profile_add_to_calendar()}
                </a>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const shortMonth = (month: number, locale: string) =>
  month >= 1 && month <= 12
    ? dateFormat({ month: "short", timeZone: "UTC" }, locale).format(new Date(Date.UTC(2000, month - 1, 1)))
    : "";
