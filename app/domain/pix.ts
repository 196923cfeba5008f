/**
 * PIX (Brazil), one of the local ways to pay (local-rails.ts): the key as the owner types it, checked and stored in
 * one form, and the BR Code ("Pix copia e cola", an EMV payload) a payer's app reads, built from its manual's format
 * and read back.
 */
import { type Checked, ok, RAIL_MESSAGES, refused } from "./local-rails";

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** CPF: 11 digits, the last two check digits (mod 11); not all one digit. */
export function isCpf(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** CNPJ: 14 digits, the last two check digits (mod 11 with weights 2–9). */
export function isCnpj(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[length - 1 - i]) * ((i % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PixKeyType = "cpf" | "cnpj" | "phone" | "email" | "random";

/**
 * A PIX key as the DICT stores it: a CPF or CNPJ as digits, a phone as "+55" and 10 or 11 digits, an e-mail
 * (at most 77 characters) in lower case, or a random key (a UUID) in lower case.
 */
export function checkPixKey(input: string): Checked & { type?: PixKeyType } {
  const value = input.trim();
  if (RANDOM_KEY.test(value)) return { ...ok(value.toLowerCase()), type: "random" };
  if (value.includes("@")) {
    return EMAIL.test(value) && value.length <= 77
      ? { ...ok(value.toLowerCase()), type: "email" }
      : refused(RAIL_MESSAGES.pix);
  }
  if (value.startsWith("+")) {
    const phone = /^\+55(\d{10,11})$/.exec(value.replace(/[\s().-]/g, ""));
    return phone ? { ...ok(`+55${phone[1]}`), type: "phone" } : refused(RAIL_MESSAGES.pix);
  }
  if (/^[\d\s./-]+$/.test(value)) {
    if (isCpf(value)) return { ...ok(digitsOf(value)), type: "cpf" };
    if (isCnpj(value)) return { ...ok(digitsOf(value)), type: "cnpj" };
  }
  return refused(RAIL_MESSAGES.pix);
}

/** Letters without their accents, upper case, only what the BR Code's character set holds ("São Paulo" → "SAO PAULO"). */
export const asciiFold = (value: string): string =>
  value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .replace(/[^\x20-\x7E]/g, "")
    .trim();

/** The city a PIX code carries: letters, at most 15 once folded to ASCII. */
export function checkPixCity(input: string): Checked {
  const folded = asciiFold(input);
  return folded !== "" && folded.length <= 15 && /^[A-Za-z .'-]+$/.test(folded)
    ? ok(input.trim().replace(/\s+/g, " "))
    : refused(RAIL_MESSAGES.pixCity);
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const tlv = (id: string, value: string) => {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
};

export type PixCode = { key: string; name: string; city: string; amount?: number; txid?: string };

/**
 * The static BR Code ("Pix copia e cola"): payload format 01, the merchant account (GUI br.gov.bcb.pix as the
 * manual writes it, and the key), category 0000, currency 986 (BRL), the amount when there is one, country BR,
 * the name (25) and city (15) folded to ASCII, txid "***" (none), then the CRC over all that precedes it.
 */
export function pixPayload({ key, name, city, amount, txid = "***" }: PixCode): string {
  const body =
    tlv("00", "01") +
    tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("01", key)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    (amount ? tlv("54", amount.toFixed(2)) : "") +
    tlv("58", "BR") +
    tlv("59", asciiFold(name).slice(0, 25)) +
    tlv("60", asciiFold(city).slice(0, 15)) +
    tlv("62", tlv("05", txid)) +
    "6304";
  return body + crc16(body);
}

/** The fields of a TLV string, in order; null when a length runs past the end. */
function readTlv(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) return null;
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** A BR Code read back: its key, name, city, amount and txid, if its CRC is right and it is a PIX code. */
export function parsePixPayload(payload: string): (PixCode & { crc: string }) | null {
  const crc = payload.slice(-4);
  if (payload.slice(-8, -4) !== "6304" || crc16(payload.slice(0, -4)) !== crc.toUpperCase()) return null;
  const fields = readTlv(payload);
  const account = readTlv(fields?.get("26") ?? "");
  if (!fields || !account || account.get("00")?.toLowerCase() !== "br.gov.bcb.pix") return null;
  const key = account.get("01");
  const amount = fields.get("54");
  if (!key || fields.get("53") !== "986") return null;
  return {
    key,
    name: fields.get("59") ?? "",
    city: fields.get("60") ?? "",
    ...(amount ? { amount: Number(amount) } : {}),
    txid: readTlv(fields.get("62") ?? "")?.get("05"),
    crc,
  };
}
