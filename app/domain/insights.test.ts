import { describe, expect, it } from "vitest";
import { addDays, busiestHour, change, customRange, dayRange, heatmap, presetRange, previousPeriod } from "./insights";

const at = (iso: string) => new Date(iso);

describe("date ranges in the performer's zone", () => {
  it.each([
    // zone, now, preset, from, to, start instant, end instant
    [
      "America/Los_Angeles",
      "2026-03-09T06:59:00Z",
      "today",
      "2026-03-08",
      "2026-03-08",
      "2026-03-08T08:00:00Z",
      "2026-03-09T07:00:00Z",
    ],
    [
      "America/Los_Angeles",
      "2026-03-09T07:00:00Z",
      "today",
      "2026-03-09",
      "2026-03-09",
      "2026-03-09T07:00:00Z",
      "2026-03-10T07:00:00Z",
    ],
    [
      "America/Los_Angeles",
      "2026-03-10T12:00:00Z",
      "7d",
      "2026-03-04",
      "2026-03-10",
      "2026-03-04T08:00:00Z",
      "2026-03-11T07:00:00Z",
    ],
    [
      "Europe/London",
      "2026-10-25T12:00:00Z",
      "today",
      "2026-10-25",
      "2026-10-25",
      "2026-10-24T23:00:00Z",
      "2026-10-26T00:00:00Z",
    ],
    [
      "Europe/London",
      "2026-03-31T12:00:00Z",
      "28d",
      "2026-03-04",
      "2026-03-31",
      "2026-03-04T00:00:00Z",
      "2026-03-31T23:00:00Z",
    ],
    [
      "Australia/Sydney",
      "2026-04-05T12:00:00Z",
      "today",
      "2026-04-05",
      "2026-04-05",
      "2026-04-04T13:00:00Z",
      "2026-04-05T14:00:00Z",
    ],
    [
      "Australia/Sydney",
      "2026-10-04T00:00:00Z",
      "90d",
      "2026-07-07",
      "2026-10-04",
      "2026-07-06T14:00:00Z",
      "2026-10-04T13:00:00Z",
    ],
    ["UTC", "2026-02-28T10:00:00Z", "12m", "2025-03-01", "2026-02-28", "2025-03-01T00:00:00Z", "2026-03-01T00:00:00Z"],
  ] as const)("%s at %s, %s: %s to %s", (zone, now, preset, from, to, start, end) => {
    const range = presetRange(preset, at(now), zone);
    expect([range.from, range.to, range.start.toISOString(), range.end.toISOString()]).toEqual([
      from,
      to,
      new Date(start).toISOString(),
      new Date(end).toISOString(),
    ]);
  });

  it("a day is 23 or 25 hours when the clocks change", () => {
    const hours = (from: string, zone: string) => {
      const range = dayRange(from, from, zone);
      return (range.end.getTime() - range.start.getTime()) / 3_600_000;
    };
    expect(hours("2026-03-08", "America/Los_Angeles")).toBe(23);
    expect(hours("2026-11-01", "America/Los_Angeles")).toBe(25);
    expect(hours("2026-03-29", "Europe/London")).toBe(23);
    expect(hours("2026-10-04", "Australia/Sydney")).toBe(23);
    expect(hours("2026-04-05", "Australia/Sydney")).toBe(25);
  });

  it.each([
    ["2026-03-01", "2026-03-07", null],
    [null, "2026-03-07", "Choose a start and an end date."],
    ["2026-02-30", "2026-03-07", "Choose a start and an end date."],
    ["2026-03-07", "2026-03-01", "The end date is before the start date."],
    ["2026-12-01", "2026-12-02", "The start date is in the future."],
    ["2024-01-01", "2026-03-07", "Choose at most 400 days."],
  ])("custom %s to %s: %s", (from, to, error) => {
    const range = customRange(from, to, at("2026-03-10T12:00:00Z"), "Europe/London");
    if (error) expect(range).toEqual({ error });
    else expect(range).toMatchObject({ from, to, days: 7 });
  });
});

describe("the period before, on the same weekdays", () => {
  it.each([
    ["2026-03-04", "2026-03-10", "2026-02-25", "2026-03-03"],
    ["2026-03-07", "2026-03-07", "2026-02-28", "2026-02-28"], // a Saturday against the Saturday before
    ["2026-02-11", "2026-03-10", "2026-01-14", "2026-02-10"], // 28 days: four weeks before
    ["2025-12-11", "2026-03-10", "2025-09-11", "2025-12-09"], // 90 days: moved 13 weeks, weekdays kept
  ])("%s–%s against %s–%s", (from, to, previousFrom, previousTo) => {
    const previous = previousPeriod(dayRange(from, to, "America/Los_Angeles"), "America/Los_Angeles");
    expect([previous.from, previous.to]).toEqual([previousFrom, previousTo]);
    expect(new Date(`${previous.from}T12:00:00Z`).getUTCDay()).toBe(new Date(`${from}T12:00:00Z`).getUTCDay());
    expect(previous.days).toBe(dayRange(from, to, "UTC").days);
  });

  it.each([
    [125, 100, 0.25],
    [90, 100, -0.1],
    [100, 100, 0],
    [5, 0, null],
    [0, 0, null],
  ])("%s against %s", (current, previous, fraction) => {
    expect(change(current, previous)).toBe(fraction);
  });

  it("adds days across months and years", () => {
    expect([addDays("2026-02-28", 1), addDays("2026-01-01", -1), addDays("2024-02-28", 1)]).toEqual([
      "2026-03-01",
      "2025-12-31",
      "2024-02-29",
    ]);
  });
});

describe("the weekday × hour heatmap", () => {
  // Which local cell an hour lands in is the database's (tests/integration/insights.test.ts, both engines, zones with
  // daylight-saving changes); here the grid and its busiest cell.
  it("adds each cell's count to its weekday and hour, Monday first", () => {
    const grid = heatmap([
      { weekday: 5, hour: 20, count: 3 },
      { weekday: 6, hour: 1, count: 2 },
      { weekday: 6, hour: 1, count: 5 },
    ]);
    expect(grid).toHaveLength(7);
    expect(grid.every((row) => row.length === 24)).toBe(true);
    expect(grid[5]![20]).toBe(3);
    expect(grid[6]![1]).toBe(7);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(10);
    expect(busiestHour(grid)).toEqual({ weekday: 6, hour: 1, count: 7 });
  });

  it("has no busiest hour when empty", () => {
    expect(busiestHour(heatmap([]))).toBeNull();
  });
});
