import { useSyncExternalStore } from "react";
import { dateFormat } from "~/domain/intl-formats";
import { getLocale } from "~/i18n/paraglide/runtime.js";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * A moment in the viewer's own time zone, "Nov 25, 2026, 12:30 PM PST". The server does not know that zone, so the
 * server's HTML and the first render in the browser (hydration) both say it in UTC; the browser then says it in
 * its own zone. Formatting in the server's zone and then the browser's made React throw away the page (error #418).
 */
export function LocalTime({
  iso,
  fallback = "Never",
  dateOnly = false,
}: {
  iso: string | null;
  fallback?: string;
  /** The day alone, "Nov 25, 2026" (still the viewer's day, not UTC's). */
  dateOnly?: boolean;
}) {
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer);
  if (!iso) return <>{fallback}</>;
  const timeZone = hydrated ? undefined : "UTC";
  // In the page's language; English keeps its American dates.
  const locale = getLocale() === "en" ? "en-US" : getLocale();
  if (dateOnly)
    return <time dateTime={iso}>{dateFormat({ dateStyle: "medium", timeZone }, locale).format(new Date(iso))}</time>;
  const format = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone }, locale);
  // dateStyle cannot be combined with timeZoneName: the zone's short name is added from a second format.
  const zone = dateFormat({ timeZoneName: "short", timeZone }, locale)
    .formatToParts(new Date(iso))
    .find((part) => part.type === "timeZoneName")?.value;
  return (
    <time dateTime={iso}>
      {format.format(new Date(iso))}
      {zone ? ` ${zone}` : ""}
    </time>
  );
}
