/**
 * Preset tip amounts: up to four whole amounts (in the profile's currency) the owner picks, offered under each payment
 * app as plain links with the amount already filled in, in each app's own link format
 * (docs/decisions/0010-preset-amounts.md gives the formats and their sources).
 */
import { z } from "zod";
import { DEFAULT_CURRENCY } from "./currency";
import { paypalMeWithAmount } from "./local-rails";

export const MAX_TIP_AMOUNTS = 4;
export const MIN_TIP_AMOUNT = 1;
export const MAX_TIP_AMOUNT = 999;
const VENMO_NOTE = "Tip via Tipped";

export const TIP_AMOUNT_MESSAGES = {
  amount: `Amounts: whole dollars from ${MIN_TIP_AMOUNT} to ${MAX_TIP_AMOUNT}`,
  tooMany: `At most ${MAX_TIP_AMOUNTS} amounts`,
} as const;

/** A whole number of dollars in range, or null (never a guess: "5.50", "1e2" and " " are refused). */
export function parseTipAmount(value: unknown): number | null {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d{1,3}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= MIN_TIP_AMOUNT && number <= MAX_TIP_AMOUNT ? number : null;
}

/** One amount, as the analytics hit carries it. */
export const tipAmountSchema = z
  .number({ error: TIP_AMOUNT_MESSAGES.amount })
  .int(TIP_AMOUNT_MESSAGES.amount)
  .min(MIN_TIP_AMOUNT, TIP_AMOUNT_MESSAGES.amount)
  .max(MAX_TIP_AMOUNT, TIP_AMOUNT_MESSAGES.amount);

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && !value.trim());

/**
 * The form's four amount inputs (tipAmounts[0..3]; blanks are skipped) or a JSON array: whole dollars 1–999, at
 * most four, stored without repeats, smallest first.
 */
export const tipAmountsField = z
  .preprocess(
    (value) => (Array.isArray(value) ? value : blank(value) ? [] : [value]).filter((entry) => !blank(entry)),
    z
      .array(z.unknown())
      .max(MAX_TIP_AMOUNTS, TIP_AMOUNT_MESSAGES.tooMany)
      .transform((values, context) => {
        const amounts: number[] = [];
        for (const value of values) {
          const amount = parseTipAmount(value);
          if (amount === null) {
            context.addIssue({ code: "custom", message: TIP_AMOUNT_MESSAGES.amount });
            return z.NEVER;
          }
          amounts.push(amount);
        }
        return [...new Set(amounts)].sort((a, b) => a - b);
      }),
  )
  .optional()
  .transform((value) => value ?? []) as unknown as z.ZodType<number[], (number | string)[] | undefined>;

export type AmountLink = { amount: number; url: string };

const pathOf = (url: string, host: string): string[] | null => {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" || parsed.hostname.replace(/^www\./, "") !== host) return null;
    return parsed.pathname.split("/").filter(Boolean);
  } catch {
    return null;
  }
};

const CASHTAG = /^\$[A-Za-z][A-Za-z0-9_-]{0,19}$/;
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Cash App: `https://cash.app/$tag/5` from the stored `https://cash.app/$tag`. */
export function cashAppAmountUrl(cashAppUrl: string, amount: number): string | null {
  const path = pathOf(cashAppUrl, "cash.app");
  const tag = path?.length === 1 ? decodeURIComponent(path[0]!) : null;
  return tag && CASHTAG.test(tag) ? `https://cash.app/${tag}/${amount}` : null;
}

/** PayPal.Me: `https://paypal.me/name/5EUR` from the stored `https://paypal.me/name`, in the profile's currency. */
export function payPalAmountUrl(payPalUrl: string, amount: number, currency = DEFAULT_CURRENCY): string | null {
  const path = pathOf(payPalUrl, "paypal.me");
  const name = path?.length === 1 ? path[0]! : null;
  return name && USERNAME.test(name) ? paypalMeWithAmount(name, amount, currency) : null;
}

/**
 * Venmo: `https://venmo.com/name?txn=pay&amount=5&note=Tip%20via%20Tipped` from the stored
 * `https://venmo.com/u/name`.
 */
export function venmoAmountUrl(venmoUrl: string, amount: number): string | null {
  const path = pathOf(venmoUrl, "venmo.com");
  const name =
    path?.length === 2 && path[0] === "u" ? path[1]! : path?.length === 1 && path[0] !== "u" ? path[0]! : null;
  if (!name || !USERNAME.test(name)) return null;
  return `https://venmo.com/${name}?txn=pay&amount=${amount}&note=${encodeURIComponent(VENMO_NOTE)}`;
}

type Builder = (url: string, amount: number, currency: string) => string | null;
const BUILDERS: Record<string, Builder> = { cashapp: cashAppAmountUrl, paypal: payPalAmountUrl, venmo: venmoAmountUrl };
/** Cash App and Venmo pay in dollars only; PayPal names the currency in the link. */
const DOLLARS_ONLY = new Set(["cashapp", "venmo"]);

/**
 * The amount links of one payment link, in the profile's currency; none when the app's link is not in a form we can
 * add an amount to, or the app cannot pay in that currency.
 */
export function amountLinks(
  platform: string,
  url: string,
  amounts: readonly number[],
  currency = DEFAULT_CURRENCY,
): AmountLink[] {
  const build = BUILDERS[platform];
  if (!build || (DOLLARS_ONLY.has(platform) && currency.toUpperCase() !== "USD")) return [];
  return amounts.flatMap((amount) => {
    const link = build(url, amount, currency);
    return link ? [{ amount, url: link }] : [];
  });
}
