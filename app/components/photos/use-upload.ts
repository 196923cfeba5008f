import { useCallback, useReducer, useRef } from "react";
import type { ImageKind } from "~/domain/media";
import { INITIAL_UPLOAD, nextUploadState } from "~/domain/upload-state";
import { useReportUploadActivity } from "./upload-activity";
import { startUpload, type UploadControl, type UploadResult } from "./upload-client";

/** One upload's state and its controls, for a button row and a progress bar. */
export function useUpload(kind: ImageKind, onUploaded: (result: UploadResult) => void) {
  const [state, dispatch] = useReducer(nextUploadState, INITIAL_UPLOAD);
  const control = useRef<UploadControl | null>(null);
  useReportUploadActivity(state.status === "running" || state.status === "paused");

  const start = useCallback(
    (file: File, index = 0) => {
      dispatch({ type: "start" });
      control.current = startUpload(file, kind, index, {
        onProgress: (sent, total) => dispatch({ type: "progress", sent, total }),
        onSuccess: (result) => {
          dispatch({ type: "success" });
          onUploaded(result);
        },
        onError: (message) => dispatch({ type: "fail", message }),
      });
    },
    [kind, onUploaded],
  );

  return {
    state,
    start,
    pause: () => {
      if (state.status !== "running") return;
      dispatch({ type: "pause" });
      control.current?.pause();
    },
    resume: () => {
      if (state.status !== "paused") return;
      dispatch({ type: "resume" });
      control.current?.resume();
    },
    cancel: () => {
      if (state.status !== "running" && state.status !== "paused") return;
      dispatch({ type: "cancel" });
      control.current?.cancel();
    },
  };
}
