import { describe, expect, it } from "vitest";
import {
  DEFAULT_EVENT_DURATION_MS,
  eventSpan,
  nextEventBoundary,
  performingNow,
  performingNowText,
} from "./performing-now";

const event = (id: string, startTime: string, endTime?: string, location?: string) => ({
  id,
  startTime,
  endTime,
  location,
});
const at = (iso: string) => new Date(iso);

describe("eventSpan", () => {
  it("reads both ends, and gives an event without a (sensible) end the default two hours", () => {
    expect(eventSpan(event("a", "2026-11-23T18:00:00Z", "2026-11-23T19:30:00Z"))).toEqual({
      start: Date.parse("2026-11-23T18:00:00Z"),
      end: Date.parse("2026-11-23T19:30:00Z"),
    });
    const open = eventSpan(event("b", "2026-11-23T18:00:00Z"))!;
    expect(open.end - open.start).toBe(DEFAULT_EVENT_DURATION_MS);
    expect(DEFAULT_EVENT_DURATION_MS).toBe(7_200_000);
    const backwards = eventSpan(event("c", "2026-11-23T18:00:00Z", "2026-11-23T17:00:00Z"))!;
    expect(backwards.end - backwards.start).toBe(DEFAULT_EVENT_DURATION_MS);
    expect(eventSpan(event("d", "not a date"))).toBeNull();
  });
});

describe("performingNow", () => {
  const events = [
    event("early", "2026-11-23T10:00:00Z", "2026-11-23T12:00:00Z", "Market"),
    event("evening", "2026-11-23T18:00:00Z", "2026-11-23T20:00:00Z", "Union Square"),
    event("open", "2026-11-24T09:00:00Z", undefined, "Pier 39"),
  ];

  it("picks the event in progress: start included, end excluded", () => {
    expect(performingNow(events, at("2026-11-23T17:59:59Z"))).toBeNull();
    expect(performingNow(events, at("2026-11-23T18:00:00Z"))?.id).toBe("evening");
    expect(performingNow(events, at("2026-11-23T19:59:59.999Z"))?.id).toBe("evening");
    expect(performingNow(events, at("2026-11-23T20:00:00Z"))).toBeNull();
  });

  it("counts an event without an end as two hours long", () => {
    expect(performingNow(events, at("2026-11-24T10:59:00Z"))?.id).toBe("open");
    expect(performingNow(events, at("2026-11-24T11:00:00Z"))).toBeNull();
  });

  it("of overlapping events shows the one that started last, and skips unreadable ones", () => {
    const overlapping = [
      event("long", "2026-11-23T10:00:00Z", "2026-11-23T22:00:00Z"),
      event("bad", "soon"),
      event("late", "2026-11-23T15:00:00Z", "2026-11-23T16:00:00Z"),
    ];
    expect(performingNow(overlapping, at("2026-11-23T15:30:00Z"))?.id).toBe("late");
    expect(performingNow(overlapping, at("2026-11-23T16:30:00Z"))?.id).toBe("long");
    expect(performingNow([], at("2026-11-23T16:30:00Z"))).toBeNull();
  });

  it("says where, or just that, the performer is playing", () => {
    expect(performingNowText({ location: " Union Square " })).toBe("Performing now at Union Square");
    expect(performingNowText({ location: "" })).toBe("Performing now");
  });
});

describe("nextEventBoundary", () => {
  const events = [
    event("a", "2026-11-23T18:00:00Z", "2026-11-23T20:00:00Z"),
    event("b", "2026-11-23T19:00:00Z"),
    event("bad", "whenever"),
  ];

  it("is the next start or end after now, strictly", () => {
    expect(nextEventBoundary(events, at("2026-11-23T12:00:00Z"))?.toISOString()).toBe("2026-11-23T18:00:00.000Z");
    expect(nextEventBoundary(events, at("2026-11-23T18:00:00Z"))?.toISOString()).toBe("2026-11-23T19:00:00.000Z");
    expect(nextEventBoundary(events, at("2026-11-23T19:30:00Z"))?.toISOString()).toBe("2026-11-23T20:00:00.000Z");
    // b has no end: it ends two hours after it starts.
    expect(nextEventBoundary(events, at("2026-11-23T20:00:00Z"))?.toISOString()).toBe("2026-11-23T21:00:00.000Z");
  });

  it("is null when every event is over (nothing will change)", () => {
    expect(nextEventBoundary(events, at("2026-11-23T21:00:00Z"))).toBeNull();
    expect(nextEventBoundary([], at("2026-11-23T21:00:00Z"))).toBeNull();
  });
});
