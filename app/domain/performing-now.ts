/**
 * "Performing now": which of a profile's events is in progress, and when the server-rendered
 * page stops being true (the next start or end). Pure: "now" is passed in.
 *
 * Event times are ISO datetimes. One with an offset ("…Z", "…+02:00") is that instant; one without (what the
 * events editor's datetime-local inputs give, "2026-11-23T18:00") is a wall-clock time in the performer's time zone
 * (never the server's). An event without a readable end lasts DEFAULT_EVENT_DURATION_MS.
 */
import { eventInstant } from "./time-zone";

/** An event with no (readable) end is taken to last two hours: a typical busking set. */
export const DEFAULT_EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

export type TimedEvent = { id: string; startTime: string; endTime?: string | null; location?: string | null };
export type EventSpan = { start: number; end: number };

/** When the event starts and ends, as epoch milliseconds; null when its start cannot be read. */
export function eventSpan(event: Pick<TimedEvent, "startTime" | "endTime">, timeZone: string): EventSpan | null {
  const start = eventInstant(event.startTime, timeZone);
  if (start === null) return null;
  const written = event.endTime ? eventInstant(event.endTime, timeZone) : null;
  const end = written === null || written <= start ? start + DEFAULT_EVENT_DURATION_MS : written;
  return { start, end };
}

/** The event in progress (start ≤ now < end); of several at once, the one that started last. */
export function performingNow<E extends TimedEvent>(events: readonly E[], now: Date, timeZone: string): E | null {
  const at = now.getTime();
  let found: { event: E; start: number } | null = null;
  for (const event of events) {
    const span = eventSpan(event, timeZone);
    if (!span || span.start > at || at >= span.end) continue;
    if (!found || span.start > found.start) found = { event, start: span.start };
  }
  return found?.event ?? null;
}

/**
 * The first instant after `now` at which an event starts or ends: the moment "Performing now" appears or goes,
 * so a page rendered at `now` must not be served past it. Null when nothing changes any more.
 */
export function nextEventBoundary(
  events: readonly Pick<TimedEvent, "startTime" | "endTime">[],
  now: Date,
  timeZone: string,
): Date | null {
  const at = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const span = eventSpan(event, timeZone);
    if (!span) continue;
    for (const moment of [span.start, span.end]) if (moment > at && moment < next) next = moment;
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
