import { useState, type ReactNode } from "react";
import { shareOrCopy } from "~/components/share-or-copy";
import { Panel } from "./panels";
import { m } from "~/i18n/paraglide/messages.js";
import { editProfilePath, profilePath } from "~/domain/profile-url";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap";
const ACTION = `${BUTTON} text-slate-100 ring-1 ring-white/20 hover:bg-white/10`;
const PRIMARY = `${BUTTON} bg-emerald-400 text-slate-950 hover:bg-emerald-300`;

/**
 * View Profile, Edit Profile, Export Data (the CSV streams from the server), Sign screen (the full-screen QR code to
 * hold up at the pitch) and Share Profile (the system share sheet, else copying the link; plus the profile's QR code
 * as PNG and SVG). `children` adds more actions.
 */
export function QuickActions({ uid, profileUrl, children }: { uid: string; profileUrl: string; children?: ReactNode }) {
  const [sharing, setSharing] = useState(false);
  const [message, setMessage] = useState("");

  const share = async () => {
    setSharing(true);
    setMessage("");
    setMessage(await shareOrCopy(profileUrl, m.dash_share_profile_title()));
  };

  const pageHref = profilePath({ ownerUid: uid });
  return (
    <Panel id="quick-actions" title={m.dash_quick_actions()} className="mt-6">
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={pageHref} className={ACTION}>
          {m.dash_view_profile()}
        </a>
        <a href={editProfilePath(uid)} className={ACTION}>
          {m.dash_edit_profile()}
        </a>
        <a href="/api/analytics/export.csv" download className={ACTION}>
          {m.dash_export()}
        </a>
        <a href="/sign" className={ACTION}>
          {m.dash_sign_screen()}
        </a>
        <button type="button" onClick={() => void share()} className={PRIMARY}>
          {m.dash_share_profile()}
        </button>
        {children}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-300 empty:hidden">
        {message}
      </p>
      {sharing && (
        <div className="mt-4 flex flex-wrap items-center gap-5">
          <img
            src="/api/profiles/me/qr.svg"
            alt={m.dash_qr_profile_alt()}
            width={160}
            height={160}
            className="rounded-xl bg-white p-2"
          />
          <div className="space-y-2">
            <p className="max-w-xs text-sm break-all text-slate-300">{profileUrl}</p>
            <div className="flex gap-3">
              <a href="/api/profiles/me/qr.png?download" download className={ACTION}>
                {m.dash_download_png()}
              </a>
              <a href="/api/profiles/me/qr.svg?download" download className={ACTION}>
                {m.dash_download_svg()}
              </a>
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}
