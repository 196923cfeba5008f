import { describe, expect, it } from "vitest";
import {
  checkIban,
  checkPayeeName,
  checkSwishNumber,
  checkUpiId,
  epcPayload,
  parseEpcPayload,
  parseUpiLink,
  paypalMeWithAmount,
  RAIL_MESSAGES,
  swishLink,
  upiLink,
} from "./local-rails";

describe("PayPal.Me with the profile's currency", () => {
  it.each([
    ["maya", 5, "EUR", "https://paypal.me/maya/5EUR"],
    ["maya", 7.5, "usd", "https://paypal.me/maya/7.50USD"],
    ["maya", 500, "JPY", "https://paypal.me/maya/500JPY"],
    ["maya", 99.6, "HUF", "https://paypal.me/maya/100HUF"],
    ["maya/x", 5, "EUR", null],
    ["maya", 0, "EUR", null],
    ["maya", 5, "EURO", null],
  ])("%s %d %s → %s", (name, amount, currency, expected) => {
    expect(paypalMeWithAmount(name, amount, currency)).toBe(expected);
  });
});

describe("Swish", () => {
  it.each([
    ["123 456 78 90", "1234567890"],
    ["1231181189", "1231181189"],
    ["070-123 45 67", "46701234567"],
    ["+46 70 123 45 67", "46701234567"],
    ["0046701234567", "46701234567"],
  ])("%s → %s", (input, expected) => {
    expect(checkSwishNumber(input)).toEqual({ ok: true, value: expected });
  });
  it.each(["", "12345", "08-123 45 67", "+4670123456", "1234567890123", "abc"])("refuses %j", (input) => {
    expect(checkSwishNumber(input)).toEqual({ ok: false, message: RAIL_MESSAGES.swish });
  });
  it("the app link carries the payee, amount and note as URL-encoded JSON", () => {
    const link = swishLink("1231181189", 20);
    expect(link.startsWith("swish://payment?data=")).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice("swish://payment?data=".length)))).toEqual({
      version: 1,
      payee: { value: "1231181189" },
      amount: { value: 20, editable: true },
      message: { value: "Tip via Tipped", editable: true },
    });
    expect(JSON.parse(decodeURIComponent(swishLink("1231181189").split("data=")[1]!))).not.toHaveProperty("amount");
  });
});

describe("UPI", () => {
  it.each([
    ["maya@okaxis", "maya@okaxis"],
    [" Maya.Rao-1@ybl ", "maya.rao-1@ybl"],
    ["upi://pay?pa=maya@upi", "maya@upi"],
  ])("%j → %s", (input, expected) => {
    expect(checkUpiId(input)).toEqual({ ok: true, value: expected });
  });
  it.each(["maya", "@okaxis", "maya@", "maya @okaxis", "maya@ok axis", "maya@1bank"])("refuses %j", (input) => {
    expect(checkUpiId(input)).toEqual({ ok: false, message: RAIL_MESSAGES.upi });
  });
  it("spaces are %20, never +, and the fields read back", () => {
    const link = upiLink("maya@okaxis", "Maya & Rao+Co", 50);
    expect(link).toBe("upi://pay?pa=maya@okaxis&pn=Maya%20%26%20Rao%2BCo&am=50.00&cu=INR&tn=Tip%20via%20Tipped");
    expect(link).not.toContain("+");
    expect(parseUpiLink(link)).toEqual({
      pa: "maya@okaxis",
      pn: "Maya & Rao+Co",
      am: "50.00",
      cu: "INR",
      tn: "Tip via Tipped",
    });
    expect(upiLink("maya@okaxis", "Maya")).not.toContain("am=");
  });
});

describe("IBAN", () => {
  it.each([
    ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["be72000000001616", "BE72000000001616"],
    ["GB29NWBK60161331926819", "GB29NWBK60161331926819"],
    ["FR14 2004 1010 0505 0001 3M02 606", "FR1420041010050500013M02606"],
  ])("%s → %s", (input, expected) => {
    expect(checkIban(input)).toEqual({ ok: true, value: expected });
  });
  it.each([
    ["DE89 3704 0044 0532 0130 01", RAIL_MESSAGES.iban],
    ["DE89 3704 0044 0532 0130", RAIL_MESSAGES.iban],
    ["XX89370400440532013000", RAIL_MESSAGES.iban],
    ["not an iban", RAIL_MESSAGES.iban],
    ["PK36SCBL0000001123456702", RAIL_MESSAGES.ibanSepa],
  ])("refuses %s", (input, message) => {
    expect(checkIban(input)).toEqual({ ok: false, message });
  });
  it.each([
    ["  Maya   Rao ", { ok: true, value: "Maya Rao" }],
    ["", { ok: false, message: RAIL_MESSAGES.payeeName }],
    ["x".repeat(71), { ok: false, message: RAIL_MESSAGES.payeeName }],
  ])("holder name %j", (input, expected) => expect(checkPayeeName(input)).toEqual(expected));
});

describe("the EPC QR payload (EPC069-12)", () => {
  it("the guidelines' example reads back", () => {
    const example = [
      "BCD",
      "001",
      "1",
      "SCT",
      "BPOTBEB1",
      "Red Cross of Belgium",
      "BE72000000001616",
      "EUR1",
      "CHAR",
      "",
      "Urgency fund",
      "Sample EPC QR code",
    ].join("\n");
    expect(parseEpcPayload(example)).toEqual({
      version: "001",
      bic: "BPOTBEB1",
      name: "Red Cross of Belgium",
      iban: "BE72000000001616",
      amount: 1,
      text: "Urgency fund",
    });
  });
  it("version 002 without BIC, amount with cents, note as text", () => {
    const payload = epcPayload({ name: "Maya Rao", iban: "DE89370400440532013000", amount: 12.5 });
    expect(payload).toBe("BCD\n002\n1\nSCT\n\nMaya Rao\nDE89370400440532013000\nEUR12.50\n\n\nTip via Tipped");
    expect(parseEpcPayload(payload)).toMatchObject({ iban: "DE89370400440532013000", amount: 12.5, name: "Maya Rao" });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });
  it("without an amount the payer types it", () => {
    const payload = epcPayload({ name: "Maya Rao", iban: "DE89370400440532013000" });
    expect(payload.split("\n")[7]).toBe("");
    expect(parseEpcPayload(payload)).not.toHaveProperty("amount");
  });
  it.each([0, 0.001, 1_000_000_000])("refuses the amount %d", (amount) => {
    expect(() => epcPayload({ name: "M", iban: "DE89370400440532013000", amount })).toThrow(RangeError);
  });
  it("the largest amount and the longest name and text fit", () => {
    const payload = epcPayload({
      name: "N".repeat(70),
      iban: "DE89370400440532013000",
      amount: 999_999_999.99,
      text: "T".repeat(140),
    });
    expect(payload).toContain("EUR999999999.99");
    expect(() => epcPayload({ name: "N".repeat(71), iban: "DE89370400440532013000" })).toThrow(RangeError);
    expect(() => epcPayload({ name: "N", iban: "DE89370400440532013000", text: "T".repeat(141) })).toThrow(RangeError);
  });
  it.each([
    ["a bad IBAN", "BCD\n002\n1\nSCT\n\nM\nDE89370400440532013001\nEUR1"],
    ["another service", "BCD\n002\n1\nINST\n\nM\nDE89370400440532013000\nEUR1"],
    ["a bad amount", "BCD\n002\n1\nSCT\n\nM\nDE89370400440532013000\nUSD1"],
    ["not EPC", "hello"],
  ])("refuses %s", (_, payload) => {
    expect(parseEpcPayload(payload)).toBeNull();
  });
});
