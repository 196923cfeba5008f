/**
 * An upload's life: idle → running → success | error | canceled, with pause and resume between.
 * Pause only while running; resume only from paused; cancel while running or paused. Anything else is ignored,
 * so a double click or a late network event cannot put an upload in an impossible state.
 */
type UploadStatus = "idle" | "running" | "paused" | "success" | "canceled" | "error";

export type UploadState = { status: UploadStatus; percent: number; error: string | null };

export type UploadEvent =
  | { type: "start" }
  | { type: "progress"; sent: number; total: number }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "cancel" }
  | { type: "success" }
  | { type: "fail"; message: string };

export const INITIAL_UPLOAD: UploadState = { status: "idle", percent: 0, error: null };

export function nextUploadState(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case "start":
      return state.status === "running" ? state : { status: "running", percent: 0, error: null };
    case "progress": {
      if (state.status !== "running") return state;
      const percent = event.total > 0 ? Math.min(100, Math.floor((event.sent / event.total) * 100)) : 0;
      return { ...state, percent: Math.max(state.percent, percent) };
    }
    case "pause":
      return state.status === "running" ? { ...state, status: "paused" } : state;
    case "resume":
      return state.status === "paused" ? { ...state, status: "running" } : state;
    case "cancel":
      return state.status === "running" || state.status === "paused" ? { ...state, status: "canceled" } : state;
    case "success":
      return state.status === "running" ? { status: "success", percent: 100, error: null } : state;
    case "fail":
      return state.status === "running" || state.status === "paused"
        ? { ...state, status: "error", error: event.message }
        : state;
  }
}

export const canPause = (state: UploadState) => state.status === "running";
export const canResume = (state: UploadState) => state.status === "paused";
export const canCancel = (state: UploadState) => state.status === "running" || state.status === "paused";

/**
 * A file's size as the upload list shows it: KB under a megabyte, so a 42 KB photo is not "(0.0 MB)"; MB with one
 * decimal from there.
 */
export function fileSizeLabel(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * What an upload says under its progress bar. Without a network a running upload is not "Uploading… 31%": it waits,
 * and carries on by itself when the network is back.
 */
export function uploadStatusText(state: UploadState, online: boolean): string {
  switch (state.status) {
    case "idle":
      return "";
    case "running":
      return online
        ? `Uploading… ${state.percent}%`
        : `Waiting for the network… ${state.percent}% sent; it carries on by itself when you are back online.`;
    case "paused":
      return `Paused at ${state.percent}%`;
    case "success":
      return "Uploaded";
    case "canceled":
      return "Upload canceled";
    case "error":
      return "Upload failed";
  }
}
