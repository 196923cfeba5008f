import { useCallback, useId, useState } from "react";
import { type ImageKind, responsiveImage, uploadProblem } from "~/domain/media";
import type { UploadResult } from "./upload-client";
import { UploadProgress } from "./upload-progress";
import { useUpload } from "./use-upload";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";

export const FILE_BUTTON =
  "inline-flex cursor-pointer items-center rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20 hover:bg-white/15 focus-within:ring-2 focus-within:ring-emerald-400";

/** The profile photo or the banner: choose a file and it uploads at once, saved to the profile when done. */
export function ImageUploader({
  kind,
  label,
  hint,
  url,
  onUploaded,
}: {
  kind: Exclude<ImageKind, "gallery">;
  label: string;
  hint: string;
  url: string | null;
  onUploaded: (result: UploadResult) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUpload(kind, onUploaded);
  const busy = upload.state.status === "running" || upload.state.status === "paused";

  const choose = useCallback(
    (event: React.ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = ""; // the same file can be chosen again
      if (!file) return;
      const message = uploadProblem(file);
      setProblem(message);
      if (!message) upload.start(file);
    },
    [upload],
  );

  const preview = url ? responsiveImage(url, kind) : null;
  return (
    <div className="space-y-3" data-uploader={kind}>
      <p className="text-sm font-medium text-slate-200" id={`${id}-label`}>
        {label}
      </p>
      <div className={`flex flex-wrap items-center gap-4 ${kind === "banner" ? "flex-col items-stretch" : ""}`}>
        {preview ? (
          <img
            {...preview}
            alt={kind === "profile" ? m.owner_your_profile_photo() : m.owner_your_banner()}
            width={kind === "profile" ? 80 : 480}
            height={kind === "profile" ? 80 : 160}
            className={
              kind === "profile"
                ? "h-20 w-20 rounded-full object-cover ring-2 ring-white/20"
                : "h-32 w-full rounded-2xl object-cover ring-1 ring-white/10"
            }
          />
        ) : (
          <div
            aria-hidden="true"
            className={
              kind === "profile"
                ? "h-20 w-20 rounded-full bg-slate-800 ring-2 ring-white/10"
                : "h-32 w-full rounded-2xl bg-slate-800 ring-1 ring-white/10"
            }
          />
        )}
        <div className="space-y-1">
          <label className={`${FILE_BUTTON} ${busy ? "pointer-events-none opacity-60" : ""}`}>
            <span>
              {kind === "profile"
                ? url
                  ? m.owner_change_photo()
                  : m.owner_upload_photo()
                : url
                  ? m.owner_change_banner()
                  : m.owner_upload_banner()}
            </span>
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={busy}
              aria-describedby={`${id}-hint ${id}-problem`}
              onChange={choose}
            />
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-400">
            {hint} {m.owner_msg_max_upload()}.
          </p>
        </div>
      </div>
      <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-rose-300 empty:hidden">
        {problem && localized(problem)}
      </p>
      <UploadProgress
        state={upload.state}
        label={label}
        onPause={upload.pause}
        onResume={upload.resume}
        onCancel={upload.cancel}
      />
    </div>
  );
}
