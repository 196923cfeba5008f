/**
 * Local ways to pay (docs/payments.md, "Local ways to pay"): each rail's value as the owner types it, checked and
 * stored in one form, and the payload a payer's app reads, built from its scheme's documented format and read back
 * (so a test can prove that what is printed is exactly what the performer entered).
 *
 * Links (Monzo.me, Revolut.Me, bunq.me) are platforms of links.ts. Here: Swish and UPI (deep links an app opens),
 * PIX (the BR Code, an EMV payload; in pix.ts) and SEPA credit transfer (the EPC "GiroCode" QR payload), which a
 * second phone scans from the sign or a payer pastes.
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
export const ok = (value: string): Checked => ({ ok: true, value });
export const refused = (message: string): Checked => ({ ok: false, message });

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
