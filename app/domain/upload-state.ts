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
