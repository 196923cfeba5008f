import { useCallback, useEffect, useReducer, useRef } from "react";
import type { ImageKind } from "~/domain/media";
import { INITIAL_UPLOAD, nextUploadState } from "~/domain/upload-state";
import { useReportUploadActivity } from "./upload-activity";
import { startUpload, type UploadControl, type UploadResult } from "./upload-client";

/** One upload's state and its controls, for a button row and a progress bar. */
export function useUpload(kind: ImageKind, onUploaded: (result: UploadResult) => void) {
  const [state, dispatch] = useReducer(nextUploadState, INITIAL_UPLOAD);
  const control = useRef<UploadControl | null>(null);
  const active = state.status === "running" || state.status === "paused";
  useReportUploadActivity(active);

  // Leaving with an upload under way abandons it, and nothing half-uploaded stays on the server:
  // on leaving the screen it is canceled (tus termination); when the page itself goes, a DELETE outlives it.
  const activeNow = useRef(active);
  useEffect(() => {
    activeNow.current = active;
  }, [active]);
  useEffect(() => {
    const pageGoes = () => {
      if (activeNow.current) control.current?.abandon();
    };
    window.addEventListener("pagehide", pageGoes);
    return () => {
      window.removeEventListener("pagehide", pageGoes);
      if (activeNow.current) control.current?.cancel();
    };
  }, []);

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
