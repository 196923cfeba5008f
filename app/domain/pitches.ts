/**
 * Pitches (the places a performer plays, each with its own QR code) and performing sessions: the name rule, the
 * address a pitch's code carries, and how a session is told ("Sat 3–5 pm at Pier 39: 41 scans, …"). Pure.
 */
import { dateFormat, numberFormat } from "./intl-formats";
import { currencyDecimals, formatAmountShort } from "./tips";

export const PITCH_NAME_MAX = 60;

/** A pitch's name as stored (spaces collapsed), or the message to show beside the field. */
export function parsePitchName(value: unknown): { ok: true; name: string } | { ok: false; message: string } {
  const name = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (name === "") return { ok: false, message: "Name the place, for example “Pier 39”" };
  if (name.length > PITCH_NAME_MAX) return { ok: false, message: `Keep it to ${PITCH_NAME_MAX} characters or fewer` };
  return { ok: true, name };
}

const names = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Two names as a person reads them: "Corner 2" before "Corner 10", whatever the case. */
export const compareNames = (a: string, b: string): number => names.compare(a, b);

/** The order pitches are listed in: those in use first, then by name as a person reads it ("Corner 2" before "Corner 10"). */
export function byPitchName<P extends { name: string; archivedAt?: Date | null }>(a: P, b: P): number {
  return Number(Boolean(a.archivedAt)) - Number(Boolean(b.archivedAt)) || compareNames(a.name, b.name);
}

/** What a pitch's QR code carries: 8 letters and digits that read apart (no 0/o, 1/l). */
export const PITCH_CODE = /^[a-hjkmnp-z2-9]{8}$/;
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A new code from 8 random bytes (the caller's crypto). */
export function pitchCode(random: Uint8Array): string {
  return Array.from(random.slice(0, 8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

/** The pitch's printed address: the profile's lasting address with `?p=<code>`. */
export function pitchUrl(printedProfileUrl: string, code: string): string {
  const url = new URL(printedProfileUrl);
  url.searchParams.set("p", code);
  return url.href;
}

/** The pitch code in a page address, or null. */
export function pitchCodeOf(value: string | null | undefined): string | null {
  return value && PITCH_CODE.test(value) ? value : null;
}

/** How long a start or stop tapped on the sign without network may wait to be sent, and still keep its time. */
export const QUEUED_TAP_MAX_MS = 12 * 60 * 60 * 1000;

/**
 * When a session starts or stops: the moment the performer tapped (`tapped`, ms since the epoch, sent by the sign,
 * which keeps a tap made offline until it is back online), else now. A time in the future (a phone's clock ahead) is
 * now; one older than QUEUED_TAP_MAX_MS, or not a number, is ignored.
 */
export function tapMoment(tapped: string | null | undefined, now: Date): Date {
  if (!tapped || !/^\d{1,15}$/.test(tapped)) return now;
  const at = Number(tapped);
  if (at > now.getTime()) return now;
  return now.getTime() - at > QUEUED_TAP_MAX_MS ? now : new Date(at);
}

export type SessionFigures = {
  startedAt: Date;
  /** null while it goes on: then counted up to `now`. */
  endedAt: Date | null;
  timeZone: string;
  pitchName: string | null;
  views: number;
  clicks: number;
  tips: number;
  /** In the currency's smallest unit. */
  tipAmount: number;
  currency: string;
};

/** How long the session lasted (or has lasted at `now`), in milliseconds; never negative. */
export function sessionDurationMs(session: Pick<SessionFigures, "startedAt" | "endedAt">, now: Date): number {
  return Math.max(0, (session.endedAt ?? now).getTime() - session.startedAt.getTime());
}

/** Money an hour, in the smallest unit, rounded down; null for a session under a minute (no honest rate). */
export function perHour(tipAmount: number, durationMs: number): number | null {
  if (durationMs < 60_000) return null;
  return Math.floor((tipAmount * 3_600_000) / durationMs);
}

/** "$63", "$12.50": whole amounts without cents (in `locale`'s way: "63 US$"). */
export function money(minor: number, currency: string, locale = "en-US"): string {
  return formatAmountShort(minor / 10 ** currencyDecimals(currency), currency, locale);
}

/** "$31": an hourly rate in whole units. */
function wholeMoney(minor: number, currency: string): string {
  const unit = 10 ** currencyDecimals(currency);
  return formatAmountShort(Math.floor(minor / unit), currency);
}

type Clock = { weekday: string; day: string; hour: number; minute: number; meridiem: "am" | "pm" };

function clockAt(at: Date, timeZone: string): Clock {
  const parts = dateFormat({
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const hour23 = Number(part("hour")) % 24;
  return {
    weekday: part("weekday"),
    day: `${part("year")}-${part("month")}-${part("day")}`,
    hour: hour23 % 12 === 0 ? 12 : hour23 % 12,
    minute: Number(part("minute")),
    meridiem: hour23 < 12 ? "am" : "pm",
  };
}

const time = (clock: Clock) =>
  clock.minute === 0 ? `${clock.hour}` : `${clock.hour}:${String(clock.minute).padStart(2, "0")}`;

/** "Sat 3–5 pm", "Sat 11 am–1 pm", "Sat 11 pm–Sun 1 am", "Sat 3 pm–now": in the performer's zone. */
export function sessionTimes(session: Pick<SessionFigures, "startedAt" | "endedAt" | "timeZone">): string {
  const start = clockAt(session.startedAt, session.timeZone);
  if (!session.endedAt) return `${start.weekday} ${time(start)} ${start.meridiem}–now`;
  const end = clockAt(session.endedAt, session.timeZone);
  if (start.day !== end.day) {
    return `${start.weekday} ${time(start)} ${start.meridiem}–${end.weekday} ${time(end)} ${end.meridiem}`;
  }
  if (start.meridiem === end.meridiem) return `${start.weekday} ${time(start)}–${time(end)} ${end.meridiem}`;
  return `${start.weekday} ${time(start)} ${start.meridiem}–${time(end)} ${end.meridiem}`;
}

/** The kept formatter: toLocaleString would build a new one for each of a dashboard's 150 counts. */
const grouped = numberFormat({});
const count = (n: number, one: string, many: string) => `${grouped.format(n)} ${n === 1 ? one : many}`;

/** "Sat 3–5 pm at Pier 39: 41 scans, 12 clicks, 9 tips, $63, $31/hour"; other languages: app/i18n/session-line.ts. */
export function sessionLine(session: SessionFigures, now: Date): string {
  const where = session.pitchName ? ` at ${session.pitchName}` : "";
  const rate = perHour(session.tipAmount, sessionDurationMs(session, now));
  return (
    `${sessionTimes(session)}${where}: ${count(session.views, "scan", "scans")}, ` +
    `${count(session.clicks, "click", "clicks")}, ${count(session.tips, "tip", "tips")}, ` +
    `${money(session.tipAmount, session.currency)}` +
    (rate === null ? "" : `, ${wholeMoney(rate, session.currency)}/hour`)
  );
}
