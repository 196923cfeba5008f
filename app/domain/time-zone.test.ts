import { describe, expect, it } from "vitest";
import { canonicalTimeZone, eventInstant, timeZoneAbbreviation, zoneOffsetMs } from "./time-zone";

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
