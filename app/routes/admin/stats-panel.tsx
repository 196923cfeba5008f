import { useCallback, useEffect, useState } from "react";
import type { AdminStats } from "~/.server/admin/users";
import { adminApi, failure } from "./admin-api";

const CARDS: [keyof AdminStats, string][] = [
  ["users", "Users"],
  ["completedProfiles", "Completed profiles"],
  ["totalViews", "Total views"],
  ["totalClicks", "Total clicks"],
  ["qrScans", "QR scans"],
];

export function StatsPanel({ refreshKey, onUnauthorized }: { refreshKey: number; onUnauthorized: (error: unknown) => boolean }) {
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    try {
      setStats(await adminApi<AdminStats>("/stats"));
      setError(null);
    } catch (caught) {
      if (!onUnauthorized(caught)) setError(failure("Failed to fetch data", caught));
    } finally {
      setLoading(false);
    }
  }, [onUnauthorized]);

  useEffect(() => {
    const timer = window.setTimeout(() => void load(), 0);
    return () => window.clearTimeout(timer);
  }, [load, refreshKey]);

  return (
    <section aria-labelledby="stats-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="stats-heading" className="text-xl font-bold text-white">
          Overview
        </h2>
        <button
          type="button"
          onClick={() => {
            setLoading(true);
            void load();
          }}
          disabled={loading}
          className="rounded-full px-4 py-2 text-sm font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10 disabled:opacity-60"
        >
          {loading ? "Refreshing…" : "Refresh"}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {CARDS.map(([key, label]) => (
          <div key={key} className="rounded-2xl bg-slate-950 p-4 ring-1 ring-white/10">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-white" data-stat={key}>
              {stats ? stats[key].toLocaleString() : "–"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
