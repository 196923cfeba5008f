import { describe, expect, it } from "vitest";
import { RAIL_MESSAGES } from "./local-rails";
import { asciiFold, checkPixCity, checkPixKey, crc16, isCnpj, isCpf, parsePixPayload, pixPayload } from "./pix";

/** The BR Code manual's example of a static code (a random key, no amount) and its CRC. */
const MANUAL_BR_CODE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

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
