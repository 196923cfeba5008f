import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import {
  addMonths,
  defaultEventTimes,
  eventId,
  eventsByDay,
  isPastDay,
  localIsoDate,
  monthGrid,
} from "~/domain/calendar";
import { newEventSchema } from "~/domain/profile-fields";
import type { CalendarEvent } from "~/domain/profile";
import { ListErrors, RemoveButton } from "./list-parts";
import { Label } from "~/components/ui/field";
import { counted } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";
import { getLocale } from "~/i18n/paraglide/runtime.js";

// The grid's weeks start on Sunday: 4 January 1970 was one.
const weekdays = () =>
  Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(getLocale(), { weekday: "short", timeZone: "UTC" }).format(Date.UTC(1970, 0, 4 + index)),
  );
const monthLabel = (year: number, monthIndex: number) =>
  new Intl.DateTimeFormat(getLocale(), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, monthIndex, 1),
  );
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat(getLocale(), { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00Z`),
  );
const whenLabel = (event: CalendarEvent) => {
  const format = new Intl.DateTimeFormat(getLocale(), {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  // Times are wall-clock times of the event's place: shown as written, never shifted by a time zone.
  const asWritten = (value: string) => new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
  return `${format.format(asWritten(event.startTime))} – ${format.format(asWritten(event.endTime))}`;
};

const noSubscription = () => () => {};

type Draft = { title: string; startTime: string; endTime: string; location: string };

/**
 * The events calendar editor (requirements 2): a month grid; past days cannot be selected; clicking a day opens a
 * modal with title, start, end and optional location, defaulting to 12:00–13:00 that day.
 * Events are submitted as hidden inputs events[i].*.
 */
export function EventsEditor({
  initial,
  max,
  today: serverToday,
  errors,
}: {
  initial: CalendarEvent[];
  max: number;
  today: string;
  errors?: string[];
}) {
  const [events, setEvents] = useState(initial);
  // "Past" is the visitor's own today: the server's guess while rendering there, the browser's after hydration.
  const today = useSyncExternalStore(
    noSubscription,
    () => localIsoDate(new Date()),
    () => serverToday,
  );
  const [month, setMonth] = useState(() => {
    const [year, monthNumber] = serverToday.split("-").map(Number);
    return { year: year!, monthIndex: monthNumber! - 1 };
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const formId = useId();

  useEffect(() => {
    if (draft && !dialog.current?.open) dialog.current?.showModal();
    if (!draft && dialog.current?.open) dialog.current.close();
  }, [draft]);

  const byDay = eventsByDay(events);
  const weeks = monthGrid(month.year, month.monthIndex);
  const current = today.slice(0, 7);
  const shown = `${month.year}-${String(month.monthIndex + 1).padStart(2, "0")}`;

  const openDay = (date: string) => {
    setDraftErrors({});
    setDraft({ title: "", location: "", ...defaultEventTimes(date) });
  };

  const save = () => {
    if (!draft) return;
    const parsed = newEventSchema.safeParse({ ...draft, location: draft.location || undefined });
    if (!parsed.success) {
      setDraftErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const random = Math.random().toString(36).slice(2, 10);
    setEvents([...events, { id: eventId(new Date(), random), ...parsed.data }]);
    setDraft(null);
  };

  return (
    <div className="space-y-4">
      <div className="rounded-2xl border border-white/10 p-4">
        <div className="mb-3 flex items-center justify-between">
          <button
            type="button"
            onClick={() => setMonth(addMonths(month.year, month.monthIndex, -1))}
            disabled={shown <= current}
            className="rounded-lg px-3 py-2 text-white hover:bg-white/10 disabled:opacity-30"
            aria-label={m.owner_prev_month()}
          >
            ‹
          </button>
          <h3 id={headingId} className="font-semibold text-white" aria-live="polite">
            {monthLabel(month.year, month.monthIndex)}
          </h3>
          <button
            type="button"
            onClick={() => setMonth(addMonths(month.year, month.monthIndex, 1))}
            className="rounded-lg px-3 py-2 text-white hover:bg-white/10"
            aria-label={m.owner_next_month()}
          >
            ›
          </button>
        </div>
        <table className="w-full table-fixed border-separate border-spacing-1 text-center" aria-labelledby={headingId}>
          <thead>
            <tr>
              {weekdays().map((day) => (
                <th key={day} scope="col" className="text-xs font-medium text-slate-400">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.date}>
                {week.map((day) => {
                  const past = isPastDay(day.date, today);
                  const count = byDay.get(day.date)?.length ?? 0;
                  return (
                    <td key={day.date}>
                      {day.inMonth ? (
                        <button
                          type="button"
                          disabled={past}
                          onClick={() => openDay(day.date)}
                          aria-label={[
                            dayLabel(day.date),
                            count ? m.owner_day_events(counted(count)) : "",
                            past ? m.owner_day_past() : m.owner_day_add(),
                          ]
                            .filter(Boolean)
                            .join(", ")}
                          className={`relative h-10 w-full rounded-lg text-sm ${
                            past ? "cursor-not-allowed text-slate-600" : "text-white hover:bg-emerald-400/20"
                          } ${day.date === today ? "ring-1 ring-emerald-400" : ""}`}
                        >
                          {day.day}
                          {count > 0 && (
                            <span className="absolute bottom-1 left-1/2 h-1.5 w-1.5 -translate-x-1/2 rounded-full bg-emerald-400" />
                          )}
                        </button>
                      ) : (
                        <span className="block h-10" />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-400">
          {events.length >= max ? m.owner_pick_day_max({ max }) : m.owner_pick_day()}
        </p>
      </div>

      {events.length > 0 && (
        <ul className="space-y-2" aria-label={m.owner_your_events()}>
          {[...events]
            .sort((a, b) => a.startTime.localeCompare(b.startTime))
            .map((event) => {
              const index = events.indexOf(event);
              return (
                <li
                  key={event.id}
                  className="flex items-center justify-between gap-3 rounded-xl border border-white/10 px-4 py-3"
                >
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-white">{event.title}</span>
                    <span className="block text-xs text-slate-400">
                      {whenLabel(event)}
                      {event.location ? ` · ${event.location}` : ""}
                    </span>
                  </span>
                  <input type="hidden" name={`events[${index}].id`} value={event.id} />
                  <input type="hidden" name={`events[${index}].title`} value={event.title} />
                  <input type="hidden" name={`events[${index}].startTime`} value={event.startTime} />
                  <input type="hidden" name={`events[${index}].endTime`} value={event.endTime} />
                  {event.location && <input type="hidden" name={`events[${index}].location`} value={event.location} />}
                  {event.description && (
                    <input type="hidden" name={`events[${index}].description`} value={event.description} />
                  )}
                  <RemoveButton
                    what={event.title}
                    onRemove={() => setEvents(events.filter((existing) => existing.id !== event.id))}
                  />
                </li>
              );
            })}
        </ul>
      )}
      <ListErrors errors={errors} />

      <dialog
        ref={dialog}
        aria-labelledby={`${formId}-heading`}
        onClose={() => setDraft(null)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-slate-900 p-0 text-slate-100 shadow-2xl backdrop:bg-black/70"
      >
        {draft && (
          <div className="space-y-4 p-6">
            <h3 id={`${formId}-heading`} className="text-lg font-bold text-white">
              {m.owner_add_an_event()}
            </h3>
            <p className="text-sm text-slate-400">{dayLabel(draft.startTime.slice(0, 10))}</p>
            {(
              [
                ["title", m.owner_event_title(), "text"],
                ["startTime", m.owner_event_start(), "datetime-local"],
                ["endTime", m.owner_event_end(), "datetime-local"],
                ["location", m.owner_event_location(), "text"],
              ] as const
            ).map(([key, label, type]) => (
              <div key={key} className="space-y-1.5">
                <Label htmlFor={`${formId}-${key}`}>{label}</Label>
                <input
                  id={`${formId}-${key}`}
                  type={type}
                  value={draft[key]}
                  autoFocus={key === "title"}
                  aria-invalid={draftErrors[key] ? true : undefined}
                  aria-describedby={draftErrors[key] ? `${formId}-${key}-error` : undefined}
                  onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      save();
                    }
                  }}
                  className="block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-3 text-white [color-scheme:dark] focus:border-emerald-400 focus:outline-none"
                />
                {draftErrors[key] && (
                  <p id={`${formId}-${key}-error`} className="text-sm font-medium text-rose-300">
                    {localized(draftErrors[key])}
                  </p>
                )}
              </div>
            ))}
            <div className="flex justify-end gap-3 pt-2">
              <button
                type="button"
                onClick={() => setDraft(null)}
                className="rounded-full px-5 py-2.5 font-semibold text-slate-200 hover:bg-white/10"
              >
                {m.owner_cancel()}
              </button>
              <button
                type="button"
                onClick={save}
                disabled={events.length >= max}
                className="rounded-full bg-emerald-400 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-50"
              >
                {m.owner_add_event()}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
