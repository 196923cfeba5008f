import { describe, expect, it } from "vitest";
import {
  asciiFold,
  checkIban,
  checkPayeeName,
  checkPixCity,
  checkPixKey,
  checkSwishNumber,
  checkUpiId,
  crc16,
  epcPayload,
  isCnpj,
  isCpf,
  parseEpcPayload,
  parsePixPayload,
  parseUpiLink,
  paypalMeWithAmount,
  pixPayload,
  RAIL_MESSAGES,
  swishLink,
  upiLink,
} from "./local-rails";

/** The BR Code manual's example of a static code (a random key, no amount) and its CRC. */
const MANUAL_BR_CODE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

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

describe("PIX keys", () => {
  it.each([
    ["529.982.247-25", "52998224725", "cpf"],
    ["11.222.333/0001-81", "11222333000181", "cnpj"],
    ["+55 (11) 98765-4321", "+5511987654321", "phone"],
    ["+55 11 3456-7890", "+551134567890", "phone"],
    ["Maya@Example.com.br", "maya@example.com.br", "email"],
    ["123E4567-E12B-12D1-A456-426655440000", "123e4567-e12b-12d1-a456-426655440000", "random"],
  ])("%s → %s (%s)", (input, value, type) => {
    expect(checkPixKey(input)).toEqual({ ok: true, value, type });
  });
  it.each([
    "529.982.247-24",
    "111.111.111-11",
    "11.222.333/0001-82",
    "+1 415 555 0100",
    "+55 11 1234",
    "11987654321",
    "maya@",
    `${"a".repeat(70)}@example.com`,
    "123e4567-e12b-12d1-a456",
    "",
  ])("refuses %j", (input) => {
    expect(checkPixKey(input)).toEqual({ ok: false, message: RAIL_MESSAGES.pix });
  });
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["00000000000", false],
  ])("CPF %s valid: %s", (input, expected) => expect(isCpf(input)).toBe(expected));
  it.each([
    ["11222333000181", true],
    ["11222333000180", false],
  ])("CNPJ %s valid: %s", (input, expected) => expect(isCnpj(input)).toBe(expected));
});

describe("the BR Code", () => {
  it("reproduces the manual's example byte for byte, CRC included", () => {
    const payload = pixPayload({
      key: "123e4567-e12b-12d1-a456-426655440000",
      name: "Fulano de Tal",
      city: "BRASILIA",
    });
    expect(payload).toBe(MANUAL_BR_CODE);
    expect(crc16(MANUAL_BR_CODE.slice(0, -4))).toBe("1D3D");
  });
  it("CRC16-CCITT-FALSE check value", () => {
    expect(crc16("123456789")).toBe("29B1");
  });
  it("folds name and city to ASCII and cuts them at 25 and 15; carries the amount", () => {
    const payload = pixPayload({
      key: "+5511987654321",
      name: "João Ñandú da Conceição Silva",
      city: "São José dos Campos",
      amount: 10,
    });
    expect(payload).toContain("540510.00");
    expect(parsePixPayload(payload)).toEqual({
      key: "+5511987654321",
      name: "Joao Nandu da Conceicao S",
      city: "Sao Jose dos Ca",
      amount: 10,
      txid: "***",
      crc: payload.slice(-4),
    });
  });
  it.each([
    ["a changed character", MANUAL_BR_CODE.replace("Fulano", "Fulana")],
    ["a wrong CRC", MANUAL_BR_CODE.replace(/1D3D$/, "1D3E")],
    ["no CRC field", MANUAL_BR_CODE.slice(0, -8)],
    ["another scheme", "000201"],
  ])("refuses %s", (_, payload) => {
    expect(parsePixPayload(payload)).toBeNull();
  });
  it("accepts a lower-case CRC", () => {
    expect(parsePixPayload(MANUAL_BR_CODE.replace(/1D3D$/, "1d3d"))?.key).toBe("123e4567-e12b-12d1-a456-426655440000");
  });
  it.each([
    ["São Paulo", true],
    ["Rio de Janeiro", true],
    ["Florianópolis", true],
    ["Governador Valadares", false],
    ["123", false],
    ["", false],
  ])("city %j fits: %s", (city, fits) => {
    expect(checkPixCity(city).ok).toBe(fits);
  });
  it("ascii folding", () => expect(asciiFold("  Ação  é\u00a0já ")).toBe("Acao e ja"));
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
