/**
 * A profile's events as iCalendar: /profile/{uid}/events.ics (the whole calendar, to subscribe
 * to) and /profile/{uid}/events/{eventId}.ics (one event, "Add to calendar"). ical-generator writes RFC 5545:
 * CRLF line ends, lines folded at 75 octets, text escaped; times are written as UTC instants (…Z), the events'
 * wall-clock times read in the performer's zone, so every calendar app shows them right.
 */
import ical from "ical-generator";
import { eventSpan } from "~/domain/performing-now";
import type { CalendarEvent } from "~/domain/profile";

export type CalendarFeedInput = {
  ownerUid: string;
  displayName: string;
  /** The profile's page, absolute: the calendar's and each event's URL. */
  pageUrl: string;
  /** The site's host, the right-hand side of every event's UID. */
  host: string;
  events: readonly CalendarEvent[];
  /** The performer's IANA zone, the one the events' wall-clock times are in. */
  timeZone: string;
  /** DTSTAMP: when the events were last written (the profile's last save). */
  stamp: Date;
};

/** An event's UID never changes while the event exists: its id, the profile's id and the site. */
const eventUid = (ownerUid: string, eventId: string, host: string) => `${eventId}.${ownerUid}@${host}`;

export function calendarFeed(input: CalendarFeedInput): string {
  const calendar = ical({
    name: `${input.displayName} on Tipped`,
    description: `Where and when ${input.displayName} performs. Tip them at ${input.pageUrl}`,
    prodId: { company: "Tipped", product: "Tipped", language: "EN" },
    url: input.pageUrl,
    // Calendar apps that honour it look again every hour (REFRESH-INTERVAL / X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const event of input.events) {
    const span = eventSpan(event, input.timeZone);
    if (!span) continue;
    calendar.createEvent({
      id: eventUid(input.ownerUid, event.id, input.host),
      start: new Date(span.start),
      end: new Date(span.end),
      stamp: input.stamp,
      summary: event.title,
      description: event.description?.trim() || null,
      location: event.location?.trim() || null,
      url: input.pageUrl,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** A file name for one event's .ics: its title in lower case with hyphens. */
export function eventFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "event"}.ics`;
}
