import { useEffect, useEffectEvent } from "react";
import { Form, useRevalidator } from "react-router";
import type { TipsSummary } from "~/.server/tips/owner";
import type { PlanState } from "~/.server/tips/plans";
import { LocalTime } from "~/components/local-time";
import { formatMoney, type TipStatus } from "~/domain/tips";
import { m } from "~/i18n/paraglide/messages.js";
import { planStatusWords } from "~/i18n/plan-words";
import { intlLocale, Panel } from "./panels";

const SECONDARY =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-100 ring-1 ring-white/20 hover:bg-white/10";

const STATUS: Record<TipStatus, () => string> = {
  open: m.dash_status_not_paid,
  pending: m.dash_status_processing,
  succeeded: m.dash_status_paid,
  failed: m.dash_status_failed,
  expired: m.dash_status_not_paid,
  refunded: m.dash_status_refunded,
  disputed: m.dash_status_disputed,
};

/** The money: this month and all time, then the latest tips with their messages (each can be hidden). */
export function TipsPanel({ tips }: { tips: TipsSummary }) {
  const money = (minor: number, currency = tips.currency) => formatMoney(minor, currency, intlLocale());
  return (
    <Panel id="tips" title={m.dash_tips()} className="mt-6">
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div data-tips="month">
          <dt className="text-sm text-slate-400">{m.dash_tips_month()}</dt>
          <dd className="mt-1 text-3xl font-bold text-white tabular-nums">{money(tips.thisMonth)}</dd>
        </div>
        <div data-tips="all">
          <dt className="text-sm text-slate-400">{m.dash_tips_all()}</dt>
          <dd className="mt-1 text-3xl font-bold text-white tabular-nums">{money(tips.allTime)}</dd>
        </div>
      </dl>
      {tips.recent.length === 0 ? (
        <p className="mt-6 text-center text-slate-400">{m.dash_no_card_tips()}</p>
      ) : (
        <ul aria-label={m.dash_recent_tips()} className="mt-5 grid gap-3">
          {tips.recent.map((tip) => (
            <li key={tip.id} data-tip={tip.id} className="rounded-2xl bg-slate-950/60 p-4 ring-1 ring-white/10">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="text-lg font-bold text-white tabular-nums">
                  {money(tip.amount - tip.refunded, tip.currency)}
                </span>
                <span className="text-sm text-slate-300">
                  {STATUS[tip.status]()}
                  {tip.refunded > 0 &&
                    tip.status !== "refunded" &&
                    ` · ${m.dash_refunded_amount({ amount: money(tip.refunded, tip.currency) })}`}
                  {" · "}
                  <LocalTime iso={tip.createdAt} />
                </span>
              </div>
              {tip.name && (
                <p className="mt-1 text-sm font-semibold text-slate-200">{m.dash_tip_from({ name: tip.name })}</p>
              )}
              {tip.hasMessage && (
                <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
                  <p dir="auto" className="min-w-0 flex-1 text-slate-200 [overflow-wrap:anywhere]">
                    {tip.messageHidden ? (
                      <span className="text-slate-400 italic">{m.dash_message_hidden()}</span>
                    ) : (
                      tip.message
                    )}
                  </p>
                  <Form method="post" replace preventScrollReset>
                    <input type="hidden" name="tip" value={tip.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={tip.messageHidden ? "show-message" : "hide-message"}
                      className="min-h-11 rounded-full px-3 text-sm font-semibold text-sky-300 underline-offset-4 hover:underline"
                    >
                      {tip.messageHidden ? m.dash_show_message() : m.dash_hide_message()}
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {tips.count > 0 && (
        <a href="/api/tips/export.csv" download className={`${SECONDARY} mt-4`}>
          {m.dash_tips_csv()}
        </a>
      )}
    </Panel>
  );
}

/** A tip paid, refunded or disputed reaches the open dashboard at once: its figures are loaded again. */
export function useTipsLive(enabled: boolean) {
  const revalidator = useRevalidator();
  const reload = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/tips/live");
    source.addEventListener("tip", reload);
    // Each (re)connection: a tip that came between the page's render and the stream's start (or while it was
    // away) is not missed.
    source.addEventListener("ready", reload);
    return () => source.close();
  }, [enabled]);
}

const PLAN_OUTCOMES: Record<string, () => string> = {
  paid: m.dash_plan_paid_note,
  unpaid: m.dash_plan_unpaid_note,
  unavailable: m.dash_plan_unavailable_note,
};

/** The plan chosen in the wizard, paid through Stripe when the site sells plans: its state and the way to pay or manage it. */
export function PlanPanel({
  chosen,
  state,
  outcome,
}: {
  chosen: string | null;
  state: PlanState | null;
  outcome: string | null;
}) {
  const line = (state?.plan ?? chosen) === "yearly" ? m.dash_plan_yearly_line : m.dash_plan_monthly_line;
  const said = outcome ? PLAN_OUTCOMES[outcome]?.() : undefined;
  return (
    <Panel id="plan" title={m.dash_plan_title()} className="mt-6">
      {said && (
        <p
          role="status"
          className="mt-3 rounded-2xl bg-sky-400/10 px-4 py-3 text-sm text-sky-100 ring-1 ring-sky-300/30"
        >
          {said}
        </p>
      )}
      <p className="mt-3 text-slate-300" data-plan-status={state?.status ?? "none"}>
        {line({ status: state ? planStatusWords(state.status) : m.dash_plan_not_paid_yet() })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {!state?.paid && (
          <form method="post" action="/payments/plan">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-full bg-emerald-400 px-5 py-2.5 text-sm font-semibold text-slate-950 hover:bg-emerald-300"
            >
              {m.dash_plan_pay()}
            </button>
          </form>
        )}
        {state && (
          <form method="post" action="/payments/portal">
            <button type="submit" className={SECONDARY}>
              {m.dash_plan_manage()}
            </button>
          </form>
        )}
      </div>
    </Panel>
  );
}
