import { describe, expect, it } from "vitest";
import type { SessionFigures } from "~/domain/pitches";
import { localizedSessionLine } from "./session-line";

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

describe("localizedSessionLine", () => {
  const now = new Date("2026-12-01T00:00:00Z");
  const open = { endedAt: null, pitchName: null, views: 2, clicks: 0, tips: 1, currency: "eur" };
  const openNow = new Date("2026-03-08T00:00:00Z");
  it.each([
    ["en", {}, now, "Sat 3–5 pm at Pier 39: 41 scans, 12 clicks, 9 tips, $63, $31/hour"],
    ["de", {}, now, "Sa, 15:00–17:00 Uhr in Pier 39: 41 Scans, 12 Klicks, 9 Trinkgelder, 63 $, 31 $/Std."],
    [
      "de",
      { clicks: 1, tips: 1 },
      now,
      "Sa, 15:00–17:00 Uhr in Pier 39: 41 Scans, 1 Klick, 1 Trinkgeld, 63 $, 31 $/Std.",
    ],
    ["de", open, openNow, "Sa., 15:00–jetzt: 2 Scans, 0 Klicks, 1 Trinkgeld, 63 €, 63 €/Std."],
    [
      "de",
      { views: 1234, clicks: 20_000 },
      now,
      "Sa, 15:00–17:00 Uhr in Pier 39: 1.234 Scans, 20.000 Klicks, 9 Trinkgelder, 63 $, 31 $/Std.",
    ],
    ["en", { views: 1234 }, now, "Sat 3–5 pm at Pier 39: 1,234 scans, 12 clicks, 9 tips, $63, $31/hour"],
    [
      "ar",
      {},
      now,
      "السبت، 3:00–5:00 م في \u2068Pier 39\u2069: 41 عملية مسح، 12 نقرة، 9 مرات بقشيش، ‏63 \u2068US$\u2069، ‏31 \u2068US$\u2069/ساعة",
    ],
    ["ar", open, openNow, "السبت 3:00 م–الآن: مسحان، 0 نقرة، بقشيش واحد، ‏63 \u2068€\u2069، ‏63 \u2068€\u2069/ساعة"],
  ] as const)("%s: %j", (locale, overrides, at, expected) => {
    // Intl puts no-break spaces where a reader would not break the line; compared as plain spaces.
    expect(localizedSessionLine(figures(overrides), at, locale).replace(/[\u00a0\u202f]/g, " ")).toBe(expected);
  });
});
