import { useCallback, useEffect, useState } from "react";
import type { QrCodeView } from "~/.server/qr-codes";
import { adminApi, failure, formatDate } from "./admin-api";

/** Scans arrive while the admin watches: the list refreshes itself every few seconds while the tab is visible. */
const LIVE_REFRESH_MS = 4000;

export function QrCodesPanel({ onUnauthorized, onChange }: { onUnauthorized: (error: unknown) => boolean; onChange: () => void }) {
  const [codes, setCodes] = useState<QrCodeView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const { qrCodes } = await adminApi<{ qrCodes: QrCodeView[] }>("/qr-codes");
      setCodes(qrCodes);
      setError(null);
    } catch (caught) {
      if (!onUnauthorized(caught)) setError(failure("Failed to fetch data", caught));
    }
  }, [onUnauthorized]);

  useEffect(() => {
    const first = window.setTimeout(() => void load(), 0);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, LIVE_REFRESH_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [load]);

  async function create(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const cityName = String(new FormData(form).get("cityName") ?? "");
    if (!cityName.trim()) {
      setFormError("City name required");
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await adminApi("/qr-codes", { method: "POST", body: { cityName } });
      form.reset();
      await load();
      onChange();
    } catch (caught) {
      if (!onUnauthorized(caught)) setFormError(failure("Failed to create QR code", caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove(code: QrCodeView) {
    if (!window.confirm("Are you sure you want to delete this QR code?")) return;
    try {
      await adminApi(`/qr-codes/${code.id}`, { method: "DELETE" });
      setCodes((current) => current?.filter((item) => item.id !== code.id) ?? null);
      setError(null);
      onChange();
    } catch (caught) {
      if (!onUnauthorized(caught)) setError(failure("Failed to delete QR code", caught));
    }
  }

  return (
    <section aria-labelledby="qr-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <h2 id="qr-heading" className="text-xl font-bold text-white">
        City QR codes
      </h2>
      <form onSubmit={create} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1 space-y-1">
          <label htmlFor="city-name" className="block text-sm font-medium text-slate-200">
            City name
          </label>
          <input
            id="city-name"
            name="cityName"
            maxLength={80}
            placeholder="New York"
            aria-invalid={formError ? true : undefined}
            aria-describedby="city-name-error"
            className="block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-2.5 text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none"
          />
          <p id="city-name-error" role="alert" className="text-sm font-medium text-rose-300">
            {formError}
          </p>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-emerald-400 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60 sm:mt-6"
        >
          {busy ? "Creating…" : "Create QR code"}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      {codes && codes.length === 0 && <p className="mt-4 text-slate-400">No QR codes yet.</p>}
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {codes?.map((code) => (
          <li key={code.id} data-qr-slug={code.citySlug} className="flex gap-4 rounded-2xl bg-slate-950 p-4 ring-1 ring-white/10">
            <img
              src={`/api/admin/qr-codes/${code.id}.png`}
              alt={`QR code for ${code.cityName}`}
              width={128}
              height={128}
              className="h-32 w-32 flex-none rounded-lg bg-white"
            />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="text-base font-semibold text-white">{code.cityName}</p>
              <p className="break-all text-slate-400">{code.qrUrl}</p>
              <p className="text-slate-300">
                Clicks: <span data-qr-clicks>{code.clicks}</span>
              </p>
              <p className="text-slate-400">Last clicked: {formatDate(code.lastClicked)}</p>
              <div className="flex flex-wrap gap-2 pt-1">
                <a className="rounded-full px-3 py-1 text-slate-100 ring-1 ring-white/20 hover:bg-white/10" href={`/api/admin/qr-codes/${code.id}.png`} download>
                  PNG<span className="sr-only"> for {code.cityName}</span>
                </a>
                <a className="rounded-full px-3 py-1 text-slate-100 ring-1 ring-white/20 hover:bg-white/10" href={`/api/admin/qr-codes/${code.id}.svg`} download>
                  SVG<span className="sr-only"> for {code.cityName}</span>
                </a>
                <button type="button" onClick={() => void remove(code)} className="rounded-full px-3 py-1 text-rose-300 ring-1 ring-rose-400/40 hover:bg-rose-500/10">
                  Delete<span className="sr-only"> {code.cityName}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
