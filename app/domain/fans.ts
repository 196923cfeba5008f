/**
 * Fans: visitors who asked to hear when a performer plays near them. Pure rules for the sign-up form, the owner's
 * notice, the queue's retry delays, and the fans' list as CSV.
 */
import { localIsoDate } from "./calendar";
import { dateFormat } from "./intl-formats";
import { eventSpan, type TimedEvent } from "./performing-now";

export const FAN_CITY_MAX = 80;
export const NOTICE_MAX = 280;
const EMAIL_MAX = 254;

/** What the profile's fan form answers: each is a fragment of the profile's address the page shows a line for. */
export const FAN_SIGNUP_ANSWERS = {
  sent: "Check your inbox: we sent you a link to confirm. Nothing is saved until you open it.",
  "bad-email": "That does not look like an email address. Please check it and try again.",
  "bad-city": `The city can be at most ${FAN_CITY_MAX} characters.`,
  "too-many": "Too many sign-ups from here just now. Please try again in a few minutes.",
  confirmed: "You're in: you will hear when they play near you.",
  already: "You had already confirmed: you are on the list once.",
  expired: "That confirmation link has expired or is not valid. Please sign up again.",
  unsubscribed: "You are unsubscribed and will get no more mails from this performer.",
} as const;

export type FanAnswer = keyof typeof FAN_SIGNUP_ANSWERS;

/** A forged or damaged unsubscribe link (an HMAC of the fan's id that does not match). */
export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not valid: it may have been changed or copied wrong. Nothing was changed. Use the link in your own mail.";

/** The id of the profile element that shows an answer (the redirect's #fragment, shown by CSS :target). */
export const fanAnswerId = (answer: FanAnswer) => `fans-${answer}`;

// One @, something before it, a dot in the domain, no spaces or angle brackets: enough to catch typos; the
// confirmation mail proves the rest.
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:.]{2,}$/;

export type FanSignup = { email: string; city: string | null };

/** The form's fields, checked: the address lower-cased, the city trimmed with its spaces collapsed (or none). */
export function parseFanSignup(fields: {
  email?: unknown;
  city?: unknown;
}): { ok: true; value: FanSignup } | { ok: false; answer: FanAnswer } {
  const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase() : "";
  if (email.length > EMAIL_MAX || !EMAIL.test(email) || email.includes("..")) return { ok: false, answer: "bad-email" };
  const city = typeof fields.city === "string" ? fields.city.trim().replace(/\s+/g, " ") : "";
  if (city.length > FAN_CITY_MAX) return { ok: false, answer: "bad-city" };
  return { ok: true, value: { email, city: city === "" ? null : city } };
}

/** Cities as the owner sees them: one line per city whatever its spelling's case, most fans first. */
export function citiesWithCounts(cities: readonly (string | null)[]): Array<{ city: string | null; fans: number }> {
  const byKey = new Map<string, { city: string | null; fans: number }>();
  for (const city of cities) {
    const key = city === null ? "" : city.toLocaleLowerCase("en");
    const entry = byKey.get(key) ?? { city, fans: 0 };
    entry.fans += 1;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort(
    (a, b) => b.fans - a.fans || (a.city ?? "\uffff").localeCompare(b.city ?? "\uffff", "en"),
  );
}

export const sameCity = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");

export const NOTICE_MESSAGES = {
  empty: "Write what you want to tell your fans.",
  tooLong: (length: number) =>
    `The notice is ${length.toLocaleString("en-US")} characters; it can be at most ${NOTICE_MAX}.`,
  oncePerDay: "You already told your fans today. You can send the next notice tomorrow.",
  noFans: "No confirmed fans to tell yet (in that city).",
  badCity: "Choose one of your fans' cities, or all fans.",
} as const;

/** The owner's notice, checked: trimmed, not empty, at most NOTICE_MAX characters (as a person counts them). */
export function parseNotice(text: unknown): { ok: true; text: string } | { ok: false; message: string } {
  const value = typeof text === "string" ? text.trim().replace(/\r\n/g, "\n") : "";
  if (value === "") return { ok: false, message: NOTICE_MESSAGES.empty };
  const length = [...value].length;
  if (length > NOTICE_MAX) return { ok: false, message: NOTICE_MESSAGES.tooLong(length) };
  return { ok: true, text: value };
}

/** The day a notice counts against ("at most one a day"): the performer's calendar day. */
export const noticeDay = (now: Date, timeZone: string) => localIsoDate(now, timeZone);

type NoticeEvent = TimedEvent & { title: string };

/**
 * The notice the form starts with, from the next event that has not ended: "Playing at Pier 39 today 3–5 pm",
 * "… tomorrow 7–9 pm", "… on Sat, Nov 28 7–9 pm". Null when nothing is scheduled.
 */
export function prefilledNotice(events: readonly NoticeEvent[], now: Date, timeZone: string): string | null {
  const at = now.getTime();
  let next: { event: NoticeEvent; start: number; end: number } | null = null;
  for (const event of events) {
    const span = eventSpan(event, timeZone);
    if (!span || span.end <= at) continue;
    if (!next || span.start < next.start) next = { event, ...span };
  }
  if (!next) return null;
  const place = next.event.location?.trim() || next.event.title.trim();
  const day = localIsoDate(new Date(next.start), timeZone);
  const today = localIsoDate(now, timeZone);
  const tomorrow = localIsoDate(new Date(at + 24 * 60 * 60 * 1000), timeZone);
  const when =
    day === today
      ? "today"
      : day === tomorrow
        ? "tomorrow"
        : `on ${dateFormat({ weekday: "short", month: "short", day: "numeric", timeZone }).format(new Date(next.start))}`;
  return `Playing at ${place} ${when} ${timeRange(next.start, next.end, timeZone)}`;
}

/** "3–5 pm", "11 am–1 pm", "7:30–9 pm". */
export function timeRange(start: number, end: number, timeZone: string): string {
  const parts = (instant: number) => {
    const formatted = dateFormat({ hour: "numeric", minute: "2-digit", hour12: true, timeZone }).formatToParts(
      new Date(instant),
    );
    const hour = formatted.find((part) => part.type === "hour")!.value;
    const minute = formatted.find((part) => part.type === "minute")!.value;
    const period = formatted.find((part) => part.type === "dayPeriod")!.value.toLowerCase();
    return { time: minute === "00" ? hour : `${hour}:${minute}`, period };
  };
  const from = parts(start);
  const to = parts(end);
  return from.period === to.period
    ? `${from.time}–${to.time} ${to.period}`
    : `${from.time} ${from.period}–${to.time} ${to.period}`;
}

/** How long a failed mail waits before its next try: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** One CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet does not run it as a formula. */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function fansCsv(fans: readonly { email: string; city: string | null; confirmedAt: Date }[]): string {
  const lines = [["email", "city", "confirmed"].join(",")];
  for (const fan of fans)
    lines.push([csvCell(fan.email), csvCell(fan.city), csvCell(fan.confirmedAt.toISOString())].join(","));
  return `${lines.join("\r\n")}\r\n`;
}
