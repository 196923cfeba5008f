/**
 * Local ways to pay (docs/payments.md, "Local ways to pay"): each rail's value as the owner types it, checked and
 * stored in one form, and the payload a payer's app reads, built from its scheme's documented format and read back
 * (so a test can prove that what is printed is exactly what the performer entered).
 *
 * Links (Monzo.me, Revolut.Me, bunq.me) are platforms of links.ts. Here: Swish and UPI (deep links an app opens),
 * PIX (the BR Code, an EMV payload) and SEPA credit transfer (the EPC "GiroCode" QR payload), which a second phone
 * scans from the sign or a payer pastes.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from "ibantools";

export const RAIL_MESSAGES = {
  swish: "Enter a Swish number, like 123 456 78 90 or 070 123 45 67",
  upi: "Enter a UPI ID, like yourname@okbank",
  pix: "Enter a PIX key: a CPF, CNPJ, phone (+55…), e-mail or random key",
  pixCity: "Enter your city in letters (PIX needs it), at most 15",
  iban: "Enter a valid IBAN (the check digits do not match)",
  ibanSepa: "This IBAN is not from a SEPA country",
  payeeName: "Enter the account holder's name, at most 70 characters",
  payeeNameNeeded: "The account holder's name is needed for PIX, bank transfer and UPI",
} as const;

export type Checked = { ok: true; value: string } | { ok: false; message: string };
const ok = (value: string): Checked => ({ ok: true, value });
const refused = (message: string): Checked => ({ ok: false, message });

/** The note a payer's app shows, where the format has one. */
export const TIP_NOTE = "Tip via Tipped";

/** Whole amounts as they are ("5"), others with their cents ("7.50"); zero-decimal currencies rounded. */
const amountText = (amount: number, decimals: number) =>
  decimals === 0 ? String(Math.round(amount)) : Number.isInteger(amount) ? String(amount) : amount.toFixed(decimals);

// ——— PayPal.Me with a currency

/** PayPal's currencies without decimals (PayPal's currency-code page). */
const PAYPAL_WHOLE = new Set(["JPY", "HUF", "TWD"]);

/** `https://paypal.me/name/5EUR`: the amount in the profile's currency; null when PayPal could not read it. */
export function paypalMeWithAmount(name: string, amount: number, currency: string): string | null {
  const code = currency.toUpperCase();
  if (!/^[A-Za-z0-9]{1,64}$/.test(name) || !/^[A-Z]{3}$/.test(code) || !(amount > 0)) return null;
  return `https://paypal.me/${name}/${amountText(amount, PAYPAL_WHOLE.has(code) ? 0 : 2)}${code}`;
}

// ——— Swish (Sweden)

/**
 * A Swish number as digits: a business number (123 and seven digits) or a Swedish mobile number in international
 * form ("070-123 45 67", "+46 70 123 45 67" → "46701234567").
 */
export function checkSwishNumber(input: string): Checked {
  const digits = input.trim().replace(/[\s-]/g, "");
  if (/^123\d{7}$/.test(digits)) return ok(digits);
  const mobile = /^(?:\+46|0046|0)(7\d{8})$/.exec(digits);
  return mobile ? ok(`46${mobile[1]}`) : refused(RAIL_MESSAGES.swish);
}

/** Swish's app link: `swish://payment?data=` and the payment's JSON, URL-encoded; the amount in SEK only. */
export function swishLink(number: string, amount?: number): string {
  const data = {
    version: 1,
    payee: { value: number },
    ...(amount ? { amount: { value: amount, editable: true } } : {}),
    message: { value: TIP_NOTE, editable: true },
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}

// ——— UPI (India)

const VPA = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/** A UPI ID (virtual payment address), "name@bank", kept in lower case. */
export function checkUpiId(input: string): Checked {
  const value = input.trim().replace(/^upi:\/\/pay\?pa=/i, "");
  return VPA.test(value) ? ok(value.toLowerCase()) : refused(RAIL_MESSAGES.upi);
}

/** A query value as UPI apps read it: a space is %20, never "+"; "@" stays as typed. */
const upiEncode = (value: string) => encodeURIComponent(value).replace(/%40/g, "@");

/** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`: a link on a phone and the same text in a QR code. */
export function upiLink(vpa: string, name: string, amount?: number): string {
  const params = [
    ["pa", vpa],
    ["pn", name],
    ...(amount ? [["am", amount.toFixed(2)]] : []),
    ["cu", "INR"],
    ["tn", TIP_NOTE],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${upiEncode(value!)}`).join("&")}`;
}

/** The fields of a UPI link (for tests and the sign's label). */
export function parseUpiLink(link: string): Record<string, string> | null {
  const match = /^upi:\/\/pay\?(.*)$/.exec(link);
  if (!match) return null;
  return Object.fromEntries(
    match[1]!.split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );
}

// ——— PIX (Brazil): the BR Code

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

// ——— SEPA credit transfer: the EPC QR code ("GiroCode")

/** An IBAN in its electronic form ("DE89 3704 …" → "DE89370400440532013000"), mod-97 and length checked. */
export function checkIban(input: string): Checked {
  const iban = electronicFormatIBAN(input.trim()) ?? "";
  if (!isValidIBAN(iban)) return refused(RAIL_MESSAGES.iban);
  return isSEPACountry(iban.slice(0, 2)) ? ok(iban) : refused(RAIL_MESSAGES.ibanSepa);
}

/** "DE89 3704 0044 0532 0130 00", as a bank prints it. */
export const ibanForPeople = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;

/** The account holder's name: at most 70 characters (the EPC limit, the longest of the rails). */
export function checkPayeeName(input: string): Checked {
  const name = input.trim().replace(/\s+/g, " ");
  return name !== "" && name.length <= 70 ? ok(name) : refused(RAIL_MESSAGES.payeeName);
}

export const EPC_MAX_AMOUNT = 999_999_999.99;

export type EpcTransfer = { name: string; iban: string; amount?: number; bic?: string; text?: string };

/**
 * EPC069-12 version 002: BCD, 002, 1 (UTF-8), SCT, the BIC (optional in 002), the name (70), the IBAN, the amount
 * "EUR12.50" (0.01–999999999.99, or empty: the payer types it), purpose and structured reference empty, the text
 * (140); lines end with LF and the last one with nothing.
 */
export function epcPayload({ name, iban, amount, bic = "", text = TIP_NOTE }: EpcTransfer): string {
  if (amount !== undefined && !(amount >= 0.01 && amount <= EPC_MAX_AMOUNT)) {
    throw new RangeError("EPC amounts are EUR 0.01 to 999999999.99");
  }
  if (name.length > 70 || text.length > 140) throw new RangeError("EPC name or text too long");
  const lines = ["BCD", "002", "1", "SCT", bic, name, iban, amount ? `EUR${amount.toFixed(2)}` : "", "", "", text];
  return lines.join("\n");
}

/** An EPC QR payload read back; null when it is not a credit transfer with a valid IBAN. */
export function parseEpcPayload(payload: string): (EpcTransfer & { version: string }) | null {
  const lines = payload.split(/\r?\n/);
  const [service, version, charset, identification, bic = "", name = "", iban = "", money = ""] = lines;
  if (service !== "BCD" || !["001", "002"].includes(version ?? "") || charset !== "1" || identification !== "SCT") {
    return null;
  }
  if (!isValidIBAN(iban)) return null;
  const amount = /^EUR(\d{1,9}(?:\.\d{1,2})?)$/.exec(money);
  if (money !== "" && !amount) return null;
  return {
    version: version!,
    name,
    iban,
    ...(amount ? { amount: Number(amount[1]) } : {}),
    ...(bic ? { bic } : {}),
    text: lines[10] ?? "",
  };
}

/** A profile's local ways to pay, none set: what a profile without them stores. */
export const NO_LOCAL_RAILS = {
  monzoUrl: null,
  revolutUrl: null,
  bunqUrl: null,
  swishNumber: null,
  upiId: null,
  pixKey: null,
  pixCity: null,
  iban: null,
  payeeName: null,
} as const;
