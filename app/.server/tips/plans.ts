/**
 * The plan a performer picks in the wizard (monthly or yearly), paid through Stripe Checkout in subscription mode
 * when the operator sets the plans' Prices; Stripe's customer portal manages it afterwards. Its state follows
 * `customer.subscription.*` webhooks. Without Prices, plans stay labels.
 */
import { eq, or } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import type { StripeSettings } from "../platform/settings";
import { user } from "../platform/db/schema";
import type { Runtime } from "../runtime";
import { findProfile } from "../profiles/store";
import { planSubscriptions } from "./schema";
import { idOf, stripeClient, type Stripe } from "./stripe";

type Plan = "monthly" | "yearly";
type PricedRuntime = Runtime & {
  settings: { stripe: StripeSettings & { prices: { monthly: string; yearly: string } } };
};

export const plansArePaid = (runtime: Runtime): runtime is PricedRuntime => Boolean(runtime.settings.stripe?.prices);

/** Stripe's states in which the plan is paid up. */
const PAID = new Set(["active", "trialing"]);

export type PlanState = { plan: string; status: string; paid: boolean; hasCustomer: boolean };

/** The owner's plan as the dashboard and the admin see it: the chosen plan, and Stripe's state when paid through it. */
export async function findPlan(db: Db, ownerUid: string): Promise<PlanState | null> {
  const [row] = await db.select().from(planSubscriptions).where(eq(planSubscriptions.ownerUid, ownerUid));
  return row ? { plan: row.plan, status: row.status, paid: PAID.has(row.status), hasCustomer: true } : null;
}

/** Checkout for the owner's chosen plan, or null when it is paid already (or they chose none). */
export async function planCheckoutUrl(
  runtime: PricedRuntime,
  owner: { id: string; email: string },
): Promise<string | null> {
  const profile = await findProfile(runtime.db, owner.id);
  const plan = profile?.subscription === "yearly" ? "yearly" : profile?.subscription === "monthly" ? "monthly" : null;
  if (!plan) return null;
  const current = await findPlan(runtime.db, owner.id);
  if (current?.paid) return null;
  const [row] = await runtime.db.select().from(planSubscriptions).where(eq(planSubscriptions.ownerUid, owner.id));
  const stripe = await stripeClient(runtime.settings.stripe);
  const base = runtime.settings.PUBLIC_URL;
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: runtime.settings.stripe.prices[plan], quantity: 1 }],
    ...(row ? { customer: row.stripeCustomerId } : { customer_email: owner.email }),
    client_reference_id: owner.id,
    metadata: { tipped_owner: owner.id, tipped_plan: plan },
    subscription_data: { metadata: { tipped_owner: owner.id, tipped_plan: plan } },
    success_url: `${base}/dashboard?plan=paid#plan`,
    cancel_url: `${base}/dashboard?plan=unpaid#plan`,
  });
  if (!session.url) throw new Error("Stripe answered a Checkout Session without an address");
  return session.url;
}

/** Stripe's customer portal (change card, switch or cancel the plan), back to account settings. */
export async function billingPortalUrl(runtime: PricedRuntime, ownerUid: string): Promise<string | null> {
  const [row] = await runtime.db.select().from(planSubscriptions).where(eq(planSubscriptions.ownerUid, ownerUid));
  if (!row) return null;
  const stripe = await stripeClient(runtime.settings.stripe);
  const portal = await stripe.billingPortal.sessions.create({
    customer: row.stripeCustomerId,
    return_url: `${runtime.settings.PUBLIC_URL}/settings`,
  });
  return portal.url;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A subscription Checkout completed: the customer and subscription are the owner's from now on. */
export async function storePlanCheckout(tx: Tx, session: Stripe.Checkout.Session): Promise<string | null> {
  const ownerUid = session.client_reference_id;
  const customer = idOf(session.customer);
  if (!ownerUid || !customer) return null;
  const [known] = await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerUid));
  if (!known) return null;
  const subscription = idOf(session.subscription);
  const plan = planOf(session.metadata);
  const status = session.payment_status === "paid" ? "active" : "incomplete";
  await tx
    .insert(planSubscriptions)
    .values({ ownerUid, stripeCustomerId: customer, stripeSubscriptionId: subscription, plan, status })
    .onConflictDoUpdate({
      target: planSubscriptions.ownerUid,
      set: {
        stripeCustomerId: customer,
        stripeSubscriptionId: subscription,
        plan,
        status,
        updatedAt: new Date(),
      },
    });
  return ownerUid;
}

/** `customer.subscription.created/updated/deleted`: the plan's state as Stripe has it now. */
export async function storeSubscription(
  tx: Tx,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<string | null> {
  const customer = idOf(subscription.customer)!;
  const [row] = await tx
    .update(planSubscriptions)
    .set({
      stripeSubscriptionId: subscription.id,
      status: deleted ? "canceled" : subscription.status,
      plan: planOf(subscription.metadata),
      updatedAt: new Date(),
    })
    .where(
      or(eq(planSubscriptions.stripeSubscriptionId, subscription.id), eq(planSubscriptions.stripeCustomerId, customer)),
    )
    .returning({ ownerUid: planSubscriptions.ownerUid });
  return row?.ownerUid ?? null;
}

function planOf(metadata: Record<string, string> | null | undefined): Plan {
  return metadata?.tipped_plan === "yearly" ? "yearly" : "monthly";
}
