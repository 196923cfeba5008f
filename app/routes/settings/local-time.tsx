import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A moment in the viewer's own time zone (issue 29 #11). The server knows no zone, so the first render (server and
 * hydration alike, so they match) says it in UTC; once the page runs in the browser it switches to the browser's.
 */
export function LocalTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const text = new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: inBrowser ? undefined : "UTC",
  });
  return <time dateTime={iso}>{inBrowser ? text : `${text} UTC`}</time>;
}
