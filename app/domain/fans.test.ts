import { describe, expect, it } from "vitest";
import {
  citiesWithCounts,
  csvCell,
  fansCsv,
  NOTICE_MAX,
  parseFanSignup,
  parseNotice,
  prefilledNotice,
  retryDelayMs,
  timeRange,
} from "./fans";

describe("parseFanSignup", () => {
  it.each([
    [
      { email: " Ana@Example.com ", city: "  San   Francisco " },
      { email: "ana@example.com", city: "San Francisco" },
    ],
    [
      { email: "ana@example.com", city: "" },
      { email: "ana@example.com", city: null },
    ],
    [{ email: "ana+gigs@mail.example.org" }, { email: "ana+gigs@mail.example.org", city: null }],
  ])("accepts %j", (fields, value) => {
    expect(parseFanSignup(fields)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "bad-email"],
    ["ana", "bad-email"],
    ["ana@example", "bad-email"],
    ["ana@@example.com", "bad-email"],
    ["ana @example.com", "bad-email"],
    ["<ana@example.com>", "bad-email"],
    ["ana..b@example.com", "bad-email"],
    [`${"a".repeat(250)}@example.com`, "bad-email"],
  ])("refuses the address %j", (email, answer) => {
    expect(parseFanSignup({ email })).toEqual({ ok: false, answer });
  });

  it("refuses a city longer than 80 characters", () => {
    expect(parseFanSignup({ email: "a@b.co", city: "x".repeat(81) })).toEqual({ ok: false, answer: "bad-city" });
  });
});

describe("citiesWithCounts", () => {
  it("groups spellings of one city, most fans first, no city last", () => {
    expect(citiesWithCounts(["Berlin", null, "berlin", "Paris", null, null, "BERLIN"])).toEqual([
      { city: "Berlin", fans: 3 },
      { city: null, fans: 3 },
      { city: "Paris", fans: 1 },
    ]);
  });
});

describe("parseNotice", () => {
  it.each([
    ["  Playing at Pier 39 today 3–5 pm ", { ok: true, text: "Playing at Pier 39 today 3–5 pm" }],
    ["", { ok: false, message: "Write what you want to tell your fans." }],
    ["x".repeat(NOTICE_MAX), { ok: true, text: "x".repeat(NOTICE_MAX) }],
    ["🎸".repeat(NOTICE_MAX), { ok: true, text: "🎸".repeat(NOTICE_MAX) }],
    ["x".repeat(10_000), { ok: false, message: "The notice is 10,000 characters; it can be at most 280." }],
  ])("%#", (text, result) => {
    expect(parseNotice(text)).toEqual(result);
  });
});

describe("prefilledNotice", () => {
  const zone = "America/Los_Angeles";
  const now = new Date("2026-11-25T18:00:00Z"); // 10:00 in San Francisco
  const event = (startTime: string, endTime: string, location?: string) => ({
    id: startTime,
    title: "Set",
    startTime,
    endTime,
    location,
  });

  it.each([
    [[event("2026-11-25T15:00", "2026-11-25T17:00", "Pier 39")], "Playing at Pier 39 today 3–5 pm"],
    [[event("2026-11-26T11:00", "2026-11-26T13:30", "Pier 39")], "Playing at Pier 39 tomorrow 11 am–1:30 pm"],
    [[event("2026-11-28T19:00", "2026-11-28T21:00")], "Playing at Set on Sat, Nov 28 7–9 pm"],
    [
      [event("2026-11-28T19:00", "2026-11-28T21:00", "Later"), event("2026-11-25T09:00", "2026-11-25T11:00", "Now")],
      "Playing at Now today 9–11 am",
    ],
    [[event("2026-11-24T15:00", "2026-11-24T17:00", "Past")], null],
    [[], null],
  ])("%#", (events, text) => {
    expect(prefilledNotice(events, now, zone)).toBe(text);
  });

  it("writes ranges across noon with both periods", () => {
    expect(timeRange(Date.parse("2026-11-25T11:30:00Z"), Date.parse("2026-11-25T14:00:00Z"), "UTC")).toBe(
      "11:30 am–2 pm",
    );
  });
});

describe("retryDelayMs", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [20, 3_600_000],
  ])("after %i failures waits %i ms", (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe("CSV", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["-2+3", "'-2+3"],
    [null, ""],
  ])("cell %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("has a header and one line per fan", () => {
    expect(fansCsv([{ email: "a@b.co", city: "São Paulo", confirmedAt: new Date("2026-11-25T10:00:00Z") }])).toBe(
      "email,city,confirmed\r\na@b.co,São Paulo,2026-11-25T10:00:00.000Z\r\n",
    );
  });
});
