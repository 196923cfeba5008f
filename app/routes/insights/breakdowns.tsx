/** The insights page's breakdown tables: sources, countries, devices, links and amounts, each in its own panel. */
import type { BreakdownRow, Breakdowns } from "~/.server/analytics/insights";
import { BREAKDOWN_ROWS } from "~/domain/insights";
import { formatAmountShort } from "~/domain/tips";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { linkName } from "../dashboard/panels";

export const PANEL = "rounded-2xl border border-white/10 bg-slate-900/60 p-4 sm:p-6";

const DEVICE_NAMES: Record<string, () => string> = {
  phone: m.insights_phone,
  tablet: m.insights_tablet,
  desktop: m.insights_computer,
};

type BreakdownTableSpec = {
  dimension: keyof Breakdowns;
  title: string;
  name: (key: string) => string;
  /** Links and amounts are what a click chose: they have no views, so no column of zeros either. */
  clicksOnly?: boolean;
};

/** Each table's heading and how its keys read. */
export function breakdownTables(currency: string): BreakdownTableSpec[] {
  const regions = new Intl.DisplayNames(getLocale(), { type: "region" });
  return [
    {
      dimension: "source",
      title: m.insights_sources(),
      name: (key) =>
        key === "direct"
          ? m.insights_direct()
          : key.startsWith("pitch:")
            ? m.insights_pitch({ name: key.slice("pitch:".length) })
            : key,
    },
    {
      dimension: "country",
      title: m.insights_countries(),
      name: (key) => (key ? (regions.of(key) ?? key) : m.insights_unknown()),
    },
    { dimension: "device", title: m.insights_devices(), name: (key) => DEVICE_NAMES[key]?.() ?? key },
    { dimension: "link", title: m.insights_links(), name: linkName, clicksOnly: true },
    {
      dimension: "amount",
      title: m.insights_amounts(),
      name: (key) => formatAmountShort(Number(key), currency, getLocale()),
      clicksOnly: true,
    },
  ];
}

export function BreakdownTable({
  dimension,
  title,
  rows,
  name,
  clicksOnly = false,
}: BreakdownTableSpec & { rows: BreakdownRow[] }) {
  return (
    <section aria-label={title} className={PANEL} data-breakdown={dimension}>
      <h3 className="text-base font-semibold text-white">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{m.insights_none()}</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead>
            <tr className="text-slate-400">
              <th scope="col" className="text-start font-medium">
                <span className="sr-only">{title}</span>
              </th>
              {!clicksOnly && (
                <th scope="col" className="w-20 text-end font-medium">
                  {m.insights_views()}
                </th>
              )}
              <th scope="col" className="w-16 text-end font-medium">
                {m.insights_clicks()}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, BREAKDOWN_ROWS).map((row) => (
              <tr key={row.key} className="border-t border-white/5">
                <th scope="row" className="py-1.5 text-start font-normal break-words text-slate-200">
                  {name(row.key)}
                </th>
                {!clicksOnly && <td className="text-end tabular-nums">{formatNumber(row.views)}</td>}
                <td className="text-end tabular-nums">{formatNumber(row.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
