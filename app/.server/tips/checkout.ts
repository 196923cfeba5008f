/**
 * The visitor's card or wallet tip: a Stripe Checkout Session (hosted, so Apple Pay and Google Pay appear without
 * registering the site's domain) as a destination charge to the performer's account, with the operator's fee
 * (docs/decisions/0018-card-tips.md). The tip is stored as "open" before the visitor leaves; webhooks settle it.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { applicationFee, currencyDecimals, formatMoney, type TipRequest, type TipStatus } from "~/domain/tips";
import { tipEvents } from "../platform/metrics/metrics";
import type { StripeSettings } from "../platform/settings";
import type { Runtime } from "../runtime";
import { user } from "../accounts/schema";
import { performanceSessions, pitches } from "../pitches/schema";
import { profiles } from "../profiles/schema";
import type { PaymentAccount } from "./connect";
import { paymentAccounts, tips } from "./schema";
import { stripeClient } from "./stripe";
import { getLocale } from "~/i18n/paraglide/runtime.js";

/**
 * Creates the Checkout Session and answers the address to send the visitor to. `returnTo` is the profile's own
 * address (its short link when it has one); the visitor comes back there with `?tip=thanks` or `?tip=cancelled`.
 */
export async function startCheckout(
  runtime: Runtime & { settings: { stripe: StripeSettings } },
  input: {
    ownerUid: string;
    performerName: string;
    returnTo: string;
    tip: TipRequest;
    source: string | null;
    /** The profile's (ISO 4217); the tip's amount is in its minor units. */
    currency: string;
    account: Pick<PaymentAccount, "stripeAccountId" | "status"> | null;
    attribution?: { pitchId: string | null; sessionId: string | null };
  },
): Promise<{ url: string } | { refused: string }> {
  const { stripe: settings } = runtime.settings;
  const { account } = input;
  if (account?.status !== "enabled") return { refused: "This performer does not take card tips right now." };
  // Stripe writes currencies in lower case.
  const currency = input.currency.toLowerCase();
  const amount = input.tip.amountMinor;
  const fee = applicationFee(amount, settings.feePercent);
  const id = randomUUID();
  const back = (outcome: string) => {
    const url = new URL(input.returnTo);
    url.searchParams.set("tip", outcome);
    url.searchParams.set("t", id);
    url.hash = "tip";
    return url.href;
  };
  const stripe = await stripeClient(settings);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      submit_type: "donate",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: amount,
            product_data: { name: `Tip for ${input.performerName}`.slice(0, 250) },
          },
        },
      ],
      payment_intent_data: {
        ...(fee > 0 ? { application_fee_amount: fee } : {}),
        on_behalf_of: account.stripeAccountId,
        transfer_data: { destination: account.stripeAccountId },
        description: `Tip for ${input.performerName} via Tipped`.slice(0, 1000),
        metadata: { tipped_tip: id, tipped_profile: input.ownerUid },
      },
      metadata: { tipped_tip: id, tipped_profile: input.ownerUid },
      success_url: back("thanks"),
      cancel_url: back("cancelled"),
    },
    { idempotencyKey: `tipped-tip-${id}` },
  );
  if (!session.url) throw new Error("Stripe answered a Checkout Session without an address");
  await runtime.db.insert(tips).values({
    id,
    profileUid: input.ownerUid,
    stripeAccountId: account.stripeAccountId,
    checkoutSessionId: session.id,
    amount,
    currency,
    fee,
    net: amount - fee,
    source: input.source,
    pitchId: input.attribution?.pitchId ?? null,
    sessionId: input.attribution?.sessionId ?? null,
    name: input.tip.name,
    message: input.tip.message,
  });
  tipEvents.inc({ event: "checkout" });
  return { url: session.url };
}

export type ReturnedTip = {
  status: TipStatus;
  /** "$5.00" */
  amount: string;
  /** 5: the amount as the form takes it */
  value: number;
  name: string | null;
  message: string | null;
};

/**
 * The tip a visitor comes back with from Checkout (its id is in the return address, known only to them): the
 * thank-you says its amount, and a cancelled one fills the form in again.
 */
export async function findReturnedTip(runtime: Runtime, ownerUid: string, id: string): Promise<ReturnedTip | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await runtime.db
    .select({
      status: tips.status,
      amount: tips.amount,
      currency: tips.currency,
      name: tips.name,
      message: tips.message,
    })
    .from(tips)
    .where(and(eq(tips.id, id), eq(tips.profileUid, ownerUid)));
  if (!row) return null;
  return {
    status: row.status as TipStatus,
    amount: formatMoney(row.amount, row.currency, getLocale()),
    value: row.amount / 10 ** currencyDecimals(row.currency),
    name: row.name,
    message: row.message,
  };
}

/** What a tip POST needs of the page it was sent from. */
export type TipTarget = {
  names: { firstName: string | null; lastName: string | null; altName: string | null };
  address: { ownerUid: string; handle: string | null };
  currency: string;
  emailVerified: boolean;
  account: Pick<PaymentAccount, "stripeAccountId" | "status"> | null;
  attribution: { pitchId: string | null; sessionId: string | null; pitchName: string | null };
};

/**
 * The active profile a tip is for, its payment account, the session open now and the pitch of `pitchCode` (none
 * when null): one statement, as every statement on the embedded database waits its turn on the server's one thread.
 */
export async function findTipTarget(
  db: Runtime["db"],
  ownerUid: string,
  pitchCode: string | null,
): Promise<TipTarget | null> {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      altName: profiles.altName,
      handle: profiles.handle,
      currency: profiles.currency,
      emailVerified: user.emailVerified,
      stripeAccountId: paymentAccounts.stripeAccountId,
      status: paymentAccounts.status,
      sessionId: performanceSessions.id,
      pitchId: pitches.id,
      pitchName: pitches.name,
    })
    .from(profiles)
    .innerJoin(user, and(eq(user.id, profiles.ownerUid), eq(user.isActive, true)))
    .leftJoin(paymentAccounts, eq(paymentAccounts.ownerUid, profiles.ownerUid))
    // At most one: a partial unique index keeps a profile to one open session.
    .leftJoin(
      performanceSessions,
      and(eq(performanceSessions.profileId, profiles.ownerUid), isNull(performanceSessions.endedAt)),
    )
    .leftJoin(
      pitches,
      and(eq(pitches.profileId, profiles.ownerUid), pitchCode ? eq(pitches.code, pitchCode) : sql`false`),
    )
    .where(eq(profiles.ownerUid, ownerUid));
  if (!row) return null;
  return {
    names: { firstName: row.firstName, lastName: row.lastName, altName: row.altName },
    address: { ownerUid, handle: row.handle },
    currency: row.currency,
    emailVerified: row.emailVerified,
    account: row.stripeAccountId
      ? { stripeAccountId: row.stripeAccountId, status: row.status as PaymentAccount["status"] }
      : null,
    attribution: { pitchId: row.pitchId, sessionId: row.sessionId, pitchName: row.pitchName },
  };
}
