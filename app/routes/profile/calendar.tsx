import { dateFormat } from "~/domain/intl-formats";
import {
  addMonths,
  calendarRange,
  dayDots,
  eventsByDay,
  eventsInMonth,
  monthGrid,
  monthKey,
  monthOf,
  type Month,
} from "~/domain/calendar";
import type { CalendarEvent } from "~/domain/profile";
import { formatDay, formatMonth } from "~/domain/profile-view";
import { CalendarPlusIcon, ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { EventList } from "./event-list";
import { PANEL, SECTION_HEADING, STEP_BUTTON } from "./styles";
import { counted } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";

/** Where the profile's events can be taken away: one event's .ics, and the whole calendar to subscribe to. */
export type CalendarFeed = { uid: string; subscribeUrl: string; feedPath: string };

const FEED_LINK =
  "inline-flex min-h-9 items-center gap-1.5 rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-3 text-sm font-semibold transition hover:bg-(--tp-line)";

/** The week's days from Sunday in the page's language (1 Jan 2023 was a Sunday): long for the title, short to show. */
const weekdays = (locale: string) =>
  Array.from({ length: 7 }, (_, day) => {
    const date = new Date(Date.UTC(2023, 0, 1 + day));
    return {
      long: dateFormat({ weekday: "long", timeZone: "UTC" }, locale).format(date),
      short: dateFormat({ weekday: "short", timeZone: "UTC" }, locale).format(date),
    };
  });

/** A month's name on its own ("March", "março"), for "No events in March". */
const monthName = ({ year, monthIndex }: Month, locale: string) =>
  dateFormat({ month: "long", timeZone: "UTC" }, locale).format(new Date(Date.UTC(year, monthIndex, 1)));

/**
 * The read-only events calendar (requirements 2, 9): the months holding events and this month and the next are rendered;
 * CSS shows this month (phones) or this month and the next (desktop, >= 900 px), and the script's previous/next
 * buttons move that window one month at a time, to any month (it draws the empty months further out). Without
 * JavaScript this month shows and the buttons stay hidden. A page with no events has no calendar (see route).
 */
export function EventsCalendar({
  events,
  today,
  month: opened,
  timeZone,
  feed,
}: {
  events: CalendarEvent[];
  /** The performer's today and zone: the events' times are theirs. */
  today: string;
  /** The month to open at ("2026-12", from ?month=), else this one. */
  month: string | null;
  timeZone: string;
  feed: CalendarFeed;
}) {
  const { months, current } = calendarRange(opened ? `${opened}-01` : today, events, timeZone);
  const shown = months[current] ?? monthOf(today);
  const byDay = eventsByDay(events, timeZone);
  return (
    <section
      data-part="calendar"
      data-calendar=""
      data-today={today}
      // The script's words for the months it draws itself (no messages in the script).
      data-no-events={m.profile_no_events_in({ month: "{month}" })}
      data-showing={m.profile_showing({ months: "{months}" })}
      aria-labelledby="events-heading"
      className={`${PANEL} @container`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="events-heading" className={SECTION_HEADING}>
          {m.profile_events()}
        </h2>
        {/* Without JavaScript the months are pages of their own; the script hides these links. */}
        <nav data-no-js="" aria-label={m.profile_months()} className="flex gap-2">
          <a
            href={`?month=${monthKey(addMonths(shown.year, shown.monthIndex, -1))}#events-heading`}
            aria-label={m.profile_previous_month()}
            className={STEP_BUTTON}
          >
            <ChevronLeftIcon />
          </a>
          <a
            href={`?month=${monthKey(addMonths(shown.year, shown.monthIndex, 1))}#events-heading`}
            aria-label={m.profile_next_month()}
            className={STEP_BUTTON}
          >
            <ChevronRightIcon />
          </a>
        </nav>
        <div hidden data-js="" className="flex gap-2">
          <button
            type="button"
            data-action="month-prev"
            aria-label={m.profile_previous_month()}
            className={STEP_BUTTON}
          >
            <ChevronLeftIcon />
          </button>
          <button type="button" data-action="month-next" aria-label={m.profile_next_month()} className={STEP_BUTTON}>
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-(--tp-secondary)">
        <a href={feed.subscribeUrl} data-calendar-subscribe="" className={FEED_LINK}>
          <CalendarPlusIcon className="h-4 w-4" />
          {m.profile_subscribe()}
        </a>
        <span>
          {m.profile_or()}{" "}
          <a href={feed.feedPath} className="underline underline-offset-4">
            {m.profile_download_all()}
          </a>
        </span>
      </p>
      <p data-calendar-status="" aria-live="polite" className="sr-only" />
      <div className="mt-4 grid items-start gap-x-8 gap-y-8 @min-[560px]:grid-cols-2">
        {months.map((month, index) => (
          <MonthView
            key={`${month.year}-${month.monthIndex}`}
            position={index - current}
            month={month}
            byDay={byDay}
            events={eventsInMonth(events, month, timeZone)}
            today={today}
            timeZone={timeZone}
            uid={feed.uid}
          />
        ))}
      </div>
    </section>
  );
}

function MonthView({
  position,
  month,
  byDay,
  events,
  today,
  timeZone,
  uid,
}: {
  /** Months from this one: 0 shows everywhere, 1 on desktop only, the rest wait for the script. */
  position: number;
  month: Month;
  byDay: Map<string, CalendarEvent[]>;
  events: CalendarEvent[];
  today: string;
  timeZone: string;
  uid: string;
}) {
  const locale = getLocale();
  const label = formatMonth(month, locale);
  const headingId = `month-${monthKey(month)}`;
  return (
    <section
      data-month={monthKey(month)}
      data-current={position === 0 ? "" : undefined}
      aria-labelledby={headingId}
      hidden={position < 0 || position > 1}
      className={position === 1 ? "max-[899px]:hidden" : undefined}
    >
      <h3 id={headingId} className="text-center text-base font-bold">
        {label}
      </h3>
      <table className="mt-2 w-full table-fixed border-collapse text-center text-sm" aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdays(locale).map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-1 text-xs font-semibold text-(--tp-tertiary)">
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month.year, month.monthIndex).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) =>
                day.inMonth ? (
                  <DayCell
                    key={day.date}
                    date={day.date}
                    day={day.day}
                    events={byDay.get(day.date) ?? []}
                    today={today}
                  />
                ) : (
                  <td key={day.date} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <EventList
        events={events}
        monthLabel={label}
        monthName={monthName(month, locale)}
        today={today}
        timeZone={timeZone}
        uid={uid}
      />
    </section>
  );
}

function DayCell({ date, day, events, today }: { date: string; day: number; events: CalendarEvent[]; today: string }) {
  const { dots, more } = dayDots(events);
  const isToday = date === today;
  const count = m.profile_events_count(counted(events.length));
  const label =
    isToday || events.length > 0
      ? [isToday ? m.profile_today() : null, formatDay(date, getLocale()), events.length > 0 ? count : null]
          .filter(Boolean)
          .join(", ")
      : undefined;
  const tone = isToday
    ? "bg-(--tp-primary) font-bold text-(--tp-on-primary)"
    : events.length > 0
      ? "bg-(--tp-surface-strong) font-bold"
      : date < today
        ? "text-(--tp-tertiary)"
        : "";
  return (
    <td aria-label={label} aria-current={isToday ? "date" : undefined} className="p-0.5">
      <span
        className={`mx-auto flex aspect-square w-full max-w-10 flex-col items-center justify-center rounded-full ${tone}`}
      >
        {day}
        {dots > 0 && (
          <span aria-hidden="true" className="flex h-1.5 items-center gap-0.5">
            {Array.from({ length: dots }, (_, dot) => (
              <span key={dot} className="h-1.5 w-1.5 rounded-full bg-current" />
            ))}
            {more > 0 && <span className="text-[9px] leading-none font-bold">+{more}</span>}
          </span>
        )}
      </span>
    </td>
  );
}
