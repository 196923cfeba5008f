import { createContext, useCallback, useContext, useEffect, useId, useRef } from "react";

type Report = (key: string, active: boolean) => void;
const UploadActivity = createContext<Report | null>(null);

/**
 * `onActiveChange` should be stable (a state setter). Tells a form whether any upload inside is still going (running or paused), so the edit page's Save Changes
 * can read "Uploading…" and wait (requirements 2).
 */
export function UploadActivityProvider({
  onActiveChange,
  children,
}: {
  onActiveChange: (active: boolean) => void;
  children: React.ReactNode;
}) {
  const active = useRef(new Set<string>());
  const report = useCallback<Report>(
    (key, isActive) => {
      const before = active.current.size > 0;
      if (isActive) active.current.add(key);
      else active.current.delete(key);
      const after = active.current.size > 0;
      if (before !== after) onActiveChange(after);
    },
    [onActiveChange],
  );
  return <UploadActivity.Provider value={report}>{children}</UploadActivity.Provider>;
}

/** Called by each upload with whether it is in progress; a no-op outside a provider. */
export function useReportUploadActivity(active: boolean): void {
  const report = useContext(UploadActivity);
  const key = useId();
  useEffect(() => {
    if (!report) return;
    report(key, active);
    return () => report(key, false);
  }, [report, key, active]);
}
