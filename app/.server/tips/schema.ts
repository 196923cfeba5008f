/** Card and wallet tips through Stripe: each performer's connected account, each tip, and the webhook events seen. */
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../accounts/schema";
import { createdAt, updatedAt } from "../platform/db/columns";

/**
 * A performer's Stripe Connect (Express) account: only its id and the status Stripe last reported. Stripe keeps
 * the identity, bank and tax details; Tipped never sees them.
 */
export const paymentAccounts = pgTable("payment_accounts", {
  ownerUid: text("owner_uid")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stripeAccountId: text("stripe_account_id").notNull().unique(),
  /** pending | enabled | restricted (domain/tips.ts accountStatus). */
  status: text("status").notNull().default("pending"),
  statusReason: text("status_reason"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One card or wallet tip, from the moment the visitor chose the amount (status "open", a Checkout Session) to
 * paid, refunded or disputed, as Stripe's webhooks tell. Amounts are in the currency's smallest unit (cents).
 */
export const tips = pgTable(
  "tips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileUid: text("profile_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stripeAccountId: text("stripe_account_id").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull().unique(),
    paymentIntentId: text("payment_intent_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** The operator's application fee; `net` is what reaches the performer's account (amount - fee). */
    fee: integer("fee").notNull().default(0),
    net: integer("net").notNull(),
    refunded: integer("refunded").notNull().default(0),
    /** open | pending | succeeded | failed | expired | refunded | disputed (domain/tips.ts TipStatus). */
    status: text("status").notNull().default("open"),
    /** Where the visitor came from, when the page address said so (its ?ref=: a QR code or pitch). */
    source: text("source"),
    /** The pitch the visitor scanned and the session open when they chose the amount: counted when paid. */
    pitchId: uuid("pitch_id"),
    sessionId: uuid("session_id"),
    name: text("name"),
    message: text("message"),
    messageHidden: boolean("message_hidden").notNull().default(false),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("tips_profile_created_idx").on(table.profileUid, table.createdAt.desc()),
    index("tips_payment_intent_idx").on(table.paymentIntentId),
  ],
);

/** Stripe webhook events already applied, by Stripe's event id: a replay or a retry changes nothing twice. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/**
 * The performer's paid plan (the wizard's monthly or yearly), when the operator sells plans through Stripe
 * (STRIPE_PRICE_MONTHLY / _YEARLY): the Stripe customer and subscription, and the state Stripe last reported.
 */
export const planSubscriptions = pgTable("plan_subscriptions", {
  ownerUid: text("owner_uid")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  /** monthly | yearly */
  plan: text("plan").notNull(),
  /** Stripe's subscription status: active, trialing, past_due, unpaid, canceled, incomplete… */
  status: text("status").notNull(),
  updatedAt: updatedAt(),
});
