/**
 * The performer's time zone: an IANA name such as "America/Los_Angeles".
 * Event times are typed as wall-clock times ("2026-11-25T19:30", what a datetime-local input gives) and mean that
 * time in the performer's zone, whatever zone the server or the visitor is in. Pure Intl and date maths.
 */
import { dateFormat } from "./intl-formats";

/** The zone of a profile that has none stored: its wall-clock times are read as UTC. */
export const FALLBACK_TIME_ZONE = "UTC";

/** The zone a profile's wall-clock event times are read in. */
export const profileTimeZone = (profile: { timeZone: string | null }): string => profile.timeZone ?? FALLBACK_TIME_ZONE;

let supported: Set<string> | undefined;
/** Every zone this runtime knows (Intl.supportedValuesOf leaves out "UTC" itself, which every runtime has). */
export function supportedTimeZones(): string[] {
  supported ??= new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  return [...supported];
}

/**
 * The zone's name as Intl.supportedValuesOf spells it, or null when it is not a time zone. Browsers may report an
 * alias ("Etc/UTC", "Asia/Kolkata" where the list has "Asia/Calcutta"): Intl resolves it to the listed name.
 */
export function canonicalTimeZone(name: string): string | null {
  supportedTimeZones();
  if (supported!.has(name)) return name;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    if (supported!.has(resolved)) return resolved;
    return /^(Etc\/)?(UTC|GMT|UCT|Zulu|Universal)$/i.test(resolved) ? "UTC" : null;
  } catch {
    return null;
  }
}

/** A datetime-local value: a wall-clock time with no zone ("2026-11-25T19:30", seconds optional). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateFormat({
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return wall - wholeSeconds;
}

/**
 * The instant a wall-clock time names in a zone. Across a change of the clocks it does what calendar apps do
 * (Temporal's "compatible"): a time the clocks skip (2:30 am on the spring-forward night) moves forward by the
 * gap, and a time that happens twice (1:30 am on the fall-back night) is the first of the two.
 */
export function wallClockToInstant(value: string, timeZone: string): number | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = "0", ms = "0"] = match;
  const wall = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, "0")),
  );
  if (Number.isNaN(wall)) return null;
  // The offsets a day either side: one of them holds at the answer (zones change at most once a day).
  const before = zoneOffsetMs(wall - 86_400_000, timeZone);
  const after = zoneOffsetMs(wall + 86_400_000, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + zoneOffsetMs(instant, timeZone) === wall,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: the time read with the offset from before the change lands after it.
  return wall - before;
}

/** The wall-clock minute an instant shows in a zone, as `wallClockToInstant` reads it back: "2026-11-28T15:05". */
export function wallClockAt(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/** An event time as an instant: an ISO time with an offset ("…Z", "…-08:00") is that instant; a wall-clock time is read in the zone. */
export function eventInstant(value: string, timeZone: string): number | null {
  if (WALL_CLOCK.test(value)) return wallClockToInstant(value, timeZone);
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}

/** The zone's short name at an instant, as visitors read it beside a time: "PST", "PDT", "GMT+1". */
export function timeZoneAbbreviation(instant: number, timeZone: string): string {
  const parts = dateFormat({ timeZone, timeZoneName: "short" }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
