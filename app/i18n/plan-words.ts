/** A performer's plan in the page's language: its name and, when plans are paid through Stripe, its state. */
import { m } from "./paraglide/messages.js";

const STATUS_WORDS: Record<string, () => string> = {
  active: m.dash_plan_active,
  trialing: m.dash_plan_trialing,
  past_due: m.dash_plan_past_due,
  unpaid: m.dash_plan_unpaid,
  canceled: m.dash_plan_canceled,
  incomplete: m.dash_plan_incomplete,
  incomplete_expired: m.dash_plan_incomplete_expired,
  paused: m.dash_plan_paused,
};

/** Stripe's state of a subscription ("past_due") as the page's language says it; an unknown one as Stripe names it. */
export function planStatusWords(status: string): string {
  return STATUS_WORDS[status]?.() ?? status.replace(/_/g, " ");
}

/** "Monthly", "Yearly · active": the admin's column. */
export function planLabel(plan: { name: string; status: string | null }): string {
  const name = plan.name === "yearly" ? m.owner_plan_yearly() : m.owner_plan_monthly();
  return plan.status ? `${name} · ${planStatusWords(plan.status)}` : name;
}
