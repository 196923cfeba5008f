import { dateFormat } from "./intl-formats";
/**
 * Calendar maths for the events editor and the read-only profile calendar (requirements 2, 5, 9):
 * "weeks of 7 days starting on Sunday", "up to 2 dots per day plus a +N count", "past days cannot be
 * selected", "a new event defaults to 12:00 to 13:00 on the clicked day", "two months on desktop, one
 * on mobile". Days are ISO dates ("YYYY-MM-DD"); months are { year, monthIndex } with January = 0.
 */

export type Month = { year: number; monthIndex: number };
type CalendarDay = { date: string; day: number; inMonth: boolean };
export type CalendarWeek = CalendarDay[];

const MAX_DOTS = 2;

const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, "0");
/** Calendar dates are computed in UTC so the grid never depends on the machine's time zone. */
const isoFromUtc = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export function addMonths(year: number, monthIndex: number, delta: number): Month {
  const total = year * 12 + monthIndex + delta;
  const newYear = Math.floor(total / 12);
  return { year: newYear, monthIndex: total - newYear * 12 };
}

/** The months shown side by side: 2 on desktop, 1 on mobile. */
export const visibleMonths = (year: number, monthIndex: number, count: number): Month[] =>
  Array.from({ length: count }, (_, offset) => addMonths(year, monthIndex, offset));

/** The weeks (4 to 6) covering the month, each Sunday to Saturday, padded with days of the months around it. */
export function monthGrid(year: number, monthIndex: number): CalendarWeek[] {
  const { year: y, monthIndex: m } = addMonths(year, monthIndex, 0);
  const first = Date.UTC(y, m, 1);
  const daysInMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const leading = new Date(first).getUTCDay(); // 0 = Sunday
  const weeks = Math.ceil((leading + daysInMonth) / 7);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = new Date(first + (week * 7 + weekday - leading) * DAY_MS);
      return { date: isoFromUtc(date), day: date.getUTCDate(), inMonth: date.getUTCMonth() === m };
    }),
  );
}

/** A datetime-local value ("2025-05-01T12:00") has no zone: its written date is its day. */
const LOCAL_DATETIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;

/**
 * The calendar date of an instant in an IANA time zone (default: the runtime's zone). The server has
 * no viewer's zone, so pages should pass the viewer's zone or render the calendar in the browser.
 */
export function localIsoDate(instant: Date, timeZone?: string): string {
  const parts = dateFormat({ timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** The day an event is shown on: the local date of its start; null when the start is not a date. */
export function eventDay(startTime: string, timeZone?: string): string | null {
  const local = LOCAL_DATETIME.exec(startTime);
  if (local) return local[1] ?? null;
  const instant = new Date(startTime);
  return Number.isNaN(instant.getTime()) ? null : localIsoDate(instant, timeZone);
}

const byStart = (a: { startTime: string }, b: { startTime: string }) =>
  Date.parse(a.startTime) - Date.parse(b.startTime) || a.startTime.localeCompare(b.startTime);

/** Events grouped by the day they start, each day's events in start order. Undated events are left out. */
export function eventsByDay<E extends { startTime: string }>(
  events: readonly E[],
  timeZone?: string,
): Map<string, E[]> {
  const days = new Map<string, E[]>();
  for (const event of [...events].sort(byStart)) {
    const day = eventDay(event.startTime, timeZone);
    if (day) days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/** "An event list under each month": the month's events in start order. */
export function eventsInMonth<E extends { startTime: string }>(
  events: readonly E[],
  { year, monthIndex }: Month,
  timeZone?: string,
): E[] {
  const prefix = `${pad(year, 4)}-${pad(monthIndex + 1)}-`;
  return [...events].sort(byStart).filter((event) => eventDay(event.startTime, timeZone)?.startsWith(prefix));
}

/** "Up to 2 dots per day plus a +N count". */
export function dayDots(eventsOnDay: readonly unknown[]): { dots: number; more: number } {
  const dots = Math.min(eventsOnDay.length, MAX_DOTS);
  return { dots, more: eventsOnDay.length - dots };
}

/** "Past days cannot be selected": today and later can. Both are ISO dates; today comes from localIsoDate(now). */
export const isPastDay = (date: string, today: string): boolean => date < today;

/** "A new event defaults to 12:00 to 13:00 on the clicked day", as values for <input type="datetime-local">. */
export const defaultEventTimes = (day: string): { startTime: string; endTime: string } => ({
  startTime: `${day}T12:00`,
  endTime: `${day}T13:00`,
});

/** requirements 3: an event "id (generated from the time)"; the random part keeps two events made in one millisecond apart. */
export const eventId = (now: Date, random: string): string =>
  `evt_${now.getTime()}_${
    random
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 16) || "0"
  }`;

/** "2026-11" for November 2026: a month as the profile page's markup names it. */
export const monthKey = ({ year, monthIndex }: Month): string => `${pad(year, 4)}-${pad(monthIndex + 1)}`;

/** The month of an ISO date or month key ("2026-11-22" or "2026-11"). */
export const monthOf = (iso: string): Month => ({
  year: Number(iso.slice(0, 4)),
  monthIndex: Number(iso.slice(5, 7)) - 1,
});

const ordinal = ({ year, monthIndex }: Month) => year * 12 + monthIndex;

/**
 * The months the read-only calendar renders on the server: this month and the next, widened to every month
 * holding an event (past ones too, so a visitor going back finds them), at most `reach` months either side of
 * now. `current` is this month's place in the list. Months further out have no events; the page's script draws
 * those itself, so a visitor can move to any month (requirements 2).
 */
export function calendarRange(
  today: string,
  events: readonly { startTime: string }[],
  timeZone?: string,
  reach = 12,
): { months: Month[]; current: number } {
  const now = ordinal(monthOf(today));
  let first = now;
  let last = now + 1;
  for (const event of events) {
    const day = eventDay(event.startTime, timeZone);
    if (!day) continue;
    const month = ordinal(monthOf(day));
    first = Math.min(first, month);
    last = Math.max(last, month);
  }
  first = Math.max(first, now - reach);
  last = Math.min(last, now + reach);
  const start = monthOf(today);
  const months = Array.from({ length: last - first + 1 }, (_, index) =>
    addMonths(start.year, start.monthIndex, first - now + index),
  );
  return { months, current: now - first };
}

/**
 * The "Subscribe" link of a calendar feed: webcal:// (calendar apps take it and fetch the https feed) on an https
 * site; on a plain-http one (development) the feed's own path, which a browser downloads.
 */
export function calendarSubscribeUrl(publicUrl: string, feedPath: string): string {
  return /^https:/i.test(publicUrl) ? new URL(feedPath, publicUrl).href.replace(/^https:/i, "webcal:") : feedPath;
}
