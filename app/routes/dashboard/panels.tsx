import type { DashboardData, RecentEvent } from "~/.server/analytics/dashboard";
import { type ReactNode, useId } from "react";
import { STACKED, TableHead } from "~/components/ui/table-head";
import { exactTime, relativeTime, visitorLabels } from "~/domain/activity";
import { HIT_LABELS, type LinkShare, type MonthBucket } from "~/domain/analytics";
import { PROFILE_LINKS } from "~/domain/profile-model";
import type { ViewerClock } from "./viewer-clock";

const PANEL = "rounded-3xl bg-slate-900 p-5 ring-1 ring-white/10 sm:p-6";
const number = new Intl.NumberFormat("en-US");

export function MetricCards({ stats }: { stats: DashboardData }) {
  const cards = [
    { label: "Profile Views", value: number.format(stats.views) },
    { label: "Link Clicks", value: number.format(stats.clicks) },
    { label: "Click Rate", value: `${stats.clickRate}%` },
    { label: "This Month", value: number.format(stats.thisMonth) },
  ];
  return (
    <section aria-label="Totals" className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className={PANEL} data-metric={card.label}>
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

export function MonthlyViews({ months }: { months: MonthBucket[] }) {
  const max = Math.max(0, ...months.map((month) => month.views));
  return (
    <Panel id="monthly-views" title="Monthly Views">
      {max === 0 ? (
        <EmptyNote className="py-10">No data yet</EmptyNote>
      ) : (
        <ol className="mt-6 flex h-48 items-end gap-3" aria-label="Views in each of the last six months">
          {months.map((month) => (
            <li key={month.month} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
              <span className="text-xs text-slate-300 tabular-nums">{number.format(month.views)}</span>
              <span
                className="w-full max-w-12 rounded-t-lg bg-emerald-400"
                style={{ height: `${Math.max(month.views > 0 ? 3 : 0, (month.views / max) * 100)}%` }}
                aria-hidden="true"
              />
              <span className="text-xs text-slate-400">
                <span className="sr-only">{`${month.label}: ${month.views} views`}</span>
                <span aria-hidden="true">{month.label}</span>
              </span>
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
const linkName = (type: string | null) => (type ? (LINK_NAMES[type] ?? type) : "");

const clicksText = (clicks: number) => `${number.format(clicks)} ${clicks === 1 ? "click" : "clicks"}`;

export function TopLinks({ links }: { links: LinkShare[] }) {
  const bars = links.map((link) => ({
    key: link.linkType,
    data: { "data-link": link.linkType },
    label: linkName(link.linkType),
    count: `${clicksText(link.clicks)} · ${link.share}%`,
    percent: link.share,
  }));
  const empty = <EmptyNote className="py-10">No link clicks yet</EmptyNote>;
  return <ClickBars id="top-links" title="Top Links" bars={bars} barClassName="bg-sky-400" empty={empty} />;
}

/** "Amounts chosen": how often visitors tapped each preset amount. */
export function AmountsChosen({ amounts }: { amounts: { amount: number; clicks: number }[] }) {
  const most = Math.max(1, ...amounts.map((entry) => entry.clicks));
  const bars = amounts.map(({ amount, clicks }) => ({
    key: String(amount),
    data: { "data-amount": amount },
    label: `$${amount}`,
    count: clicksText(clicks),
    percent: (clicks / most) * 100,
  }));
  const empty = <EmptyNote className="py-6">No preset amounts chosen yet</EmptyNote>;
  return (
    <ClickBars id="amounts-chosen" title="Amounts chosen" bars={bars} barClassName="bg-emerald-400" empty={empty} />
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

function place(event: RecentEvent): string {
  return event.location && event.location !== "Unknown" ? event.location : "Unknown location";
}

/** The link a click went to, or where a view came from. */
function source(event: RecentEvent): string {
  if (event.type === "link_click") {
    const target = event.linkUrl ? shortUrl(event.linkUrl) : "";
    return target ? `${linkName(event.linkType)} (${target})` : linkName(event.linkType);
  }
  return event.referrer === "direct" ? "Direct" : `From ${shortUrl(event.referrer)}`;
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
  const labels = visitorLabels(events.map((event) => event.visitorId));
  return (
    <Panel id="recent-activity" title="Recent Activity" className="mt-6">
      {events.length === 0 ? (
        <EmptyNote className="py-8">No activity yet. Share your profile to start tracking!</EmptyNote>
      ) : (
        // No box to scroll sideways: a card a row on a phone (issue 29 #7), and nothing clips the time's tooltip.
        <div className="mt-4">
          <table className={STACKED.table}>
            <TableHead
              columns={["Type", "Visitor", "Date", "Details"]}
              className={`text-slate-400 ${STACKED.head}`}
              cell="py-2 font-medium"
              gap="pr-4"
            />
            <tbody className={`divide-y divide-white/5 text-slate-200 ${STACKED.body}`}>
              {events.map((event) => (
                <tr key={event.id} className={STACKED.row}>
                  <td data-label="Type" className={`py-2 pr-4 whitespace-nowrap ${STACKED.cell}`}>
                    {HIT_LABELS[event.type] ?? event.type}
                  </td>
                  <td data-label="Visitor" className={`py-2 pr-4 whitespace-nowrap ${STACKED.cell}`}>
                    {labels.get(event.visitorId)}
                  </td>
                  <td data-label="Date" className={`py-2 pr-4 whitespace-nowrap ${STACKED.cell}`}>
                    <EventTime timestamp={event.timestamp} clock={clock} />
                  </td>
                  <td data-label="Details" className={`py-2 ${STACKED.cell}`}>
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
        Visitor locations:{" "}
        <a
          href="https://db-ip.com"
          className="underline underline-offset-2 hover:text-white"
          rel="noopener noreferrer"
          target="_blank"
        >
          IP Geolocation by DB-IP
        </a>
      </p>
    </Panel>
  );
}

/** "5 min ago"; the exact local time shows on hover (title) and on keyboard focus (the tooltip). */
function EventTime({ timestamp, clock }: { timestamp: string; clock: ViewerClock }) {
  const id = useId();
  const then = new Date(timestamp);
  const exact = exactTime(then, clock.timeZone);
  return (
    <time
      dateTime={timestamp}
      title={exact}
      tabIndex={0}
      aria-describedby={id}
      className="group relative rounded underline decoration-dotted underline-offset-4"
    >
      {relativeTime(then, clock.now, clock.timeZone)}
      <span
        id={id}
        role="tooltip"
        data-exact-time=""
        className="invisible absolute top-full left-0 z-10 mt-1 rounded-lg bg-slate-800 px-2 py-1 text-xs whitespace-nowrap text-white shadow-lg ring-1 ring-white/10 group-hover:visible group-focus:visible"
      >
        {exact}
      </span>
    </time>
  );
}
