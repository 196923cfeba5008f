import type { PaymentAccount } from "~/domain/tips";
import { m } from "~/i18n/paraglide/messages.js";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap";
const PRIMARY = `${BUTTON} bg-emerald-400 text-slate-950 hover:bg-emerald-300`;
const SECONDARY = `${BUTTON} text-slate-100 ring-1 ring-white/20 hover:bg-white/10`;

/** What the owner is told after a trip to Stripe or a click here (?payments=...). */
const OUTCOMES: Record<string, { text: () => string; tone: "good" | "note" | "bad" }> = {
  enabled: { text: m.owner_card_enabled, tone: "good" },
  returned: { text: m.owner_card_returned, tone: "note" },
  unavailable: { text: m.owner_card_unavailable, tone: "bad" },
  disconnected: { text: m.owner_card_disconnected, tone: "note" },
  off: { text: m.owner_card_off, tone: "note" },
};

const TONE = {
  good: "bg-emerald-400/15 text-emerald-200 ring-emerald-400/30",
  note: "bg-sky-400/10 text-sky-100 ring-sky-300/30",
  bad: "bg-red-500/15 text-red-200 ring-red-400/30",
};

/**
 * "Accept card and wallet tips": the way through Stripe's onboarding (plain forms to /payments/*, which answer
 * with redirects to Stripe and back), the account's status as Stripe last reported it, and disconnecting.
 */
export function PaymentsPanel({
  account,
  outcome,
  className = "",
}: {
  account: PaymentAccount | null;
  outcome: string | null;
  className?: string;
}) {
  const said = outcome ? OUTCOMES[outcome] : undefined;
  return (
    <section
      aria-labelledby="payments"
      className={`rounded-3xl bg-slate-900 p-5 ring-1 ring-white/10 sm:p-6 ${className}`}
    >
      <h2 id="payments" className="text-lg font-semibold text-white">
        {m.owner_card_title()}
      </h2>
      {said && (
        <p role="status" className={`mt-3 rounded-2xl px-4 py-3 text-sm ring-1 ${TONE[said.tone]}`}>
          {said.text()}
        </p>
      )}
      <p className="mt-3 text-slate-300" data-payments-status={account?.status ?? "none"}>
        {!account && m.owner_card_none()}
        {account?.status === "pending" && m.owner_card_pending()}
        {account?.status === "enabled" && m.owner_card_on()}
        {account?.status === "restricted" &&
          m.owner_card_paused({ reason: account.reason ?? m.owner_card_more_info() })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {account?.status !== "enabled" && (
          <form method="post" action="/payments/connect">
            <button type="submit" className={PRIMARY}>
              {account ? m.owner_card_continue() : m.owner_card_accept()}
            </button>
          </form>
        )}
        {account && (
          <form method="post" action="/payments/disconnect">
            <button type="submit" className={SECONDARY}>
              {m.owner_card_turn_off()}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
