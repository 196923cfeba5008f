import { m } from "~/i18n/paraglide/messages.js";
import { formatNumber } from "~/i18n/format";
import { useRevalidator } from "react-router";
import type { AdminData } from "./admin-data";

const CARDS: [keyof AdminData["stats"], () => string][] = [
  ["users", m.rest_admin_users],
  ["completedProfiles", m.rest_admin_completed_profiles],
  ["totalViews", m.rest_admin_total_views],
  ["totalClicks", m.rest_admin_total_clicks],
  ["qrScans", m.rest_admin_qr_scans],
];

/** The figures. Refresh reloads the whole screen's data (figures, QR counts, users) from the loader. */
export function StatsPanel({ stats }: { stats: AdminData["stats"] }) {
  const revalidator = useRevalidator();
  const refreshing = revalidator.state === "loading";
  return (
    <section aria-labelledby="stats-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="stats-heading" className="text-xl font-bold text-white">
          {m.rest_admin_overview()}
        </h2>
        <button
          type="button"
          onClick={() => void revalidator.revalidate()}
          disabled={refreshing}
          className="rounded-full px-4 py-2 text-sm font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10 disabled:opacity-60"
        >
          {refreshing ? m.rest_admin_refreshing() : m.rest_admin_refresh()}
        </button>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {CARDS.map(([key, label]) => (
          <div key={key} className="min-w-0 rounded-2xl bg-slate-950 p-4 ring-1 ring-white/10">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-400">{label()}</dt>
            <dd className="mt-1 text-2xl font-bold text-white" data-stat={key}>
              {formatNumber(stats[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
