import { describe, expect, it } from "vitest";
import { clickRate, csvField, csvRow, formatLocation, monthBuckets, monthStart, topLinks } from "./analytics";

describe("clickRate", () => {
  it("is clicks / views x 100 with one decimal", () => {
    expect(clickRate(3, 1)).toBe("33.3");
    expect(clickRate(1, 1)).toBe("100.0");
    expect(clickRate(8, 1)).toBe("12.5");
  });
  it("is 0.0 without views", () => {
    expect(clickRate(0, 0)).toBe("0.0");
    expect(clickRate(0, 4)).toBe("0.0");
  });
});

describe("topLinks", () => {
  it("keeps the top five by clicks with rounded shares of all clicks", () => {
    const links = [
      { linkType: "venmo", clicks: 5 },
      { linkType: "paypal", clicks: 3 },
      { linkType: "cashapp", clicks: 1 },
      { linkType: "instagram", clicks: 1 },
      { linkType: "tiktok", clicks: 1 },
      { linkType: "x", clicks: 1 },
    ];
    const top = topLinks(links, 12);
    expect(top.map((link) => link.linkType)).toEqual(["venmo", "paypal", "cashapp", "instagram", "tiktok"]);
    expect(top.map((link) => link.share)).toEqual([42, 25, 8, 8, 8]);
  });
  it("is empty without clicks", () => {
    expect(topLinks([], 0)).toEqual([]);
    expect(topLinks([{ linkType: "venmo", clicks: 0 }], 0)).toEqual([]);
  });
});

describe("monthBuckets", () => {
  it("lists the last six months oldest first, across a year end, with zeros for gaps", () => {
    const now = new Date("2026-02-15T12:00:00Z");
    const buckets = monthBuckets({ "2026-02": 4, "2025-10": 2, "2025-08": 99 }, now);
    expect(buckets.map((bucket) => bucket.month)).toEqual([
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(buckets.map((bucket) => bucket.views)).toEqual([0, 2, 0, 0, 0, 4]);
    expect(buckets[0]?.label).toBe("Sep 25");
  });
  it("finds a month's first day", () => {
    expect(monthStart(new Date("2026-03-31T23:59:59Z"), 5)).toBe("2025-10-01");
    expect(monthStart(new Date("2026-03-01T00:00:00Z"), 0)).toBe("2026-03-01");
  });
});

describe("formatLocation and CSV", () => {
  it("joins known parts or says Unknown", () => {
    expect(formatLocation({ city: "Austin", region: "Texas", country: "US" })).toBe("Austin, Texas, US");
    expect(formatLocation({ city: null, region: " ", country: undefined })).toBe("Unknown");
  });
  it("quotes fields that need it and defuses formulas", () => {
    expect(csvField('say "hi", now')).toBe('"say ""hi"", now"');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe("");
    expect(csvRow(["a", 1, new Date("2026-01-02T03:04:05Z")])).toBe("a,1,2026-01-02T03:04:05.000Z\r\n");
  });
});
