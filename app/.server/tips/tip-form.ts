/**
 * The profile page's card-and-wallet tip form: what the page shows of it, and its POST, which starts a Checkout
 * (checkout.ts).
 */
import { DEFAULT_TIP_CURRENCY, parseTipForm } from "~/domain/tips";
import { errorForLog } from "../platform/log-safe";
import type { StripeSettings } from "../platform/settings";
import type { Runtime } from "../runtime";
import { findReturnedTip, type ReturnedTip, startCheckout } from "./checkout";
import { findPaymentAccount, type PaymentAccount } from "./connect";
import { STRIPE_UNAVAILABLE_MESSAGE } from "./stripe";
import { getLocale } from "~/i18n/paraglide/runtime.js";

const DEFAULT_CARD_PRESETS = [2, 5, 10, 20];

export type TipFormValues = { amount: string; custom: string; name: string; message: string };

/** The profile page's card-and-wallet block: null when the page takes no card tips. */
export type CardTipsView = {
  currency: string;
  presets: number[];
  min: number;
  max: number;
  /** Back from Checkout: "thanks" (with the tip, when found) or "cancelled" (the form filled in again). */
  outcome: "thanks" | "cancelled" | null;
  returned: ReturnedTip | null;
};

export async function cardTipsView(
  runtime: Runtime,
  ownerUid: string,
  presets: number[],
  search: URLSearchParams,
  currency: string = DEFAULT_TIP_CURRENCY,
): Promise<CardTipsView | null> {
  const settings = runtime.settings.stripe;
  if (!settings) return null;
  const account = await findPaymentAccount(runtime.db, ownerUid);
  if (account?.status !== "enabled") return null;
  const outcomeParam = search.get("tip");
  const outcome = outcomeParam === "thanks" || outcomeParam === "cancelled" ? outcomeParam : null;
  const tipId = search.get("t");
  return {
    currency: currency.toLowerCase(),
    // A performer who set no amounts for their app links still gets one-tap amounts here.
    presets: (presets.length > 0 ? presets : DEFAULT_CARD_PRESETS).filter(
      (amount) => amount >= settings.min && amount <= settings.max,
    ),
    min: settings.min,
    max: settings.max,
    outcome,
    returned: outcome && tipId ? await findReturnedTip(runtime, ownerUid, tipId) : null,
  };
}

/**
 * The profile page's POST: a card tip's form. Answers Checkout's address, or the message the visitor sees beside
 * the form (filled in again) with its status: a bad amount, a flood, a page that takes no card tips, Stripe away.
 */
export async function tipAction(
  runtime: Runtime,
  input: {
    ownerUid: string;
    performerName: string;
    returnTo: string;
    form: FormData;
    clientIp: string;
    source: string | null;
    /** The profile's: TIP_MIN and TIP_MAX are whole units of it. */
    currency: string;
    account: Pick<PaymentAccount, "stripeAccountId" | "status"> | null;
    attribution?: { pitchId: string | null; sessionId: string | null };
  },
): Promise<{ url: string } | { status: number; message: string; values: TipFormValues }> {
  const text = (name: string) => {
    const value = input.form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: TipFormValues = {
    amount: text("amount"),
    custom: text("custom"),
    name: text("name").slice(0, 200),
    message: text("message").slice(0, 2000),
  };
  const settings = runtime.settings.stripe;
  if (!settings) return { status: 404, message: "This site does not take card tips.", values };
  const limit = await runtime.limiter.hit("tip-checkout", input.clientIp, {
    max: runtime.settings.TIP_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed) {
    return {
      status: 429,
      message: "Too many tips started from here. Please wait a few minutes and try again.",
      values,
    };
  }
  const parsed = parseTipForm(values, settings, input.currency.toLowerCase(), getLocale());
  if (!parsed.ok) return { status: 400, message: parsed.message, values };
  try {
    const started = await startCheckout(runtime as Runtime & { settings: { stripe: StripeSettings } }, {
      ownerUid: input.ownerUid,
      performerName: input.performerName,
      returnTo: input.returnTo,
      tip: parsed.tip,
      source: input.source,
      currency: input.currency,
      account: input.account,
      attribution: input.attribution,
    });
    if ("refused" in started) return { status: 409, message: started.refused, values };
    return started;
  } catch (error) {
    console.error("A card tip's checkout could not start", errorForLog(error));
    return { status: 503, message: STRIPE_UNAVAILABLE_MESSAGE, values };
  }
}
