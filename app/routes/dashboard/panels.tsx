import type { DashboardData } from "~/.server/analytics/dashboard";
import type { ReactNode } from "react";
import type { LinkShare, MonthBucket } from "~/domain/analytics";
import { PROFILE_LINKS } from "~/domain/profile-model";
import { formatAmountShort, formatMoney } from "~/domain/tips";
import type { TipsSummary } from "~/.server/tips/owner";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { chartCount, chartMoney, counted, formatNumber, withPlainSpaces } from "~/i18n/format";

/** The page's language for Intl; English keeps its American dates and money. */
export const intlLocale = () => (getLocale() === "en" ? "en-US" : getLocale());

const PANEL = "rounded-3xl bg-slate-900 p-5 ring-1 ring-white/10 sm:p-6";

/** "12.5%" as the server words it in English; through Intl in another language ("12,5 %"). */
const rate = (percent: string) =>
  getLocale() === "en"
    ? `${percent}%`
    : formatNumber(Number(percent) / 100, { style: "percent", maximumFractionDigits: 1 });

/** "Mar 26" in the page's language; English keeps the server's label. */
const monthLabel = (month: MonthBucket) =>
  getLocale() === "en"
    ? month.label
    : new Intl.DateTimeFormat(getLocale(), { month: "short", year: "2-digit", timeZone: "UTC" }).format(
        new Date(`${month.month}-01T00:00:00Z`),
      );

export function MetricCards({ stats }: { stats: DashboardData }) {
  const cards = [
    { key: "Profile Views", label: m.owner_dash_views(), value: formatNumber(stats.views) },
    { key: "Link Clicks", label: m.owner_dash_clicks(), value: formatNumber(stats.clicks) },
    { key: "Click Rate", label: m.owner_dash_click_rate(), value: rate(stats.clickRate) },
    { key: "This Month", label: m.owner_dash_this_month(), value: formatNumber(stats.thisMonth) },
  ];
  return (
    <section aria-label={m.owner_dash_totals()} className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.key} className={PANEL} data-metric={card.key}>
          <h2 className="text-sm font-medium text-slate-400">{card.label}</h2>
          <p className="mt-2 text-3xl font-bold text-white tabular-nums">{card.value}</p>
        </div>
      ))}
    </section>
  );
}

/** A titled panel of the dashboard. */
export function Panel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ? `${className} ${PANEL}` : PANEL}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a panel says while it has nothing to show. */
export function EmptyNote({ className, children }: { className: string; children: string }) {
  return <p className={`mt-6 text-center text-slate-400 ${className}`}>{children}</p>;
}

/** A month's tips under its bar: shortened from a thousand on ("$1.23K"), with the exact amount read out. */
function MonthMoney({ minor, currency }: { minor: number; currency: string }) {
  const shown = chartMoney(minor, currency);
  const exact = withPlainSpaces(formatMoney(minor, currency, getLocale()));
  if (shown === exact) return shown;
  return (
    <>
      <span className="sr-only">{exact}</span>
      <span aria-hidden="true">{shown}</span>
    </>
  );
}

/** Views per month, with the card tips received in each month under its bar when the site takes card tips. */
export function MonthlyViews({ months, tips }: { months: MonthBucket[]; tips?: TipsSummary }) {
  const max = Math.max(0, ...months.map((month) => month.views));
  const anyTips = months.some((month) => (tips?.byMonth[month.month] ?? 0) > 0);
  return (
    <Panel id="monthly-views" title={m.owner_dash_monthly_views()}>
      {max === 0 && !anyTips ? (
        <EmptyNote className="py-10">{m.dash_no_data()}</EmptyNote>
      ) : (
        <ol className="mt-6 flex h-48 items-end gap-1 sm:gap-3" aria-label={m.owner_dash_months_label()}>
          {months.map((month) => (
            <li key={month.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-2">
              <span className="shrink-0 text-xs text-slate-300 tabular-nums" aria-hidden="true">
                {chartCount(month.views)}
              </span>
              {/* The bars share the height left by the figures and names, in proportion. */}
              <span className="flex min-h-0 w-full flex-1 items-end justify-center" aria-hidden="true">
                <span
                  className="w-full max-w-12 rounded-t-lg bg-emerald-400"
                  style={{
                    height: `${max === 0 ? 0 : Math.max(month.views > 0 ? 3 : 0, (month.views / max) * 100)}%`,
                  }}
                />
              </span>
              {/* Two lines for every month's name, so that one that wraps ("Sept. 26" on a phone) lifts no bar. */}
              <span className="h-8 shrink-0 text-center text-xs leading-4 text-slate-400">
                <span className="sr-only">
                  {m.owner_dash_month_views({ month: monthLabel(month), ...counted(month.views) })}
                </span>
                <span aria-hidden="true">{monthLabel(month)}</span>
              </span>
              {tips && (
                <span
                  className="shrink-0 text-center text-xs text-emerald-300 tabular-nums"
                  data-month-tips={month.month}
                >
                  <MonthMoney minor={tips.byMonth[month.month] ?? 0} currency={tips.currency} />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

// The profile page's labels, except that the dashboard has always said "Twitter/X" (and old hits say "x").
const LINK_NAMES: Record<string, string> = {
  ...Object.fromEntries(PROFILE_LINKS.map((link) => [link.platform, link.label])),
  twitter: "Twitter/X",
  x: "Twitter/X",
};
export const linkName = (type: string | null) => (type ? (LINK_NAMES[type] ?? type) : "");

const clicksText = (clicks: number) => m.dash_clicks(counted(clicks));

export function TopLinks({ links }: { links: LinkShare[] }) {
  const bars = links.map((link) => ({
    key: link.linkType,
    data: { "data-link": link.linkType },
    label: linkName(link.linkType),
    count: `${clicksText(link.clicks)} · ${rate(String(link.share))}`,
    percent: link.share,
  }));
  const empty = <EmptyNote className="py-10">{m.dash_no_link_clicks()}</EmptyNote>;
  return (
    <ClickBars id="top-links" title={m.owner_dash_top_links()} bars={bars} barClassName="bg-sky-400" empty={empty} />
  );
}

/** "Amounts chosen": how often visitors tapped each preset amount. */
export function AmountsChosen({
  amounts,
  currency,
}: {
  amounts: { amount: number; clicks: number }[];
  currency: string;
}) {
  const most = Math.max(1, ...amounts.map((entry) => entry.clicks));
  const bars = amounts.map(({ amount, clicks }) => ({
    key: String(amount),
    data: { "data-amount": amount },
    label: formatAmountShort(amount, currency, intlLocale()),
    count: clicksText(clicks),
    percent: (clicks / most) * 100,
  }));
  const empty = <EmptyNote className="py-6">{m.dash_no_amounts()}</EmptyNote>;
  return (
    <ClickBars
      id="amounts-chosen"
      title={m.owner_dash_amounts_chosen()}
      bars={bars}
      barClassName="bg-emerald-400"
      empty={empty}
    />
  );
}

type ClickBar = {
  key: string;
  data: Record<`data-${string}`, string | number>;
  label: string;
  count: string;
  percent: number;
};

/**
 * A panel of bars, one a row: the name and its clicks on one line, below it a bar as long as `percent`. `empty`
 * stands in for the list when there is no bar.
 */
function ClickBars({
  id,
  title,
  empty,
  barClassName,
  bars,
}: {
  id: string;
  title: string;
  empty: ReactNode;
  barClassName: string;
  bars: ClickBar[];
}) {
  return (
    <Panel id={id} title={title}>
      {bars.length === 0 ? (
        empty
      ) : (
        <ol className="mt-4 space-y-3">
          {bars.map((bar) => (
            <li key={bar.key} {...bar.data}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-white">{bar.label}</span>
                <span className="text-slate-300 tabular-nums">{bar.count}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-white/10" aria-hidden="true">
                <div className={`h-2 rounded-full ${barClassName}`} style={{ width: `${bar.percent}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
