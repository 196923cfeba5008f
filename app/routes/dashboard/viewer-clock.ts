import { useEffect, useState } from "react";

export type ViewerClock = { now: Date; timeZone: string | undefined };

/**
 * "Now" and the viewer's time zone. The server knows neither, so the first render (server and hydration) uses
 * the loader's time in UTC; once the page runs in the browser it switches to the browser's clock and zone, and
 * keeps "5 min ago" current.
 */
export function useViewerClock(serverNow: string): ViewerClock {
  const [clock, setClock] = useState<ViewerClock>(() => ({ now: new Date(serverNow), timeZone: "UTC" }));
  useEffect(() => {
    const tick = () => setClock({ now: new Date(), timeZone: undefined });
    tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, []);
  return clock;
}
