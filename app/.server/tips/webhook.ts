/**
 * POST /api/stripe/webhook: Stripe's events, verified by their signature on the raw body and applied once each
 * (the event's id is stored in the same transaction as its effect, so a replay or a retry changes nothing twice).
 * Events about sessions or accounts Tipped does not know are acknowledged and ignored.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { stripeWebhooks, tipEvents } from "../platform/metrics/metrics";
import type { StripeSettings } from "../platform/settings";
import type { Runtime } from "../runtime";
import { forgetAccount, storeAccountFacts } from "./connect";
import { storePlanCheckout, storeSubscription } from "./plans";
import { stripeEvents, tips } from "./schema";
import { idOf, stripeClient, type Stripe } from "./stripe";
import { countPaidTip } from "../pitches/tips";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type WebhookAnswer = { status: 200 | 400; message: string };

/**
 * What the webhook changed, told after the commit: the owner's dashboard (tips) or public page (account), and the
 * tip's new state for the metrics.
 */
type Effect = { tipsOf?: string; profileOf?: string; tipEvent?: string };

export async function receiveStripeEvent(
  runtime: Runtime & { settings: { stripe: StripeSettings } },
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  if (!signature) {
    stripeWebhooks.inc({ result: "refused" });
    return { status: 400, message: "Missing Stripe-Signature header" };
  }
  const stripe = await stripeClient(runtime.settings.stripe);
  let event: Stripe.Event | undefined;
  // An operator may have two endpoints at this address (the platform's and Connect's), each with its own secret.
  for (const secret of runtime.settings.stripe.webhookSecret.split(",")) {
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, secret.trim());
      break;
    } catch {
      // the next secret, or the 400 below
    }
  }
  if (!event) {
    stripeWebhooks.inc({ result: "refused" });
    return { status: 400, message: "Invalid Stripe signature" };
  }
  const verified = event;
  const effect = await runtime.db.transaction(async (tx): Promise<Effect | null> => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: verified.id, type: verified.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return null; // seen before
    return applyEvent(tx, verified);
  });
  stripeWebhooks.inc({ result: effect === null ? "duplicate" : "applied" });
  if (effect?.tipEvent) tipEvents.inc({ event: effect.tipEvent });
  if (effect?.profileOf) await runtime.profiles.changes.publish(effect.profileOf);
  if (effect?.tipsOf) await runtime.profiles.changes.publishTip(effect.tipsOf);
  return { status: 200, message: effect === null ? "Already received" : "Received" };
}

async function applyEvent(tx: Tx, event: Stripe.Event): Promise<Effect> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode === "subscription") {
        const owner = await storePlanCheckout(tx, session);
        return owner ? { tipsOf: owner } : {};
      }
      const paid = session.payment_status !== "unpaid";
      return settleSession(
        tx,
        session,
        paid ? "succeeded" : "pending",
        paid ? ["open", "pending", "expired"] : ["open"],
      );
    }
    case "checkout.session.async_payment_succeeded":
      return settleSession(tx, event.data.object, "succeeded", ["open", "pending"]);
    case "checkout.session.async_payment_failed":
      return settleSession(tx, event.data.object, "failed", ["open", "pending"]);
    case "checkout.session.expired":
      return settleSession(tx, event.data.object, "expired", ["open"]);
    case "charge.refunded": {
      const charge = event.data.object;
      const intent = idOf(charge.payment_intent);
      if (!intent) return {};
      const full = charge.amount_refunded >= charge.amount;
      const [tip] = await tx
        .update(tips)
        .set({
          refunded: charge.amount_refunded,
          ...(full ? { status: "refunded" } : {}),
          updatedAt: new Date(),
        })
        .where(eq(tips.paymentIntentId, intent))
        .returning({ profileUid: tips.profileUid });
      return { tipsOf: tip?.profileUid, tipEvent: tip && "refunded" };
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const intent = idOf(dispute.payment_intent);
      if (!intent) return {};
      const won = event.type === "charge.dispute.closed" && dispute.status === "won";
      const lost = event.type === "charge.dispute.closed" && dispute.status === "lost";
      const [tip] = await tx
        .update(tips)
        .set({
          status: won ? "succeeded" : "disputed",
          ...(lost ? { refunded: sql`${tips.amount}` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(tips.paymentIntentId, intent))
        .returning({ profileUid: tips.profileUid });
      return { tipsOf: tip?.profileUid, tipEvent: tip && (won ? "dispute_won" : "disputed") };
    }
    case "account.updated": {
      const owner = await storeAccountFacts(tx, event.data.object);
      return owner ? { profileOf: owner, tipsOf: owner } : {};
    }
    case "account.application.deauthorized": {
      const owner = event.account ? await forgetAccount(tx, event.account) : null;
      return owner ? { profileOf: owner, tipsOf: owner } : {};
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const owner = await storeSubscription(tx, event.data.object, event.type === "customer.subscription.deleted");
      return owner ? { tipsOf: owner } : {};
    }
    default:
      return {};
  }
}

/** A Checkout Session's outcome onto its tip, moving only from the states given (events may come out of order). */
async function settleSession(
  tx: Tx,
  session: Stripe.Checkout.Session,
  status: "succeeded" | "pending" | "failed" | "expired",
  from: string[],
): Promise<Effect> {
  const [tip] = await tx
    .update(tips)
    .set({
      status,
      paymentIntentId: idOf(session.payment_intent),
      // Stripe's figure is the truth should it differ from what was asked
      ...(typeof session.amount_total === "number"
        ? { amount: session.amount_total, net: sql`${session.amount_total} - ${tips.fee}` }
        : {}),
      ...(status === "succeeded" ? { paidAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(tips.checkoutSessionId, session.id), inArray(tips.status, from)))
    .returning({
      profileUid: tips.profileUid,
      pitchId: tips.pitchId,
      sessionId: tips.sessionId,
      amount: tips.amount,
      paidAt: tips.paidAt,
    });
  // "succeeded" is reached once (it is never a state moved from), so the tip is counted once.
  if (tip && status === "succeeded" && tip.paidAt) await countPaidTip(tx, { ...tip, paidAt: tip.paidAt });
  return { tipsOf: tip?.profileUid, tipEvent: tip && status };
}
