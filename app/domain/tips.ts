/**
 * Card and wallet tips: the visitor's form, the operator's fee, the performer's Stripe account status and money
 * formatting. Pure rules; the Stripe calls are in app/.server/tips/.
 */
import { numberFormat } from "./intl-formats";
import { isolatedIn, textDirection } from "./languages";

/** A profile's currency until profiles have their own (ISO 4217, lower case as Stripe writes it). */
export const DEFAULT_TIP_CURRENCY = "usd";

export const TIP_NAME_MAX = 50;
export const TIP_MESSAGE_MAX = 280;

/** The number of decimals a currency is counted in: 2 for USD and EUR, 0 for JPY. */
export function currencyDecimals(currency: string): number {
  let decimals = DECIMALS.get(currency);
  if (decimals === undefined) {
    // A NumberFormat costs some 0.1 ms to make: asked once per currency.
    decimals = numberFormat({ style: "currency", currency }, "en").resolvedOptions().maximumFractionDigits ?? 2;
    DECIMALS.set(currency, decimals);
  }
  return decimals;
}
const DECIMALS = new Map<string, number>();

/** Whole units (5, 4.5) as the smallest unit Stripe counts in (500, 450). */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

/** "$5.00", "$12.50", "¥500": an amount in minor units, for the reader's language. */
export function formatMoney(minor: number, currency: string, locale = "en-US"): string {
  const decimals = currencyDecimals(currency);
  const format = numberFormat({ style: "currency", currency: currency.toUpperCase() }, locale);
  return moneyText(format, minor / 10 ** decimals, locale);
}

/** An amount as `format` (in `locale`) writes it, its currency sign isolated in right-to-left languages (joinMoneyParts). */
function moneyText(format: Intl.NumberFormat, value: number, locale: string): string {
  return textDirection(locale) === "rtl" ? joinMoneyParts(format.formatToParts(value), locale) : format.format(value);
}

/**
 * An amount's parts joined, its currency sign isolated in right-to-left languages: Arabic writes "‏5.00 US$", and in a
 * right-to-left line the bidirectional algorithm would show that sign's "$" on its own, as "$US 5.00".
 */
export function joinMoneyParts(parts: Intl.NumberFormatPart[], locale: string): string {
  return parts.map((part) => (part.type === "currency" ? isolatedIn(locale, part.value) : part.value)).join("");
}

/** "$5", "$12.50": a preset amount's button, without ".00" when it is whole. */
export function formatAmountShort(amount: number, currency: string, locale = "en-US"): string {
  const format = numberFormat(
    {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: Number.isInteger(amount) ? 0 : undefined,
    },
    locale,
  );
  return moneyText(format, amount, locale);
}

export type TipLimits = { min: number; max: number };

export type TipRequest = { amount: number; amountMinor: number; name: string | null; message: string | null };

/**
 * The visitor's tip form: `amount` is a preset ("5") or "other" with the amount typed in `custom` ("7.50",
 * "7,50", "$7"). Answers the tip or the message the visitor sees.
 */
export function parseTipForm(
  form: { amount?: string | null; custom?: string | null; name?: string | null; message?: string | null },
  limits: TipLimits,
  currency: string = DEFAULT_TIP_CURRENCY,
  /** The language the limits' amounts are written in (the message itself stays English; app/i18n/known.ts). */
  locale = "en-US",
): { ok: true; tip: TipRequest } | { ok: false; message: string } {
  const chosen = (form.amount ?? "").trim();
  const text = chosen === "other" || chosen === "" ? (form.custom ?? "").trim() : chosen;
  if (text === "") return { ok: false, message: "Choose an amount or type one in." };
  const cleaned = text.replace(/^[$€£]\s*/, "").replace(",", ".");
  const decimals = currencyDecimals(currency);
  const pattern = decimals === 0 ? /^\d{1,7}$/ : new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(cleaned)) return { ok: false, message: "Type the amount as a number, like 5 or 7.50." };
  const amount = Number(cleaned);
  const short = (value: number) => formatAmountShort(value, currency, locale);
  if (amount < limits.min || amount > limits.max) {
    return { ok: false, message: `Tips can be from ${short(limits.min)} to ${short(limits.max)}.` };
  }
  const name = (form.name ?? "").trim().replace(/\s+/g, " ");
  const message = (form.message ?? "").trim();
  if (name.length > TIP_NAME_MAX) return { ok: false, message: `Your name can be at most ${TIP_NAME_MAX} characters.` };
  if (message.length > TIP_MESSAGE_MAX) {
    return { ok: false, message: `Your message can be at most ${TIP_MESSAGE_MAX} characters.` };
  }
  return {
    ok: true,
    tip: {
      amount,
      amountMinor: toMinorUnits(amount, currency),
      name: name || null,
      message: message || null,
    },
  };
}

/** The operator's application fee in minor units: a whole number, never more than the tip. */
export function applicationFee(amountMinor: number, percent: number): number {
  return Math.min(amountMinor, Math.round((amountMinor * percent) / 100));
}

export type AccountStatus = "pending" | "enabled" | "restricted";

/** A performer's connected Stripe account as Tipped keeps it: its id and the status Stripe last reported. */
export type PaymentAccount = { stripeAccountId: string; status: AccountStatus; reason: string | null };

/** What Stripe says of a connected account (the fields of its Account object that matter here). */
export type StripeAccountFacts = {
  charges_enabled?: boolean;
  details_submitted?: boolean;
  requirements?: { disabled_reason?: string | null; currently_due?: string[] | null } | null;
};

/**
 * The status the owner sees: enabled when Stripe lets the account take charges; restricted when Stripe has
 * disabled it (with Stripe's reason, made readable); pending while onboarding is not finished or under review.
 */
export function accountStatus(account: StripeAccountFacts): { status: AccountStatus; reason: string | null } {
  if (account.charges_enabled) return { status: "enabled", reason: null };
  const disabled = account.requirements?.disabled_reason;
  if (disabled && account.details_submitted) return { status: "restricted", reason: readableReason(disabled) };
  return { status: "pending", reason: null };
}

const REASONS: Record<string, string> = {
  "requirements.past_due": "Stripe needs more information from you",
  "requirements.pending_verification": "Stripe is checking your information",
  platform_paused: "Paused by this site's operator",
  "rejected.fraud": "Stripe rejected the account",
  "rejected.terms_of_service": "Stripe rejected the account",
  "rejected.listed": "Stripe rejected the account",
  "rejected.other": "Stripe rejected the account",
  under_review: "Stripe is reviewing the account",
  listed: "Stripe is reviewing the account",
  other: "Stripe has paused the account",
};

function readableReason(code: string): string {
  return REASONS[code] ?? `Stripe: ${code.replace(/[._]/g, " ")}`;
}

export type TipStatus = "open" | "pending" | "succeeded" | "failed" | "expired" | "refunded" | "disputed";

/** Tips that count as money received (a partly refunded tip counts for what is left). */
export const COUNTED_TIP_STATUSES: TipStatus[] = ["succeeded", "disputed"];
