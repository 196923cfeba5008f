import { describe, expect, it } from "vitest";
import { chartCount, chartMoney, counted } from "./format";
import { m } from "./paraglide/messages.js";

// Intl puts no-break spaces where a reader would not break the line; compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("chartCount", () => {
  it.each([
    [0, "en", "0"],
    [9_999, "en", "9,999"],
    [10_000, "en", "10K"],
    [149_985, "en", "150K"],
    [1_234_567, "en", "1.23M"],
    [149_985, "fr", "150 k"],
    // German has no short word for thousands: the exact figure, which still fits six bars on a phone.
    [149_985, "de", "149.985"],
    [1_234_567, "de", "1,23 Mio."],
  ] as const)("%d in %s: %s", (value, locale, expected) => {
    expect(plain(chartCount(value, locale))).toBe(expected);
  });
});

describe("chartMoney", () => {
  it.each([
    [1250, "usd", "en", "$12.50"],
    [99_999, "usd", "en", "$999.99"],
    [123_450, "usd", "en", "$1.23K"],
    [500, "eur", "de", "5,00 €"],
    [123_450, "eur", "de", "1.234,50 €"],
    [500_000, "jpy", "en", "¥500K"],
    [123_450, "usd", "ar", "\u200f1.23 ألف \u2068US$\u2069"],
  ] as const)("%d %s in %s: %s", (minor, currency, locale, expected) => {
    expect(chartMoney(minor, currency, locale)).toBe(expected);
  });
});

describe("counted", () => {
  it.each([
    ["en", 1, "1 click"],
    ["en", 20_000, "20,000 clicks"],
    ["de", 20_000, "20.000 Klicks"],
    ["fr", 20_000, "20 000 clics"],
    ["ar", 20_000, "20,000 نقرة"],
  ] as const)("%s %d: %s", (locale, count, expected) => {
    expect(plain(m.dash_clicks(counted(count, locale), { locale }))).toBe(expected);
  });
});

it("builds a language's plural rules once, not for each counted message (scripts/i18n.mjs)", () => {
  const Original = Intl.PluralRules;
  let built = 0;
  class Counting extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      built += 1;
    }
  }
  Object.defineProperty(Intl, "PluralRules", { value: Counting, configurable: true, writable: true });
  try {
    const said = [0, 1, 2, 5, 1_000].map((count) => m.dash_clicks(counted(count, "it"), { locale: "it" }));
    expect(said.map(plain)).toEqual(["0 clic", "1 clic", "2 clic", "5 clic", "1000 clic"]);
    expect(built).toBeLessThanOrEqual(1);
  } finally {
    Object.defineProperty(Intl, "PluralRules", { value: Original, configurable: true, writable: true });
  }
});
