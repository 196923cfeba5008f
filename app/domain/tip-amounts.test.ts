import { describe, expect, it } from "vitest";
import {
  amountLinks,
  cashAppAmountUrl,
  parseTipAmount,
  payPalAmountUrl,
  TIP_AMOUNT_MESSAGES,
  tipAmountSchema,
  tipAmountsField,
  venmoAmountUrl,
} from "./tip-amounts";

describe("amount link builders (docs/decisions/0010-preset-amounts.md)", () => {
  it.each([
    ["https://cash.app/$SaxMaya", 5, "https://cash.app/$SaxMaya/5"],
    ["https://cash.app/$maya", 20, "https://cash.app/$maya/20"],
    ["https://cash.app/maya", 5, null],
    ["https://cash.app/$maya/5", 5, null],
    ["https://evil.example/$maya", 5, null],
    ["http://cash.app/$maya", 5, null],
  ])("Cash App %s + %i → %s", (url, amount, expected) => {
    expect(cashAppAmountUrl(url, amount)).toBe(expected);
  });

  it.each([
    ["https://paypal.me/saxmaya", 5, "https://paypal.me/saxmaya/5USD"],
    ["https://www.paypal.me/SaxMaya", 999, "https://paypal.me/SaxMaya/999USD"],
    ["https://paypal.com/paypalme/saxmaya", 5, null],
    ["https://paypal.me/", 5, null],
    ["https://paypal.me.evil.example/saxmaya", 5, null],
  ])("PayPal.Me %s + %i → %s", (url, amount, expected) => {
    expect(payPalAmountUrl(url, amount)).toBe(expected);
  });

  it.each([
    ["https://venmo.com/u/saxmaya", 5, "https://venmo.com/saxmaya?txn=pay&amount=5&note=Tip%20via%20Tipped"],
    ["https://venmo.com/Sax-Maya", 10, "https://venmo.com/Sax-Maya?txn=pay&amount=10&note=Tip%20via%20Tipped"],
    ["https://venmo.com/u/", 5, null],
    ["https://venmo.com/u/a/b", 5, null],
    ["https://account.venmo.com/u/saxmaya", 5, null],
  ])("Venmo %s + %i → %s", (url, amount, expected) => {
    expect(venmoAmountUrl(url, amount)).toBe(expected);
  });

  it("amountLinks builds one link per amount for the payment apps only", () => {
    expect(amountLinks("paypal", "https://paypal.me/maya", [2, 5])).toEqual([
      { amount: 2, url: "https://paypal.me/maya/2USD" },
      { amount: 5, url: "https://paypal.me/maya/5USD" },
    ]);
    expect(amountLinks("instagram", "https://www.instagram.com/maya", [2])).toEqual([]);
    expect(amountLinks("paypal", "https://example.com/pay", [2])).toEqual([]);
  });

  it("amounts follow the profile's currency; Cash App and Venmo pay in dollars only", () => {
    expect(amountLinks("paypal", "https://paypal.me/maya", [5], "EUR")).toEqual([
      { amount: 5, url: "https://paypal.me/maya/5EUR" },
    ]);
    expect(amountLinks("paypal", "https://paypal.me/maya", [500], "JPY")).toEqual([
      { amount: 500, url: "https://paypal.me/maya/500JPY" },
    ]);
    expect(amountLinks("cashapp", "https://cash.app/$maya", [5], "BRL")).toEqual([]);
    expect(amountLinks("venmo", "https://venmo.com/u/maya", [5], "EUR")).toEqual([]);
    expect(amountLinks("venmo", "https://venmo.com/u/maya", [5], "usd")).toHaveLength(1);
  });
});

describe("amounts", () => {
  it.each([
    [5, 5],
    ["5", 5],
    [" 20 ", 20],
    [1, 1],
    [999, 999],
    [0, null],
    [1000, null],
    [5.5, null],
    ["5.50", null],
    ["1e2", null],
    ["", null],
    [null, null],
  ])("parseTipAmount(%j) → %j", (value, expected) => {
    expect(parseTipAmount(value)).toBe(expected);
  });

  it("the form field keeps up to four whole amounts, without repeats, smallest first; blanks are skipped", () => {
    expect(tipAmountsField.parse(["20", "", "5", "5"])).toEqual([5, 20]);
    expect(tipAmountsField.parse(undefined)).toEqual([]);
    expect(tipAmountsField.parse("7")).toEqual([7]);
  });

  it("refuses bad amounts and more than four, with a clear message", () => {
    expect(tipAmountsField.safeParse(["abc"]).error?.issues[0]?.message).toBe(TIP_AMOUNT_MESSAGES.amount);
    expect(tipAmountsField.safeParse(["0"]).error?.issues[0]?.message).toBe(TIP_AMOUNT_MESSAGES.amount);
    expect(tipAmountsField.safeParse([1, 2, 3, 4, 5]).error?.issues[0]?.message).toBe(TIP_AMOUNT_MESSAGES.tooMany);
  });

  it("the hit's amount is a whole number from 1 to 999", () => {
    expect(tipAmountSchema.safeParse(5).success).toBe(true);
    for (const bad of [0, 1000, 2.5, "5", null]) {
      expect(tipAmountSchema.safeParse(bad).error?.issues[0]?.message).toBe(TIP_AMOUNT_MESSAGES.amount);
    }
  });
});
