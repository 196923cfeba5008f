import { useSyncExternalStore } from "react";
import type { UploadState } from "~/domain/upload-state";
import { canCancel, canPause, canResume } from "~/domain/upload-state";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";

const SMALL_BUTTON =
  "rounded-full px-3 py-1 text-xs font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10";

const subscribeToNetwork = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** Percent progress, the Pause / Resume / Cancel buttons that apply now, and the outcome. */
/** What an upload is doing, in the page's language (upload-state.ts words it in English). */
function statusText(state: UploadState, online: boolean): string {
  const percent = state.percent;
  switch (state.status) {
    case "idle":
      return "";
    case "running":
      return online ? m.owner_upload_running({ percent }) : m.owner_upload_offline({ percent });
    case "paused":
      return m.owner_upload_paused({ percent });
    case "success":
      return m.owner_uploaded();
    case "canceled":
      return m.owner_upload_canceled();
    case "error":
      return m.owner_upload_failed();
  }
}

export function UploadProgress({
  state,
  label,
  onPause,
  onResume,
  onCancel,
}: {
  state: UploadState;
  label: string;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  if (state.status === "idle") return null;
  const showBar = state.status === "running" || state.status === "paused";
  return (
    <div className="space-y-2" data-upload-status={state.status}>
      {showBar && (
        <div
          role="progressbar"
          aria-label={`${label} upload`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          className="h-2 w-full overflow-hidden rounded-full bg-white/10"
        >
          <div
            className="h-full rounded-full bg-emerald-400 transition-[width]"
            style={{ width: `${state.percent}%` }}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <p
          aria-live="polite"
          className={`text-sm ${state.status === "success" ? "text-emerald-300" : "text-slate-300"}`}
        >
          {statusText(state, online)}
        </p>
        {canPause(state) && (
          <button type="button" className={SMALL_BUTTON} onClick={onPause}>
            {m.owner_pause()}
          </button>
        )}
        {canResume(state) && (
          <button type="button" className={SMALL_BUTTON} onClick={onResume}>
            {m.owner_resume()}
          </button>
        )}
        {canCancel(state) && (
          <button type="button" className={SMALL_BUTTON} onClick={onCancel}>
            {m.owner_cancel()}
          </button>
        )}
      </div>
      {state.error && (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {localized(state.error)}
        </p>
      )}
    </div>
  );
}
