import { describe, expect, it } from "vitest";
import {
  byPitchName,
  parsePitchName,
  perHour,
  pitchCode,
  pitchCodeOf,
  pitchUrl,
  sessionDurationMs,
  sessionLine,
  type SessionFigures,
  tapMoment,
} from "./pitches";

const figures = (overrides: Partial<SessionFigures>): SessionFigures => ({
  startedAt: new Date("2026-03-07T23:00:00Z"),
  endedAt: new Date("2026-03-08T01:00:00Z"),
  timeZone: "America/Los_Angeles",
  pitchName: "Pier 39",
  views: 41,
  clicks: 12,
  tips: 9,
  tipAmount: 6300,
  currency: "usd",
  ...overrides,
});

describe("sessionLine", () => {
  const now = new Date("2026-12-01T00:00:00Z");
  it.each([
    ["an afternoon in Los Angeles", {}, "Sat 3–5 pm at Pier 39: 41 scans, 12 clicks, 9 tips, $63, $31/hour"],
    [
      "Los Angeles across spring forward (3 real hours)",
      { startedAt: new Date("2026-03-08T07:00:00Z"), endedAt: new Date("2026-03-08T10:00:00Z"), tipAmount: 9000 },
      "Sat 11 pm–Sun 3 am at Pier 39: 41 scans, 12 clicks, 9 tips, $90, $30/hour",
    ],
    [
      "London across the autumn change (2 real hours)",
      {
        timeZone: "Europe/London",
        pitchName: "Covent Garden",
        startedAt: new Date("2026-10-24T23:30:00Z"),
        endedAt: new Date("2026-10-25T01:30:00Z"),
        tipAmount: 2000,
        currency: "gbp",
      },
      "Sun 12:30–1:30 am at Covent Garden: 41 scans, 12 clicks, 9 tips, £20, £10/hour",
    ],
    [
      "Sydney across spring forward (2 real hours)",
      {
        timeZone: "Australia/Sydney",
        pitchName: "Circular Quay",
        startedAt: new Date("2026-10-03T15:00:00Z"),
        endedAt: new Date("2026-10-03T17:00:00Z"),
        tipAmount: 5000,
        currency: "aud",
      },
      "Sun 1–4 am at Circular Quay: 41 scans, 12 clicks, 9 tips, A$50, A$25/hour",
    ],
    [
      "morning to afternoon, one of each, cents",
      {
        startedAt: new Date("2026-07-04T18:30:00Z"),
        endedAt: new Date("2026-07-04T20:00:00Z"),
        views: 1,
        clicks: 1,
        tips: 1,
        tipAmount: 1250,
      },
      "Sat 11:30 am–1 pm at Pier 39: 1 scan, 1 click, 1 tip, $12.50, $8/hour",
    ],
    [
      "still going, no pitch",
      { endedAt: null, pitchName: null, startedAt: new Date("2026-11-30T22:00:00Z") },
      "Mon 2 pm–now: 41 scans, 12 clicks, 9 tips, $63, $31/hour",
    ],
    [
      "under a minute: no rate",
      { endedAt: new Date("2026-03-07T23:00:30Z") },
      "Sat 3–3 pm at Pier 39: 41 scans, 12 clicks, 9 tips, $63",
    ],
  ])("%s", (_name, overrides, expected) => {
    expect(sessionLine(figures(overrides), now)).toBe(expected);
  });
});

describe("sessionDurationMs and perHour", () => {
  it.each([
    [figures({}), 2 * 3_600_000],
    [
      figures({ endedAt: null }),
      new Date("2026-03-08T00:00:00Z").getTime() - new Date("2026-03-07T23:00:00Z").getTime(),
    ],
    [figures({ endedAt: new Date("2026-03-07T22:00:00Z") }), 0],
  ])("duration %#", (session, expected) => {
    expect(sessionDurationMs(session, new Date("2026-03-08T00:00:00Z"))).toBe(expected);
  });
  it.each([
    [6300, 2 * 3_600_000, 3150],
    [1000, 30 * 60_000, 2000],
    [0, 3_600_000, 0],
    [500, 59_999, null],
  ])("perHour(%i, %i) = %s", (amount, duration, expected) => {
    expect(perHour(amount, duration)).toBe(expected);
  });
});

describe("pitch names and codes", () => {
  it.each([
    ["Pier 39", { ok: true, name: "Pier 39" }],
    ["  Union   Square ", { ok: true, name: "Union Square" }],
    ["", { ok: false, message: "Name the place, for example “Pier 39”" }],
    ["   ", { ok: false, message: "Name the place, for example “Pier 39”" }],
    [undefined, { ok: false, message: "Name the place, for example “Pier 39”" }],
    ["x".repeat(61), { ok: false, message: "Keep it to 60 characters or fewer" }],
  ])("parsePitchName(%j)", (value, expected) => {
    expect(parsePitchName(value)).toEqual(expected);
  });
  it("makes codes its own pattern accepts, and an address that carries one", () => {
    const code = pitchCode(new Uint8Array([0, 1, 2, 3, 250, 251, 254, 255]));
    expect(pitchCodeOf(code)).toBe(code);
    expect(pitchCodeOf("PIER-39!")).toBeNull();
    expect(pitchCodeOf(null)).toBeNull();
    expect(pitchUrl("https://tipped.example/profile/u1", code)).toBe(`https://tipped.example/profile/u1?p=${code}`);
  });
});

describe("byPitchName", () => {
  it("lists pitches in use first, then by name with their numbers read as numbers, whatever the case", () => {
    const archivedAt = new Date("2026-03-01T00:00:00Z");
    const listed = [
      { name: "Corner 10" },
      { name: "union square" },
      { name: "Corner 2" },
      { name: "Ferry Building", archivedAt },
      { name: "corner 1" },
      { name: "Alamo Square", archivedAt },
      { name: "Pier 39", archivedAt: null },
    ].sort(byPitchName);
    expect(listed.map((pitch) => pitch.name)).toEqual([
      "corner 1",
      "Corner 2",
      "Corner 10",
      "Pier 39",
      "union square",
      "Alamo Square",
      "Ferry Building",
    ]);
  });
});

describe("tapMoment", () => {
  const now = new Date("2026-11-26T17:00:00Z");
  it.each([
    ["no tap time: now", null, now],
    ["a tap ten minutes ago, sent once back online", String(now.getTime() - 600_000), new Date("2026-11-26T16:50:00Z")],
    ["a tap twelve hours ago: still kept", String(now.getTime() - 12 * 3_600_000), new Date("2026-11-26T05:00:00Z")],
    ["a tap over twelve hours ago: now", String(now.getTime() - 12 * 3_600_000 - 1), now],
    ["a phone whose clock is ahead: now", String(now.getTime() + 60_000), now],
    ["not a number: now", "yesterday", now],
    ["a negative number: now", "-5", now],
    ["a fraction: now", "1.5", now],
  ])("%s", (_name, tapped, expected) => {
    expect(tapMoment(tapped, now)).toEqual(expected);
  });
});
