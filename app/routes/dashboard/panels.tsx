import type { DashboardData, RecentEvent } from "~/.server/analytics/dashboard";
import { type ReactNode, useId } from "react";
import { STACKED, TableHead } from "~/components/ui/table-head";
import { exactTime, relativeTime, visitorNumbers } from "~/domain/activity";
import type { LinkShare, MonthBucket } from "~/domain/analytics";
import { PROFILE_LINKS } from "~/domain/profile-model";
import { formatAmountShort, formatMoney } from "~/domain/tips";
import type { TipsSummary } from "~/.server/tips/owner";
import type { ViewerClock } from "./viewer-clock";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { formatNumber } from "~/i18n/format";

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
function EmptyNote({ className, children }: { className: string; children: string }) {
  return <p className={`mt-6 text-center text-slate-400 ${className}`}>{children}</p>;
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
        <ol className="mt-6 flex h-48 items-end gap-3" aria-label={m.owner_dash_months_label()}>
          {months.map((month) => (
            <li key={month.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-2">
              <span className="text-xs text-slate-300 tabular-nums">{formatNumber(month.views)}</span>
              <span
                className="w-full max-w-12 rounded-t-lg bg-emerald-400"
                style={{ height: `${max === 0 ? 0 : Math.max(month.views > 0 ? 3 : 0, (month.views / max) * 100)}%` }}
                aria-hidden="true"
              />
              <span className="text-xs text-slate-400">
                <span className="sr-only">
                  {m.owner_dash_month_views({ month: monthLabel(month), count: month.views })}
                </span>
                <span aria-hidden="true">{monthLabel(month)}</span>
              </span>
              {tips && (
                <span className="text-center text-xs text-emerald-300 tabular-nums" data-month-tips={month.month}>
                  {/* "5,00 US$" may wrap before its currency on a phone: six of them fit side by side. */}
                  {formatMoney(tips.byMonth[month.month] ?? 0, tips.currency, getLocale()).replace(
                    /[\u00a0\u202f]/g,
                    " ",
                  )}
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

const clicksText = (clicks: number) => m.dash_clicks({ count: clicks });

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

const HIT_LABELS: Record<string, () => string> = {
  profile_view: m.dash_hit_profile_view,
  link_click: m.dash_hit_link_click,
  qr_scan: m.dash_hit_qr_scan,
};
const hitLabel = (type: string) => HIT_LABELS[type]?.() ?? type;

function place(event: RecentEvent): string {
  return event.location && event.location !== "Unknown" ? event.location : m.dash_unknown_location();
}

/** The link a click went to, or where a view came from. */
function source(event: RecentEvent): string {
  if (event.type === "link_click") {
    const target = event.linkUrl ? shortUrl(event.linkUrl) : "";
    return target ? `${linkName(event.linkType)} (${target})` : linkName(event.linkType);
  }
  return event.referrer === "direct" ? m.dash_direct() : m.dash_from_site({ site: shortUrl(event.referrer) });
}

function shortUrl(address: string): string {
  try {
    const url = new URL(address);
    return (url.host + (url.pathname === "/" ? "" : url.pathname)).slice(0, 60);
  } catch {
    return address.slice(0, 60);
  }
}

/**
 * The latest events (requirements 2): visitors as "Visitor 3", the time as "5 min ago" with the exact time in the viewer's
 * zone on hover and focus. The server renders in UTC; `clock` switches to the browser's zone once it runs.
 */
export function ActivityTable({ events, clock }: { events: RecentEvent[]; clock: ViewerClock }) {
  const labels = visitorNumbers(events.map((event) => event.visitorId));
  const columns = [m.dash_col_type(), m.dash_col_visitor(), m.dash_col_date(), m.dash_col_details()];
  return (
    <Panel id="recent-activity" title={m.owner_dash_recent()} className="mt-6">
      {events.length === 0 ? (
        <EmptyNote className="py-8">{m.dash_no_activity()}</EmptyNote>
      ) : (
        // No box to scroll sideways: a card a row on a phone (issue 29 #7), and nothing clips the time's tooltip.
        <div className="mt-4">
          <table className={STACKED.table}>
            <TableHead
              columns={columns}
              className={`text-slate-400 ${STACKED.head}`}
              cell="py-2 font-medium"
              gap="pe-4"
            />
            <tbody className={`divide-y divide-white/5 text-slate-200 ${STACKED.body}`}>
              {events.map((event) => (
                <tr key={event.id} className={STACKED.row}>
                  <td data-label={columns[0]} className={`py-2 pe-4 whitespace-nowrap ${STACKED.cell}`}>
                    {hitLabel(event.type)}
                  </td>
                  <td data-label={columns[1]} className={`py-2 pe-4 whitespace-nowrap ${STACKED.cell}`}>
                    {m.dash_visitor({ number: formatNumber(labels.get(event.visitorId) ?? 0) })}
                  </td>
                  <td data-label={columns[2]} className={`py-2 pe-4 whitespace-nowrap ${STACKED.cell}`}>
                    <EventTime timestamp={event.timestamp} clock={clock} />
                  </td>
                  <td data-label={columns[3]} className={`py-2 ${STACKED.cell}`}>
                    <span className="min-w-0 break-words">
                      <span className="block">{source(event)}</span>
                      <span className="block text-xs text-slate-400">{place(event)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-4 text-xs text-slate-400">
        {m.dash_locations()}{" "}
        <a
          href="https://db-ip.com"
          className="underline underline-offset-2 hover:text-white"
          rel="noopener noreferrer"
          target="_blank"
        >
          {m.dash_dbip()}
        </a>
      </p>
    </Panel>
  );
}

/** "5 min ago"; the exact local time shows on hover (title) and on keyboard focus (the tooltip). */
function EventTime({ timestamp, clock }: { timestamp: string; clock: ViewerClock }) {
  const id = useId();
  const then = new Date(timestamp);
  const exact = exactTime(then, clock.timeZone, intlLocale());
  return (
    <time
      dateTime={timestamp}
      title={exact}
      tabIndex={0}
      aria-describedby={id}
      className="group relative rounded underline decoration-dotted underline-offset-4"
    >
      {relativeTime(then, clock.now, clock.timeZone, intlLocale())}
      <span
        id={id}
        role="tooltip"
        data-exact-time=""
        className="invisible absolute top-full start-0 z-10 mt-1 rounded-lg bg-slate-800 px-2 py-1 text-xs whitespace-nowrap text-white shadow-lg ring-1 ring-white/10 group-hover:visible group-focus:visible"
      >
        {exact}
      </span>
    </time>
  );
}
