import { describe, expect, it } from "vitest";
import { exactTime, relativeTime, visitorNumbers } from "./activity";

describe("visitorNumbers: one number per visitor, stable within the table", () => {
  it("numbers visitors by their first visit, oldest first, and repeats a returning visitor's number", () => {
    const labels = visitorNumbers(["visitor-c", "visitor-a", "visitor-b", "visitor-a"]);
    expect(labels.get("visitor-a")).toBe(1);
    expect(labels.get("visitor-b")).toBe(2);
    expect(labels.get("visitor-c")).toBe(3);
    expect(labels.size).toBe(3);
  });

  it("an empty table has no numbers", () => {
    expect(visitorNumbers([]).size).toBe(0);
  });
});

describe("relativeTime", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it.each([
    ["2026-03-10T11:59:30Z", "just now"],
    ["2026-03-10T12:00:05Z", "just now"],
    ["2026-03-10T11:55:00Z", "5 min ago"],
    ["2026-03-10T11:00:01Z", "59 min ago"],
    ["2026-03-10T09:00:00Z", "3 h ago"],
    ["2026-03-09T10:00:00Z", "yesterday"],
    ["2026-03-06T12:00:00Z", "4 days ago"],
    ["2026-03-01T12:00:00Z", "Mar 1, 2026"],
  ])("%s is %s", (then, expected) => {
    expect(relativeTime(new Date(then), now, "UTC")).toBe(expected);
  });
});

describe("exactTime: the viewer's local time, naming the zone", () => {
  const then = new Date("2026-03-10T12:05:00Z");
  it("in Tokyo", () => {
    expect(exactTime(then, "Asia/Tokyo")).toBe("Mar 10, 2026, 9:05 PM GMT+9");
  });
  it("in UTC", () => {
    expect(exactTime(then, "UTC")).toBe("Mar 10, 2026, 12:05 PM UTC");
  });
});

describe("relativeTime and exactTime in another language, through Intl", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const words = (locale: string, style: "short" | "long") =>
    new Intl.RelativeTimeFormat(locale, { numeric: "auto", style });
  it.each(["es", "ar"])("%s", (locale) => {
    const at = (iso: string) => relativeTime(new Date(iso), now, "UTC", locale);
    expect(at("2026-03-10T11:59:30Z")).toBe(words(locale, "long").format(0, "second"));
    expect(at("2026-03-10T11:55:00Z")).toBe(words(locale, "short").format(-5, "minute"));
    expect(at("2026-03-10T09:00:00Z")).toBe(words(locale, "short").format(-3, "hour"));
    expect(at("2026-03-09T10:00:00Z")).toBe(words(locale, "long").format(-1, "day"));
    expect(at("2026-03-01T12:00:00Z")).toBe(
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date("2026-03-01T12:00:00Z"),
      ),
    );
  });
  it("says yesterday as Spanish does, and the exact time in Spanish", () => {
    expect(relativeTime(new Date("2026-03-09T10:00:00Z"), now, "UTC", "es")).toBe("ayer");
    expect(exactTime(new Date("2026-03-10T12:05:00Z"), "UTC", "es")).toContain("12:05");
  });
});
