import { describe, expect, it } from "vitest";
import {
  canonicalTimeZone,
  eventInstant,
  timeZoneAbbreviation,
  wallClockAt,
  wallClockToInstant,
  zoneOffsetMs,
} from "./time-zone";

describe("canonicalTimeZone: the profile's setting takes IANA names Intl knows", () => {
  it.each([
    ["America/Los_Angeles", "America/Los_Angeles"],
    ["Europe/London", "Europe/London"],
    ["UTC", "UTC"],
    ["Etc/UTC", "UTC"],
    ["Asia/Kolkata", canonicalTimeZone("Asia/Calcutta")],
    ["Mars/Olympus_Mons", null],
    ["", null],
    ["<script>", null],
  ])("%s -> %s", (name, expected) => {
    expect(canonicalTimeZone(name)).toBe(expected);
  });
});

describe("zoneOffsetMs and timeZoneAbbreviation", () => {
  it.each([
    ["America/Los_Angeles", "2026-11-26T03:30:00Z", -8, "PST"],
    ["America/Los_Angeles", "2026-07-05T02:30:00Z", -7, "PDT"],
    ["Europe/London", "2026-07-01T12:00:00Z", 1, "GMT+1"],
    ["Australia/Sydney", "2026-01-01T00:00:00Z", 11, "GMT+11"],
    ["UTC", "2026-01-01T00:00:00Z", 0, "UTC"],
  ])("%s at %s is UTC%i (%s)", (zone, iso, hours, name) => {
    expect(zoneOffsetMs(Date.parse(iso), zone)).toBe(hours * 3_600_000);
    expect(timeZoneAbbreviation(Date.parse(iso), zone)).toBe(name);
  });
});

describe("eventInstant", () => {
  it("reads a wall-clock time in the zone, and a time with an offset as written", () => {
    expect(eventInstant("2026-11-25T19:30", "America/Los_Angeles")).toBe(Date.parse("2026-11-26T03:30:00Z"));
    expect(eventInstant("2026-11-25T19:30:15", "America/Los_Angeles")).toBe(Date.parse("2026-11-26T03:30:15Z"));
    expect(eventInstant("2026-11-25T19:30:00-05:00", "America/Los_Angeles")).toBe(Date.parse("2026-11-26T00:30:00Z"));
    expect(eventInstant("not a time", "UTC")).toBeNull();
  });
});

describe("wallClockAt: the minute an instant shows in a zone", () => {
  it.each([
    ["2026-11-28T23:05:00Z", "America/Los_Angeles", "2026-11-28T15:05"],
    ["2026-11-29T08:00:59Z", "America/Los_Angeles", "2026-11-29T00:00"],
    ["2026-03-29T00:30:00Z", "Europe/London", "2026-03-29T00:30"], // before the clocks go forward at 1 am
    ["2026-03-29T01:30:00Z", "Europe/London", "2026-03-29T02:30"], // after
    ["2026-04-04T15:30:00Z", "Australia/Sydney", "2026-04-05T02:30"], // the first 2:30 am of the night they go back
    ["2026-04-04T16:30:00Z", "Australia/Sydney", "2026-04-05T02:30"], // and the second
    ["2026-11-28T23:05:00Z", "UTC", "2026-11-28T23:05"],
  ])("%s in %s is %s", (iso, zone, wall) => {
    expect(wallClockAt(Date.parse(iso), zone)).toBe(wall);
  });
  it("reads back through wallClockToInstant to the same minute", () => {
    const instant = Date.parse("2026-07-04T19:30:00Z");
    expect(wallClockToInstant(wallClockAt(instant, "America/New_York"), "America/New_York")).toBe(instant);
  });
});
