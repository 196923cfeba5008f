import { useCallback, useState } from "react";
import { MAX_GALLERY_IMAGES, responsiveImage, uploadProblem } from "~/domain/media";
import { fileSizeLabel } from "~/domain/upload-state";
import { FILE_BUTTON } from "./image-uploader";
import type { UploadResult } from "./upload-client";
import { UploadProgress } from "./upload-progress";
import { useUpload } from "./use-upload";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";
import { formatNumber } from "~/i18n/format";

type Pending = { key: string; file: File; index: number; problem: string | null; done: boolean };

/** The gallery (requirements 2 step 3): pick several photos, upload each with its own button and progress; remove any. */
export function GalleryUploader({
  images,
  onImagesChange,
}: {
  images: string[];
  onImagesChange: (images: string[]) => void;
}) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setPending((current) => [
      ...current.filter((item) => !item.done),
      ...files.map((file, index) => ({
        key: `${Date.now()}-${index}-${file.name}`,
        file,
        index,
        problem: uploadProblem(file),
        done: false,
      })),
    ]);
  };

  const uploaded = useCallback(
    (key: string, result: UploadResult) => {
      setPending((current) => current.map((item) => (item.key === key ? { ...item, done: true } : item)));
      if (result.images) onImagesChange(result.images);
    },
    [onImagesChange],
  );

  async function remove(url: string, position: number) {
    setRemoving(url);
    setRemoveError(null);
    try {
      const response = await fetch("/uploads/gallery/remove", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url }),
      });
      const body = (await response.json().catch(() => ({}))) as { images?: string[]; error?: string };
      if (!response.ok || !body.images) throw new Error(body.error ?? "The photo could not be removed. Try again.");
      onImagesChange(body.images);
    } catch (error) {
      setRemoveError(
        m.owner_photo_remove_failed({
          n: position,
          reason: error instanceof Error ? localized(error.message) : m.owner_could_not_remove(),
        }),
      );
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="space-y-4" data-uploader="gallery">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-200">
          {m.owner_gallery()}{" "}
          <span className="text-slate-400">
            {m.owner_gallery_count({ count: formatNumber(images.length), max: formatNumber(MAX_GALLERY_IMAGES) })}
          </span>
        </p>
        <label className={FILE_BUTTON}>
          <span>{m.owner_choose_photos()}</span>
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={choose}
            aria-describedby="gallery-hint"
          />
        </label>
      </div>
      <p id="gallery-hint" className="text-xs text-slate-400">
        {m.owner_pick_photos_hint()}
      </p>
      {pending.length > 0 && (
        <ul className="space-y-3" aria-label={m.owner_photos_to_upload()}>
          {pending.map((item) => (
            <PendingPhoto
              key={item.key}
              item={item}
              onUploaded={uploaded}
              onDismiss={() => setPending((c) => c.filter((p) => p.key !== item.key))}
            />
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={m.owner_your_gallery()}>
          {images.map((url, position) => (
            <li key={url} className="relative">
              <img
                {...responsiveImage(url, "gallery")}
                alt={m.owner_gallery_photo({ n: position + 1 })}
                width={120}
                height={135}
                className="aspect-[8/9] w-full rounded-xl object-cover"
              />
              <button
                type="button"
                disabled={removing === url}
                onClick={() => void remove(url, position + 1)}
                aria-label={removing === url ? undefined : m.owner_remove_gallery_photo({ n: position + 1 })}
                className="absolute end-1 top-1 rounded-full bg-slate-950/85 px-2 py-0.5 text-xs font-semibold text-white ring-1 ring-white/30 hover:bg-rose-600 disabled:opacity-60"
              >
                {removing === url ? m.owner_removing() : m.owner_remove()}
              </button>
            </li>
          ))}
        </ul>
      )}
      {removeError && (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {removeError}
        </p>
      )}
    </div>
  );
}

function PendingPhoto({
  item,
  onUploaded,
  onDismiss,
}: {
  item: Pending;
  onUploaded: (key: string, result: UploadResult) => void;
  onDismiss: () => void;
}) {
  const handleUploaded = useCallback((result: UploadResult) => onUploaded(item.key, result), [item.key, onUploaded]);
  const upload = useUpload("gallery", handleUploaded);
  const { status } = upload.state;

  return (
    <li className="space-y-2 rounded-2xl bg-slate-950 p-3 ring-1 ring-white/10" data-pending-photo={item.file.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm break-words text-slate-200">
          {item.file.name} <span className="whitespace-nowrap text-slate-400">({fileSizeLabel(item.file.size)})</span>
        </p>
        <div className="flex gap-2">
          {!item.problem && (status === "idle" || status === "error" || status === "canceled") && (
            <button
              type="button"
              onClick={() => upload.start(item.file, item.index)}
              className="rounded-full bg-emerald-400 px-3 py-1 text-xs font-semibold text-slate-950 hover:bg-emerald-300"
            >
              {status === "idle" ? m.owner_upload() : m.owner_try_again()}
              <span className="sr-only"> {item.file.name}</span>
            </button>
          )}
          {status !== "running" && status !== "paused" && (
            <button
              type="button"
              onClick={onDismiss}
              aria-label={status === "success" ? undefined : m.owner_remove_from_list({ file: item.file.name })}
              className="rounded-full px-3 py-1 text-xs text-slate-300 ring-1 ring-white/20 hover:bg-white/10"
            >
              {status === "success" ? m.owner_ok() : m.owner_remove()}
              {status === "success" && <span className="sr-only"> {item.file.name}</span>}
            </button>
          )}
        </div>
      </div>
      {item.problem && (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {localized(item.problem)}
        </p>
      )}
      <UploadProgress
        state={upload.state}
        label={item.file.name}
        onPause={upload.pause}
        onResume={upload.resume}
        onCancel={upload.cancel}
      />
    </li>
  );
}
