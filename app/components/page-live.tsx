import { shareOrCopy } from "./share-or-copy";
import { useEffect, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";

const LIVE_FLAG = "tipped:page-live";

/** Called when Finish went through (signup's clientAction): the dashboard that follows celebrates, once. */
export function markPageLive() {
  try {
    sessionStorage.setItem(LIVE_FLAG, "1");
  } catch {
    // storage refused: the dashboard simply opens as on any other day
  }
}

/** True on the first dashboard after Finish (the flag is taken, so a reload shows the plain dashboard). */
export function usePageJustWentLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    try {
      if (!sessionStorage.getItem(LIVE_FLAG)) return;
      sessionStorage.removeItem(LIVE_FLAG);
    } catch {
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser, after hydration
    setLive(true);
  }, []);
  return live;
}

const ACTION =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10";

/**
 * "Your page is live": right after Finish, what a performer needs next in one place — the link,
 * the QR code, the printable tip sign and Share.
 */
export function PageLive({ profileUrl }: { profileUrl: string }) {
  const [message, setMessage] = useState("");
  const share = async () => {
    setMessage("");
    setMessage(await shareOrCopy(profileUrl, m.dash_share_page_title()));
  };
  return (
    <section
      aria-labelledby="page-live-heading"
      className="mt-6 rounded-3xl bg-gradient-to-br from-emerald-500/25 via-teal-500/10 to-transparent p-6 ring-1 ring-emerald-300/30 sm:p-8"
    >
      <h2 id="page-live-heading" className="text-2xl font-bold text-white">
        {m.dash_live_title()}
      </h2>
      <p className="mt-2 text-slate-200">{m.dash_live_lead()}</p>
      <div className="mt-5 flex flex-col gap-6 sm:flex-row sm:items-center">
        <img
          src="/api/profiles/me/qr.svg"
          alt={m.dash_live_qr_alt()}
          width={144}
          height={144}
          className="h-36 w-36 flex-none rounded-xl bg-white p-2"
        />
        <div className="min-w-0 flex-1 space-y-4">
          <a href={profileUrl} className="block font-semibold break-all text-emerald-200 underline underline-offset-4">
            {profileUrl}
          </a>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => void share()}
              className="inline-flex min-h-11 items-center rounded-full bg-emerald-400 px-5 py-2.5 text-sm font-semibold text-slate-950 hover:bg-emerald-300"
            >
              {m.dash_share()}
            </button>
            <a href="/api/tip-sign.pdf?size=letter" download className={ACTION}>
              {m.dash_print_sign()}
            </a>
            <a href="/api/profiles/me/qr.png?download" download className={ACTION}>
              {m.dash_download_qr()}
            </a>
          </div>
          <p role="status" className="text-sm text-slate-300 empty:hidden">
            {message}
          </p>
        </div>
      </div>
    </section>
  );
}
