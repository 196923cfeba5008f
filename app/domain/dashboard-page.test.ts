import { describe, expect, it } from "vitest";
import { relativeTime, relativeTimeChangesAt } from "./activity";
import { monthKey } from "./analytics";
import { dashboardTrueUntil, nextMonthStart } from "./dashboard-page";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTimeChangesAt: the first moment the relative time reads differently", () => {
  const then = new Date("2026-03-10T12:00:30Z");
  // Ages from a clock a little ahead of the event's to one past the date format, around every boundary.
  const ages = [
    -20 * SECOND,
    0,
    59 * SECOND,
    MINUTE,
    MINUTE + 1,
    5 * MINUTE + 17 * SECOND,
    HOUR - 1,
    HOUR,
    3 * HOUR + 59 * MINUTE,
    DAY - 1,
    DAY,
    DAY + 5 * HOUR,
    2 * DAY - 1,
    2 * DAY,
    6 * DAY + 23 * HOUR,
  ];
  it.each(ages)("an event %i ms old reads the same until then, and differently at it", (age) => {
    const now = new Date(then.getTime() + age);
    const text = relativeTime(then, now, "UTC");
    const changesAt = relativeTimeChangesAt(then, now);
    expect(changesAt).toBeGreaterThan(now.getTime());
    // A thousand moments up to the change (each second for the short ones) and its last millisecond read as at `now`.
    const step = Math.max(SECOND, Math.floor((changesAt - now.getTime()) / 1000));
    for (let at = now.getTime(); at < changesAt; at += step) {
      expect(relativeTime(then, new Date(at), "UTC")).toBe(text);
    }
    expect(relativeTime(then, new Date(changesAt - 1), "UTC")).toBe(text);
    expect(relativeTime(then, new Date(changesAt), "UTC")).not.toBe(text);
  });

  it("a week or older shows the date, which no later clock changes", () => {
    expect(relativeTimeChangesAt(then, new Date(then.getTime() + 7 * DAY))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("nextMonthStart (UTC)", () => {
  it.each([
    ["2026-03-10T12:00:00Z", "2026-04-01T00:00:00.000Z"],
    ["2026-12-31T23:59:59.999Z", "2027-01-01T00:00:00.000Z"],
    ["2026-02-01T00:00:00Z", "2026-03-01T00:00:00.000Z"],
  ])("after %s is %s", (now, expected) => {
    const next = nextMonthStart(new Date(now));
    expect(new Date(next).toISOString()).toBe(expected);
    expect(monthKey(new Date(next - 1))).toBe(monthKey(new Date(now)));
  });
});

describe("dashboardTrueUntil: the earliest change of any relative time, or the month's end", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("without events, the page is true until the month ends", () => {
    expect(dashboardTrueUntil([], now)).toBe(Date.parse("2026-04-01T00:00:00Z"));
  });

  it("old events only: the month's end", () => {
    expect(dashboardTrueUntil(["2026-01-01T00:00:00Z"], now)).toBe(Date.parse("2026-04-01T00:00:00Z"));
  });

  it("the soonest change among the events wins", () => {
    const events = [
      "2026-03-10T11:55:40Z", // "4 min ago" until 12:00:40 (5 min)
      "2026-03-10T11:59:50Z", // "just now" until 12:00:50
      "2026-03-10T09:00:00Z", // "3 h ago" until 13:00
    ];
    expect(new Date(dashboardTrueUntil(events, now)).toISOString()).toBe("2026-03-10T12:00:40.000Z");
  });

  it("a month that ends before any time changes ends it", () => {
    const late = new Date("2026-03-31T23:59:30Z");
    expect(new Date(dashboardTrueUntil(["2026-03-31T23:59:20Z"], late)).toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });

  it("ignores a time it cannot read", () => {
    expect(dashboardTrueUntil(["not a time"], now)).toBe(Date.parse("2026-04-01T00:00:00Z"));
  });
});
