import { describe, expect, it } from "vitest";
import { exactTime, relativeTime, visitorLabels } from "./activity";

describe("visitorLabels: one label per visitor, stable within the table", () => {
  it("numbers visitors by their first visit, oldest first, and repeats a returning visitor's label", () => {
    const labels = visitorLabels(["visitor-c", "visitor-a", "visitor-b", "visitor-a"]);
    expect(labels.get("visitor-a")).toBe("Visitor 1");
    expect(labels.get("visitor-b")).toBe("Visitor 2");
    expect(labels.get("visitor-c")).toBe("Visitor 3");
    expect(labels.size).toBe(3);
  });

  it("an empty table has no labels", () => {
    expect(visitorLabels([]).size).toBe(0);
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
