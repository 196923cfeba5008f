/**
 * Performer onboarding with Stripe Connect (Express accounts): Tipped creates the account, sends the performer
 * through Stripe's own onboarding (Account Links) and keeps only the account's id and the status Stripe reports,
 * from the return trip and from `account.updated` webhooks.
 */
import { eq } from "drizzle-orm";
import { accountStatus, type AccountStatus, type PaymentAccount, type StripeAccountFacts } from "~/domain/tips";
import type { Db } from "../platform/db/client";
import type { StripeSettings } from "../platform/settings";
import type { Runtime } from "../runtime";
import { paymentAccounts } from "./schema";
import { stripeClient } from "./stripe";

export type { PaymentAccount };

/** What the owner's dashboard and edit page show: null before onboarding was ever started. */
export async function findPaymentAccount(db: Db, ownerUid: string): Promise<PaymentAccount | null> {
  const [row] = await db
    .select({
      stripeAccountId: paymentAccounts.stripeAccountId,
      status: paymentAccounts.status,
      reason: paymentAccounts.statusReason,
    })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.ownerUid, ownerUid));
  return row ? { ...row, status: row.status as AccountStatus } : null;
}

/**
 * The address of Stripe's onboarding for this owner: their connected account is created on the first visit (and
 * kept, so a second start continues the same account), then a fresh one-time Account Link is made each time.
 */
export async function onboardingUrl(
  runtime: Runtime & { settings: { stripe: StripeSettings } },
  owner: { id: string; email: string },
): Promise<string> {
  const stripe = await stripeClient(runtime.settings.stripe);
  let account = await findPaymentAccount(runtime.db, owner.id);
  if (!account) {
    const created = await stripe.accounts.create(
      {
        type: "express",
        email: owner.email,
        business_type: "individual",
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { tipped_owner: owner.id },
      },
      // A double click creates one account, not two (Stripe answers the same request again for this key).
      { idempotencyKey: `tipped-connect-${owner.id}-${new Date().toISOString().slice(0, 13)}` },
    );
    const facts = accountStatus(created);
    await runtime.db
      .insert(paymentAccounts)
      .values({ ownerUid: owner.id, stripeAccountId: created.id, status: facts.status, statusReason: facts.reason })
      .onConflictDoNothing({ target: paymentAccounts.ownerUid });
    account = await findPaymentAccount(runtime.db, owner.id);
    if (!account) throw new Error("The payment account could not be stored");
  }
  const base = runtime.settings.PUBLIC_URL;
  const link = await stripe.accountLinks.create({
    account: account.stripeAccountId,
    type: "account_onboarding",
    refresh_url: `${base}/payments/refresh`,
    return_url: `${base}/payments/return`,
  });
  return link.url;
}

/**
 * Stores what Stripe says of a connected account (a webhook, or the owner's return from onboarding); answers the
 * owner whose status changed, so their public page can show or hide the card form, else null. An account Tipped
 * does not know (another platform's, or disconnected) changes nothing.
 */
export async function storeAccountFacts(
  db: Pick<Db, "select" | "update">,
  account: StripeAccountFacts & { id: string },
): Promise<string | null> {
  const facts = accountStatus(account);
  const [before] = await db
    .select({
      ownerUid: paymentAccounts.ownerUid,
      status: paymentAccounts.status,
      reason: paymentAccounts.statusReason,
    })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.stripeAccountId, account.id));
  if (!before) return null;
  if (before.status === facts.status && before.reason === facts.reason) return null;
  await db
    .update(paymentAccounts)
    .set({ status: facts.status, statusReason: facts.reason, updatedAt: new Date() })
    .where(eq(paymentAccounts.stripeAccountId, account.id));
  return before.ownerUid;
}

/** After the owner came back from Stripe's onboarding: asks Stripe for the account's state now. */
export async function refreshAccount(
  runtime: Runtime & { settings: { stripe: StripeSettings } },
  ownerUid: string,
): Promise<PaymentAccount | null> {
  const account = await findPaymentAccount(runtime.db, ownerUid);
  if (!account) return null;
  const stripe = await stripeClient(runtime.settings.stripe);
  const fresh = await stripe.accounts.retrieve(account.stripeAccountId);
  const changed = await storeAccountFacts(runtime.db, fresh);
  if (changed) await runtime.profiles.changes.publish(changed);
  return findPaymentAccount(runtime.db, ownerUid);
}

/**
 * Disconnects: Tipped forgets the account (its page stops offering card tips at once); the account itself and its
 * balance stay the performer's at Stripe, reachable from Stripe's Express dashboard.
 */
export async function disconnectAccount(runtime: Runtime, ownerUid: string): Promise<void> {
  await runtime.db.delete(paymentAccounts).where(eq(paymentAccounts.ownerUid, ownerUid));
  await runtime.profiles.changes.publish(ownerUid);
}

/** Stripe told us the performer removed Tipped from their account: forget it. */
export async function forgetAccount(db: Pick<Db, "delete">, stripeAccountId: string): Promise<string | null> {
  const [gone] = await db
    .delete(paymentAccounts)
    .where(eq(paymentAccounts.stripeAccountId, stripeAccountId))
    .returning({ ownerUid: paymentAccounts.ownerUid });
  return gone?.ownerUid ?? null;
}
