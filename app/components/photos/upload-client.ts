import type { Upload } from "tus-js-client";
import { CHUNK_BYTES, type ImageKind, RESUMABLE_THRESHOLD_BYTES } from "~/domain/media";

export type UploadResult = { kind: ImageKind; url: string; bannerColors?: string[]; images?: string[] };

export type UploadHandlers = {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (result: UploadResult) => void;
  onError: (message: string) => void;
};

export type UploadControl = {
  pause(): void;
  resume(): void;
  cancel(): void;
  /** The page is going away: what the server holds of this upload is deleted, as far as it can be. */
  abandon(): void;
};

const FALLBACK_ERROR = "The upload failed. Check your connection and try again.";

function messageFrom(body: string | undefined | null, status: number): string {
  try {
    const parsed = JSON.parse(body ?? "") as { error?: string };
    if (parsed.error) return parsed.error;
  } catch {
    // not JSON
  }
  if (status === 401) return "Your session has ended. Sign in again to upload.";
  if (status === 413) return "Max file size 5 MB";
  return FALLBACK_ERROR;
}

/**
 * Sends one photo. Files over 256 KB go with tus (resumable in 256 KB chunks: a dropped connection retries and
 * carries on from the last byte the server has, even after a reload); smaller ones in one request.
 */
export function startUpload(file: File, kind: ImageKind, index: number, handlers: UploadHandlers): UploadControl {
  return file.size > RESUMABLE_THRESHOLD_BYTES
    ? resumable(file, kind, index, handlers)
    : single(file, kind, index, handlers);
}

function single(file: File, kind: ImageKind, index: number, handlers: UploadHandlers): UploadControl {
  let xhr: XMLHttpRequest | null = null;
  const send = () => {
    const request = new XMLHttpRequest();
    xhr = request;
    request.open("POST", `/uploads/${kind}`);
    request.setRequestHeader("Content-Type", file.type);
    request.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    request.setRequestHeader("X-Gallery-Index", String(index));
    request.upload.onprogress = (event) => handlers.onProgress(event.loaded, event.total || file.size);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          handlers.onSuccess(JSON.parse(request.responseText) as UploadResult);
        } catch {
          handlers.onError(FALLBACK_ERROR);
        }
      } else handlers.onError(messageFrom(request.responseText, request.status));
    };
    // Offline: sent again, whole, once the network is back (it says it is waiting meanwhile: upload-progress.tsx).
    request.onerror = () => {
      if (navigator.onLine) handlers.onError(FALLBACK_ERROR);
      else window.addEventListener("online", () => xhr === request && send(), { once: true });
    };
    request.send(file);
  };
  send();
  // Stopping forgets the request, so a send waiting for the network (above) does not go after all.
  const stop = () => {
    const request = xhr;
    xhr = null;
    request?.abort();
  };
  return {
    // A small file has no chunks to keep: pausing stops it, resuming sends it again.
    pause: stop,
    resume: send,
    cancel: stop,
    // One request: the server keeps nothing of it unless it arrived whole.
    abandon: stop,
  };
}

function resumable(file: File, kind: ImageKind, index: number, handlers: UploadHandlers): UploadControl {
  let upload: Upload | null = null;
  let stopped = false;
  const ready = import("tus-js-client").then(async (tus) => {
    upload = new tus.Upload(file, {
      endpoint: "/uploads/tus",
      chunkSize: CHUNK_BYTES,
      // About five minutes of tries: a phone that loses its signal for a while carries on by itself.
      retryDelays: [0, 1000, 3000, 5000, ...Array<number>(30).fill(10_000)],
      metadata: { kind, filename: file.name, filetype: file.type, index: String(index) },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: handlers.onProgress,
      onSuccess: ({ lastResponse }) => {
        try {
          handlers.onSuccess(JSON.parse(lastResponse.getBody()) as UploadResult);
        } catch {
          handlers.onError(FALLBACK_ERROR);
        }
      },
      onError: (error) => {
        const response = "originalResponse" in error ? error.originalResponse : null;
        handlers.onError(response ? messageFrom(response.getBody(), response.getStatus()) : FALLBACK_ERROR);
      },
      // Network trouble and server hiccups are retried; a refusal (4xx) is final and shown.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // 507: the server is out of room for uploads; its message is shown rather than retried.
        return status === 0 || (status >= 500 && status !== 507) || status === 409 || status === 423;
      },
    });
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    if (!stopped) upload.start();
  });
  return {
    pause: () => void ready.then(() => upload?.abort()),
    resume: () => void ready.then(() => upload?.start()),
    cancel: () => {
      stopped = true;
      void ready.then(() => upload?.abort(true).catch(() => undefined)); // also ends it on the server (tus termination)
    },
    abandon: () => {
      stopped = true;
      const url = upload?.url;
      void upload?.abort(false);
      // tus termination, sent with keepalive: an XMLHttpRequest would not outlive the page.
      if (url)
        void fetch(url, { method: "DELETE", keepalive: true, headers: { "Tus-Resumable": "1.0.0" } }).catch(
          () => undefined,
        );
    },
  };
}
