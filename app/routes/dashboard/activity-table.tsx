import type { RecentEvent } from "~/.server/analytics/dashboard";
import { useId } from "react";
import { TableHead } from "~/components/ui/table-head";
import { exactTime, relativeTime, visitorNumbers } from "~/domain/activity";
import { EmptyNote, intlLocale, linkName, Panel } from "./panels";
import type { ViewerClock } from "./viewer-clock";
import { m } from "~/i18n/paraglide/messages.js";
import { formatNumber } from "~/i18n/format";

const HIT_LABELS: Record<string, () => string> = {
  profile_view: m.dash_hit_profile_view,
  link_click: m.dash_hit_link_click,
  qr_scan: m.dash_hit_qr_scan,
};
const hitLabel = (type: string) => HIT_LABELS[type]?.() ?? type;

function place(event: RecentEvent): string {
  return event.location && event.location !== "Unknown" ? event.location : m.dash_unknown_location();
}

/** The link a click went to, or where a view came from. */
function source(event: RecentEvent): string {
  if (event.type === "link_click") {
    const target = event.linkUrl ? shortUrl(event.linkUrl) : "";
    return target ? `${linkName(event.linkType)} (${target})` : linkName(event.linkType);
  }
  return event.referrer === "direct" ? m.dash_direct() : m.dash_from_site({ site: shortUrl(event.referrer) });
}

function shortUrl(address: string): string {
  try {
    const url = new URL(address);
    return (url.host + (url.pathname === "/" ? "" : url.pathname)).slice(0, 60);
  } catch {
    return address.slice(0, 60);
  }
}

/**
 * The latest events (requirements 2): visitors as "Visitor 3", the time as "5 min ago" with the exact time in the viewer's
 * zone on hover and focus. The server renders in UTC; `clock` switches to the browser's zone once it runs.
 */
export function ActivityTable({ events, clock }: { events: RecentEvent[]; clock: ViewerClock }) {
  const labels = visitorNumbers(events.map((event) => event.visitorId));
  const columns = [m.dash_col_type(), m.dash_col_visitor(), m.dash_col_date(), m.dash_col_details()];
  return (
    <Panel id="recent-activity" title={m.owner_dash_recent()} className="mt-6">
      {events.length === 0 ? (
        <EmptyNote className="py-8">{m.dash_no_activity()}</EmptyNote>
      ) : (
        // No box to scroll sideways: a card a row on a phone, and nothing clips the time's tooltip.
        <div className="mt-4">
          <table className="stacked w-full text-start text-sm">
            <TableHead columns={columns} className="text-slate-400" cell="py-2 font-medium" gap="pe-4" />
            <tbody className="divide-y divide-white/5 text-slate-200">
              {events.map((event) => (
                <tr key={event.id}>
                  <td data-label={columns[0]} className="py-2 pe-4 whitespace-nowrap">
                    {hitLabel(event.type)}
                  </td>
                  <td data-label={columns[1]} className="py-2 pe-4 whitespace-nowrap">
                    {m.dash_visitor({ number: formatNumber(labels.get(event.visitorId) ?? 0) })}
                  </td>
                  <td data-label={columns[2]} className="py-2 pe-4 whitespace-nowrap">
                    <EventTime timestamp={event.timestamp} clock={clock} />
                  </td>
                  <td data-label={columns[3]} className="py-2">
                    <span className="min-w-0 break-words">
                      <bdi className="block">{source(event)}</bdi>
                      <bdi className="block text-xs text-slate-400">{place(event)}</bdi>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-4 text-xs text-slate-400">
        {m.dash_locations()}{" "}
        <a
          href="https://db-ip.com"
          className="underline underline-offset-2 hover:text-white"
          rel="noopener noreferrer"
          target="_blank"
        >
          {m.dash_dbip()}
        </a>
      </p>
    </Panel>
  );
}

/** "5 min ago"; the exact local time shows on hover (title) and on keyboard focus (the tooltip). */
function EventTime({ timestamp, clock }: { timestamp: string; clock: ViewerClock }) {
  const id = useId();
  const then = new Date(timestamp);
  const exact = exactTime(then, clock.timeZone, intlLocale());
  return (
    <time
      dateTime={timestamp}
      title={exact}
      tabIndex={0}
      aria-describedby={id}
      className="group relative rounded underline decoration-dotted underline-offset-4"
    >
      {relativeTime(then, clock.now, clock.timeZone, intlLocale())}
      <span
        id={id}
        role="tooltip"
        data-exact-time=""
        className="invisible absolute top-full start-0 z-10 mt-1 rounded-lg bg-slate-800 px-2 py-1 text-xs whitespace-nowrap text-white shadow-lg ring-1 ring-white/10 group-hover:visible group-focus:visible"
      >
        {exact}
      </span>
    </time>
  );
}
