import { describe, expect, it } from "vitest";
import { DEFAULT_EVENT_DURATION_MS, eventSpan, nextEventBoundary, performingNow } from "./performing-now";

const event = (id: string, startTime: string, endTime?: string, location?: string) => ({
  id,
  startTime,
  endTime,
  location,
});
const at = (iso: string) => new Date(iso);

describe("eventSpan", () => {
  it("reads both ends, and gives an event without a (sensible) end the default two hours", () => {
    expect(eventSpan(event("a", "2026-11-23T18:00:00Z", "2026-11-23T19:30:00Z"), "UTC")).toEqual({
      start: Date.parse("2026-11-23T18:00:00Z"),
      end: Date.parse("2026-11-23T19:30:00Z"),
    });
    const open = eventSpan(event("b", "2026-11-23T18:00:00Z"), "UTC")!;
    expect(open.end - open.start).toBe(DEFAULT_EVENT_DURATION_MS);
    expect(DEFAULT_EVENT_DURATION_MS).toBe(7_200_000);
    const backwards = eventSpan(event("c", "2026-11-23T18:00:00Z", "2026-11-23T17:00:00Z"), "UTC")!;
    expect(backwards.end - backwards.start).toBe(DEFAULT_EVENT_DURATION_MS);
    expect(eventSpan(event("d", "not a date"), "UTC")).toBeNull();
  });
});

describe("performingNow", () => {
  const events = [
    event("early", "2026-11-23T10:00:00Z", "2026-11-23T12:00:00Z", "Market"),
    event("evening", "2026-11-23T18:00:00Z", "2026-11-23T20:00:00Z", "Union Square"),
    event("open", "2026-11-24T09:00:00Z", undefined, "Pier 39"),
  ];

  it("picks the event in progress: start included, end excluded", () => {
    expect(performingNow(events, at("2026-11-23T17:59:59Z"), "UTC")).toBeNull();
    expect(performingNow(events, at("2026-11-23T18:00:00Z"), "UTC")?.id).toBe("evening");
    expect(performingNow(events, at("2026-11-23T19:59:59.999Z"), "UTC")?.id).toBe("evening");
    expect(performingNow(events, at("2026-11-23T20:00:00Z"), "UTC")).toBeNull();
  });

  it("counts an event without an end as two hours long", () => {
    expect(performingNow(events, at("2026-11-24T10:59:00Z"), "UTC")?.id).toBe("open");
    expect(performingNow(events, at("2026-11-24T11:00:00Z"), "UTC")).toBeNull();
  });

  it("of overlapping events shows the one that started last, and skips unreadable ones", () => {
    const overlapping = [
      event("long", "2026-11-23T10:00:00Z", "2026-11-23T22:00:00Z"),
      event("bad", "soon"),
      event("late", "2026-11-23T15:00:00Z", "2026-11-23T16:00:00Z"),
    ];
    expect(performingNow(overlapping, at("2026-11-23T15:30:00Z"), "UTC")?.id).toBe("late");
    expect(performingNow(overlapping, at("2026-11-23T16:30:00Z"), "UTC")?.id).toBe("long");
    expect(performingNow([], at("2026-11-23T16:30:00Z"), "UTC")).toBeNull();
  });
});

describe("nextEventBoundary", () => {
  const events = [
    event("a", "2026-11-23T18:00:00Z", "2026-11-23T20:00:00Z"),
    event("b", "2026-11-23T19:00:00Z"),
    event("bad", "whenever"),
  ];

  it("is the next start or end after now, strictly", () => {
    expect(nextEventBoundary(events, at("2026-11-23T12:00:00Z"), "UTC")?.toISOString()).toBe(
      "2026-11-23T18:00:00.000Z",
    );
    expect(nextEventBoundary(events, at("2026-11-23T18:00:00Z"), "UTC")?.toISOString()).toBe(
      "2026-11-23T19:00:00.000Z",
    );
    expect(nextEventBoundary(events, at("2026-11-23T19:30:00Z"), "UTC")?.toISOString()).toBe(
      "2026-11-23T20:00:00.000Z",
    );
    // b has no end: it ends two hours after it starts.
    expect(nextEventBoundary(events, at("2026-11-23T20:00:00Z"), "UTC")?.toISOString()).toBe(
      "2026-11-23T21:00:00.000Z",
    );
  });

  it("is null when every event is over (nothing will change)", () => {
    expect(nextEventBoundary(events, at("2026-11-23T21:00:00Z"), "UTC")).toBeNull();
    expect(nextEventBoundary([], at("2026-11-23T21:00:00Z"), "UTC")).toBeNull();
  });
});

describe("wall-clock event times are the performer's, whatever zone the server runs in", () => {
  // A 7:30 pm set typed in Seattle is 7:30 pm in Seattle: 03:30 UTC the next day in winter, 02:30 in summer.
  it.each([
    // [zone, start as typed, end as typed, the instant it starts, the instant it ends]
    ["America/Los_Angeles", "2026-11-25T19:30", "2026-11-25T21:30", "2026-11-26T03:30:00Z", "2026-11-26T05:30:00Z"],
    ["America/Los_Angeles", "2026-07-04T19:30", "2026-07-04T21:30", "2026-07-05T02:30:00Z", "2026-07-05T04:30:00Z"],
    // The night the clocks go back (1 Nov 2026, 2 am PDT -> 1 am PST): 11 pm to 2 am lasts four hours.
    ["America/Los_Angeles", "2026-10-31T23:00", "2026-11-01T02:00", "2026-11-01T06:00:00Z", "2026-11-01T10:00:00Z"],
    // The night they go forward (8 Mar 2026, 2 am PST -> 3 am PDT): 1 am to 4 am is two hours.
    ["America/Los_Angeles", "2026-03-08T01:00", "2026-03-08T04:00", "2026-03-08T09:00:00Z", "2026-03-08T11:00:00Z"],
    ["Europe/London", "2026-03-29T00:30", "2026-03-29T03:00", "2026-03-29T00:30:00Z", "2026-03-29T02:00:00Z"],
    ["Australia/Sydney", "2026-04-05T01:00", "2026-04-05T04:00", "2026-04-04T14:00:00Z", "2026-04-04T18:00:00Z"],
    ["Asia/Kolkata", "2026-11-25T19:30", "2026-11-25T21:00", "2026-11-25T14:00:00Z", "2026-11-25T15:30:00Z"],
    ["UTC", "2026-11-25T19:30", "2026-11-25T21:30", "2026-11-25T19:30:00Z", "2026-11-25T21:30:00Z"],
    // A time written with its offset is that instant in any zone.
    [
      "America/Los_Angeles",
      "2026-11-25T19:30:00Z",
      "2026-11-25T20:00:00+00:00",
      "2026-11-25T19:30:00Z",
      "2026-11-25T20:00:00Z",
    ],
  ])("%s: %s to %s is %s to %s", (zone, start, end, startsAt, endsAt) => {
    const set = event("set", start, end);
    expect(eventSpan(set, zone)).toEqual({ start: Date.parse(startsAt), end: Date.parse(endsAt) });
    expect(performingNow([set], new Date(Date.parse(startsAt) - 1), zone)).toBeNull();
    expect(performingNow([set], at(startsAt), zone)?.id).toBe("set");
    expect(performingNow([set], new Date(Date.parse(endsAt) - 1), zone)?.id).toBe("set");
    expect(performingNow([set], at(endsAt), zone)).toBeNull();
    expect(nextEventBoundary([set], new Date(Date.parse(startsAt) - 60_000), zone)?.toISOString()).toBe(
      new Date(startsAt).toISOString(),
    );
  });

  it("reads 1:30 am on the fall-back night as the first of the two, and 2:30 am on the spring-forward night as 3:30", () => {
    expect(eventSpan(event("twice", "2026-11-01T01:30"), "America/Los_Angeles")?.start).toBe(
      Date.parse("2026-11-01T08:30:00Z"),
    );
    expect(eventSpan(event("skipped", "2026-03-08T02:30"), "America/Los_Angeles")?.start).toBe(
      Date.parse("2026-03-08T10:30:00Z"),
    );
  });
});
