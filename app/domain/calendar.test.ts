import { describe, expect, it } from "vitest";
import {
  addMonths,
  calendarSubscribeUrl,
  calendarRange,
  dayDots,
  defaultEventTimes,
  eventDay,
  eventId,
  eventsByDay,
  eventsInMonth,
  isPastDay,
  localIsoDate,
  monthGrid,
  monthKey,
  monthOf,
  visibleMonths,
} from "./calendar";

describe('requirements 2: "weeks of 7 days starting on Sunday"', () => {
  it.each([
    // [year, monthIndex, weeks, first cell, last cell]
    [2025, 4, 5, "2025-04-27", "2025-05-31"], // May 2025 starts on a Thursday
    [2026, 1, 4, "2026-02-01", "2026-02-28"], // February 2026: Sunday 1st, exactly 4 weeks
    [2025, 7, 6, "2025-07-27", "2025-09-06"], // August 2025 starts on a Friday, 31 days
    [2024, 1, 5, "2024-01-28", "2024-03-02"], // leap February
    [2025, 12, 5, "2025-12-28", "2026-01-31"], // monthIndex 12 is January of the next year
  ])("%i-%i: %i weeks from %s to %s", (year, monthIndex, weeks, first, last) => {
    const grid = monthGrid(year, monthIndex);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(7);
    expect(grid[0]?.[0]?.date).toBe(first);
    expect(grid.at(-1)?.[6]?.date).toBe(last);
  });

  it("marks the days of the month and numbers them", () => {
    const days = monthGrid(2025, 4).flat();
    expect(days.filter((day) => day.inMonth)).toHaveLength(31);
    expect(days[0]).toEqual({ date: "2025-04-27", day: 27, inMonth: false });
    expect(days[4]).toEqual({ date: "2025-05-01", day: 1, inMonth: true });
    for (const [index, day] of days.entries()) expect(new Date(`${day.date}T00:00:00Z`).getUTCDay()).toBe(index % 7);
  });
});

describe('requirements 9: "two months on desktop, one on mobile"; previous and next month buttons', () => {
  it.each([
    [2025, 4, 1, { year: 2025, monthIndex: 5 }],
    [2025, 11, 1, { year: 2026, monthIndex: 0 }],
    [2025, 0, -1, { year: 2024, monthIndex: 11 }],
    [2025, 0, -13, { year: 2023, monthIndex: 11 }],
    [2025, 6, 0, { year: 2025, monthIndex: 6 }],
  ])("addMonths(%i, %i, %i)", (year, monthIndex, delta, expected) => {
    expect(addMonths(year, monthIndex, delta)).toEqual(expected);
  });

  it.each([
    [
      2,
      [
        { year: 2025, monthIndex: 11 },
        { year: 2026, monthIndex: 0 },
      ],
    ],
    [1, [{ year: 2025, monthIndex: 11 }]],
  ])("%i visible months", (count, expected) => {
    expect(visibleMonths(2025, 11, count)).toEqual(expected);
  });
});

describe("events are shown on the local date of their start", () => {
  it.each([
    ["2025-05-01T12:00", undefined, "2025-05-01"], // datetime-local: the written date
    ["2025-05-01T23:30:00", "Asia/Tokyo", "2025-05-01"],
    ["2025-05-01T02:00:00.000Z", "UTC", "2025-05-01"],
    ["2025-05-01T02:00:00.000Z", "America/New_York", "2025-04-30"],
    ["2025-05-01T20:00:00Z", "Asia/Tokyo", "2025-05-02"],
    ["2025-05-01T20:00:00-05:00", "UTC", "2025-05-02"],
    ["not a date", "UTC", null],
  ])("%s in %s → %s", (startTime, timeZone, day) => {
    expect(eventDay(startTime, timeZone)).toBe(day);
  });

  it("localIsoDate gives today in a zone", () => {
    const now = new Date("2025-01-01T03:00:00Z");
    expect(localIsoDate(now, "UTC")).toBe("2025-01-01");
    expect(localIsoDate(now, "America/Los_Angeles")).toBe("2024-12-31");
  });

  const events = [
    { id: "b", startTime: "2025-05-01T18:00:00Z" },
    { id: "a", startTime: "2025-05-01T09:00:00Z" },
    { id: "c", startTime: "2025-05-02T09:00:00Z" },
    { id: "x", startTime: "garbage" },
    { id: "d", startTime: "2025-06-01T09:00:00Z" },
  ];

  it("groups by day in start order, leaving undated events out", () => {
    const days = eventsByDay(events, "UTC");
    expect([...days.keys()]).toEqual(["2025-05-01", "2025-05-02", "2025-06-01"]);
    expect(days.get("2025-05-01")?.map((event) => event.id)).toEqual(["a", "b"]);
    expect(
      eventsByDay(events, "Asia/Tokyo")
        .get("2025-05-02")
        ?.map((event) => event.id),
    ).toEqual(["b", "c"]);
  });

  it('lists "an event list under each month"', () => {
    expect(eventsInMonth(events, { year: 2025, monthIndex: 4 }, "UTC").map((event) => event.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
    expect(eventsInMonth(events, { year: 2025, monthIndex: 5 }, "UTC").map((event) => event.id)).toEqual(["d"]);
  });
});

describe('requirements 9: "up to 2 dots per day plus +N"', () => {
  it.each([
    [0, { dots: 0, more: 0 }],
    [1, { dots: 1, more: 0 }],
    [2, { dots: 2, more: 0 }],
    [3, { dots: 2, more: 1 }],
    [7, { dots: 2, more: 5 }],
  ])("%i events → %o", (count, expected) => {
    expect(dayDots(Array.from({ length: count }))).toEqual(expected);
  });
});

describe('requirements 5: "past days not selectable"', () => {
  it.each([
    ["2025-04-30", "2025-05-01", true],
    ["2024-12-31", "2025-01-01", true],
    ["2025-05-01", "2025-05-01", false],
    ["2025-05-02", "2025-05-01", false],
  ])("%s with today %s → past %s", (date, today, past) => {
    expect(isPastDay(date, today)).toBe(past);
  });
});

describe('requirements 2: "a new event defaults to 12:00 to 13:00 on the clicked day"', () => {
  it("gives datetime-local values", () => {
    expect(defaultEventTimes("2025-05-01")).toEqual({ startTime: "2025-05-01T12:00", endTime: "2025-05-01T13:00" });
  });

  it.each([
    [new Date("2025-05-01T12:00:00.000Z"), "k3j9x2", "evt_1746100800000_k3j9x2"],
    [new Date(0), "A-B", "evt_0_ab"],
    [new Date(0), "", "evt_0_0"],
  ])('an event id is "generated from the time": %s, %o → %s', (now, random, id) => {
    expect(eventId(now, random)).toBe(id);
  });
});

describe("calendarRange: what the profile calendar renders, and where this month is", () => {
  const at = (startTime: string) => ({ startTime });
  const keys = (months: { year: number; monthIndex: number }[]) => months.map(monthKey);

  it("this month and the next without events", () => {
    expect(calendarRange("2026-11-22", [])).toEqual({
      months: [
        { year: 2026, monthIndex: 10 },
        { year: 2026, monthIndex: 11 },
      ],
      current: 0,
    });
  });

  it("back to the month of a past event and on to the last one; this month's place moves with it", () => {
    const range = calendarRange("2026-11-22", [at("2027-02-14T12:00"), at("2026-09-01T12:00")]);
    expect(keys(range.months)).toEqual(["2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(range.current).toBe(2);
  });

  it("at most twelve months either side of now", () => {
    const range = calendarRange("2026-11-22", [at("2020-01-01T12:00"), at("2030-01-01T12:00")]);
    expect(range.months).toHaveLength(25);
    expect(monthKey(range.months[0]!)).toBe("2025-11");
    expect(monthKey(range.months.at(-1)!)).toBe("2027-11");
    expect(range.current).toBe(12);
  });

  it("undated events are ignored", () => {
    expect(calendarRange("2026-01-05", [at("soon")]).months).toHaveLength(2);
  });
});

describe("monthKey and monthOf", () => {
  it.each([
    ["2026-11-22", "2026-11"],
    ["2027-01", "2027-01"],
  ])("%s is in %s", (iso, key) => {
    expect(monthKey(monthOf(iso))).toBe(key);
  });
});

describe("calendarSubscribeUrl", () => {
  it("is webcal:// on an https site and the feed's path on a plain-http one", () => {
    expect(calendarSubscribeUrl("https://tipped.example/", "/profile/u1/events.ics")).toBe(
      "webcal://tipped.example/profile/u1/events.ics",
    );
    expect(calendarSubscribeUrl("http://127.0.0.1:3000", "/profile/u1/events.ics")).toBe("/profile/u1/events.ics");
  });
});
