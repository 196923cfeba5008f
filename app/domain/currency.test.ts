import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  currencyForCountry,
  currencyForLanguages,
  currencyLabel,
  parseCurrency,
  readerLocale,
} from "./currency";
import { currencyDecimals, formatAmountShort, formatMoney, toMinorUnits } from "./tips";

describe("currencies", () => {
  it("lists ISO 4217 codes", () => {
    expect(CURRENCIES).toEqual(expect.arrayContaining(["USD", "EUR", "BRL", "INR", "SEK", "JPY"]));
  });
  it.each([
    ["eur", "EUR"],
    [" BRL ", "BRL"],
    ["XYZ", null],
    ["EURO", null],
    [5, null],
  ])("%j → %s", (input, expected) => expect(parseCurrency(input)).toBe(expected));
  it.each([
    ["BR", "BRL"],
    ["de", "EUR"],
    ["IN", "INR"],
    ["SE", "SEK"],
    ["GB", "GBP"],
    ["JP", "JPY"],
    ["ZZ", "USD"],
    [null, "USD"],
  ])("country %s → %s", (country, expected) => expect(currencyForCountry(country)).toBe(expected));
  it.each([
    ["pt-BR,pt;q=0.9,en;q=0.8", "BRL"],
    ["de-DE", "EUR"],
    ["pt,en-GB;q=0.5", "GBP"],
    ["en", "USD"],
    ["", "USD"],
    [null, "USD"],
    ["*", "USD"],
  ])("Accept-Language %j → %s", (header, expected) => expect(currencyForLanguages(header)).toBe(expected));
  it("labels a currency by name", () => expect(currencyLabel("BRL")).toBe("Brazilian Real (BRL)"));
  it.each([
    ["pt-BR,pt;q=0.9", "pt-BR"],
    ["xx-invalid-tag-!!,de", "de"],
    [null, "en-US"],
  ])("reader locale %j → %s", (header, expected) => expect(readerLocale(header)).toBe(expected));
});

describe("minor units and formatting per currency", () => {
  it.each([
    ["usd", 2],
    ["EUR", 2],
    ["JPY", 0],
    ["BHD", 3],
  ])("%s has %d decimals", (currency, decimals) => expect(currencyDecimals(currency)).toBe(decimals));
  it.each([
    [5, "JPY", 5],
    [5, "EUR", 500],
    [7.5, "BRL", 750],
  ])("%d %s is %d minor units", (amount, currency, minor) => expect(toMinorUnits(amount, currency)).toBe(minor));
  it.each([
    [1050, "BRL", "pt-BR", "R$\u00a010,50"],
    [1050, "EUR", "de-DE", "10,50\u00a0€"],
    [500, "JPY", "ja-JP", "￥500"],
    [1050, "BRL", "en-US", "R$10.50"],
  ])("%d %s for %s → %s", (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });
  it("a preset amount's label drops .00", () => expect(formatAmountShort(10, "BRL", "pt-BR")).toBe("R$\u00a010"));
});
