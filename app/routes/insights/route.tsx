import { Form, Link } from "react-router";
import { requireUser } from "~/.server/accounts/session";
import { insightsPage } from "~/.server/analytics/insights";
import { findProfileOnce } from "~/.server/profiles/request-profile";
import { change, clickShare, MAX_RANGE_DAYS, RANGE_PRESETS, type Totals } from "~/domain/insights";
import { dateFormat } from "~/domain/intl-formats";
import { editProfilePath } from "~/domain/profile-url";
import { formatMoney } from "~/domain/tips";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { BreakdownTable, breakdownTables, PANEL } from "./breakdowns";
import { Heatmap } from "./heatmap";
import { RangePitches } from "./pitches";
import { sessionView } from "~/.server/pitches/dashboard";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/route";

/**
 * Server HTML only: a read-only report whose range links and GET form need no script, and whose Intl wording (the
 * server's) is never re-rendered by a browser whose Intl words it differently.
 */
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: m.insights_meta_title() }];

/** A signed-in user's own figures: never kept by a browser or a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const owner = requireUser(context);
  const { db } = context.runtime;
  const profile = await findProfileOnce(db, context, owner.id);
  const search = new URL(request.url).searchParams;
  const now = new Date(context.runtime.now());
  const { sessions, ...page } = await insightsPage(db, owner.id, profile, search, now);
  // The hours are read in the profile's zone: the page names it, with a link to where it is changed.
  const timeZoneEdit = profile ? editProfilePath(owner.id, "timeZone") : null;
  const rangeSessions = sessions.rows.map((row) => sessionView(row, now, page.currency));
  return { ...page, rangeSessions, sessionCount: sessions.count, query: search.toString(), timeZoneEdit };
}

const PRESET_LABELS: Record<(typeof RANGE_PRESETS)[number], () => string> = {
  today: m.insights_today,
  "7d": m.insights_7d,
  "28d": m.insights_28d,
  "90d": m.insights_90d,
  "12m": m.insights_12m,
};

/** The range rule's English sentences (app/domain/insights.ts) in the page's language. */
function rangeErrorText(error: string): string {
  const known: Record<string, () => string> = {
    "Choose a start and an end date.": m.insights_err_dates,
    "The end date is before the start date.": m.insights_err_order,
    "The start date is in the future.": m.insights_err_future,
    [`Choose at most ${MAX_RANGE_DAYS} days.`]: () => m.insights_err_max({ max: formatNumber(MAX_RANGE_DAYS) }),
  };
  return known[error]?.() ?? error;
}

/** "+25 %", "no change" or "new", in the page's language. */
function changeWords(current: number, previous: number): string {
  const fraction = change(current, previous);
  if (fraction === null) return current === 0 ? m.insights_no_change() : m.insights_new();
  if (Math.abs(fraction) < 0.005) return m.insights_no_change();
  return formatNumber(fraction, { style: "percent", maximumFractionDigits: 0, signDisplay: "always" });
}

/** A date (YYYY-MM-DD, a day in the performer's zone) or two, as the page's language writes them. */
function daysText(from: string, to: string): string {
  const format = dateFormat({ dateStyle: "medium", timeZone: "UTC" }, getLocale());
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to));
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { preset, range, previous, rangeError, timeZone, currency, insights, query, timeZoneEdit } = loaderData;
  const { pitches, pitchCount, rangeSessions, sessionCount } = loaderData;
  const { current, previous: before } = insights;
  const locale = getLocale();
  const percent = (totals: Totals) => formatNumber(clickShare(totals), { style: "percent", minimumFractionDigits: 1 });
  const money = (minor: number) => formatMoney(minor, currency, locale);
  // data-figure names each figure for tests and scripts, in English whatever the page's language.
  const figures: { id: string; label: string; now: string; then: string; change: string }[] = [
    {
      id: "Views",
      label: m.insights_views(),
      now: formatNumber(current.views),
      then: formatNumber(before.views),
      change: changeWords(current.views, before.views),
    },
    {
      id: "Unique visitors",
      label: m.insights_visitors(),
      now: formatNumber(current.visitors),
      then: formatNumber(before.visitors),
      change: changeWords(current.visitors, before.visitors),
    },
    {
      id: "Clicks",
      label: m.insights_clicks(),
      now: formatNumber(current.clicks),
      then: formatNumber(before.clicks),
      change: changeWords(current.clicks, before.clicks),
    },
    {
      id: "Click rate",
      label: m.insights_click_rate(),
      now: percent(current),
      then: percent(before),
      change: changeWords(clickShare(current), clickShare(before)),
    },
    {
      id: "Card tips",
      label: m.insights_tips(),
      now: formatNumber(current.tips),
      then: formatNumber(before.tips),
      change: changeWords(current.tips, before.tips),
    },
    {
      id: "Money",
      label: m.insights_money(),
      now: money(current.money),
      then: money(before.money),
      change: changeWords(current.money, before.money),
    },
  ];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 text-slate-100">
      <p>
        <Link to="/dashboard" className="text-sm font-semibold text-emerald-300 underline-offset-4 hover:underline">
          <span aria-hidden="true" className="rtl:hidden">
            ←{" "}
          </span>
          <span aria-hidden="true" className="ltr:hidden">
            →{" "}
          </span>
          {m.insights_back()}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">{m.insights_title()}</h1>
      <p className="mt-1 text-sm text-slate-400">
        {m.insights_period({
          range: daysText(range.from, range.to),
          previous: daysText(previous.from, previous.to),
          timeZone,
        })}
        {timeZoneEdit && (
          <>
            {" "}
            <Link
              to={timeZoneEdit}
              className="font-semibold whitespace-nowrap text-emerald-300 underline underline-offset-4 hover:text-emerald-200"
            >
              {m.insights_change_zone()}
            </Link>
          </>
        )}
      </p>

      <nav aria-label={m.insights_range_label()} className="mt-5 flex flex-wrap gap-2">
        {RANGE_PRESETS.map((name) => (
          <Link
            key={name}
            to={`?range=${name}`}
            aria-current={preset === name ? "true" : undefined}
            data-range={name}
            className="inline-flex min-h-11 items-center rounded-full border border-white/15 px-4 text-sm font-semibold aria-[current]:border-emerald-400 aria-[current]:bg-emerald-400/15"
          >
            {PRESET_LABELS[name]()}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3" aria-label={m.insights_custom()}>
        <input type="hidden" name="range" value="custom" />
        {(["from", "to"] as const).map((name) => (
          <label key={name} className="grid gap-1 text-sm font-semibold">
            {name === "from" ? m.insights_from() : m.insights_to()}
            <input
              type="date"
              name={name}
              defaultValue={preset === "custom" ? range[name] : ""}
              required
              className="min-h-11 rounded-xl border border-white/15 bg-slate-950 px-3 text-white"
            />
          </label>
        ))}
        <button type="submit" className="min-h-11 rounded-full bg-emerald-400 px-5 font-semibold text-slate-950">
          {m.insights_show()}
        </button>
      </Form>
      {rangeError && (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-rose-500/15 px-4 py-3 text-sm font-semibold ring-1 ring-rose-500/40"
        >
          {m.insights_range_error({ error: rangeErrorText(rangeError) })}
        </p>
      )}

      <section aria-labelledby="figures-heading" className={`mt-6 ${PANEL}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="figures-heading" className="text-lg font-semibold text-white">
            {m.insights_against()}
          </h2>
          <a
            href={`/dashboard/insights.csv?${query}`}
            className="text-sm font-semibold text-emerald-300 underline underline-offset-4"
            download
          >
            {m.insights_download()}
          </a>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.id} data-figure={figure.id} className="rounded-xl bg-white/5 p-3">
              <dt className="text-sm text-slate-400">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{figure.now}</dd>
              <dd className="text-xs text-slate-400 tabular-nums">
                {m.insights_before({ change: figure.change, value: figure.then })}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <RangePitches
        pitches={pitches}
        pitchCount={pitchCount}
        sessions={rangeSessions}
        sessionCount={sessionCount}
        currency={currency}
      />

      <Heatmap heatmap={insights.heatmap} timeZone={timeZone} />

      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {breakdownTables(currency).map((table) => (
          <BreakdownTable key={table.dimension} {...table} rows={insights.breakdowns[table.dimension]} />
        ))}
      </div>
    </main>
  );
}
