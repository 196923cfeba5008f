import { busiestHour } from "~/domain/insights";
import { dateFormat } from "~/domain/intl-formats";
import { counted, formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { PANEL } from "./breakdowns";

/** Weekday names, Monday first, and hour names, in the page's language (a fixed week in January 2024, in UTC). */
function clockWords() {
  const locale = getLocale();
  const weekday = dateFormat({ weekday: "short", timeZone: "UTC" }, locale);
  const hour = dateFormat({ hour: "numeric", timeZone: "UTC" }, locale);
  return {
    weekdays: Array.from({ length: 7 }, (_, index) => weekday.format(new Date(Date.UTC(2024, 0, 1 + index, 12)))),
    hours: Array.from({ length: 24 }, (_, index) => hour.format(new Date(Date.UTC(2024, 0, 1, index)))),
  };
}

/** Views by weekday (Monday first) and hour, in the performer's zone, with the busiest hour in words. */
export function Heatmap({ heatmap, timeZone }: { heatmap: number[][]; timeZone: string }) {
  const { weekdays, hours } = clockWords();
  const peak = Math.max(1, ...heatmap.flat());
  const busiest = busiestHour(heatmap);
  return (
    <section aria-labelledby="heatmap-heading" className={`mt-6 ${PANEL}`}>
      <h2 id="heatmap-heading" className="text-lg font-semibold text-white">
        {m.insights_heatmap()}
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        {busiest
          ? m.insights_busiest({
              when: `${weekdays[busiest.weekday]} ${hours[busiest.hour]}`,
              views: m.insights_view_count(counted(busiest.count)),
              timeZone,
            })
          : m.insights_no_views()}
      </p>
      {/* 24 narrow columns fit a 390 px phone: the hour labels are every sixth hour. */}
      <table className="mt-3 w-full table-fixed border-separate border-spacing-[2px] text-[10px]" data-heatmap>
        <thead>
          <tr>
            <th scope="col" className="w-8">
              <span className="sr-only">{m.insights_weekday()}</span>
            </th>
            {hours.map((label, hour) => (
              <th key={hour} scope="col" className="font-normal text-slate-400">
                <span className={hour % 6 === 0 ? "" : "sr-only"}>{label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heatmap.map((row, weekday) => (
            <tr key={weekday}>
              <th scope="row" className="text-start font-semibold text-slate-300">
                {weekdays[weekday]}
              </th>
              {row.map((views, hour) => (
                <td
                  key={hour}
                  title={`${weekdays[weekday]} ${hours[hour]}: ${m.insights_view_count(counted(views))}`}
                  data-views={views}
                  data-cell={`${weekday}-${hour}`}
                  className="h-5 rounded-[3px]"
                  style={{
                    backgroundColor:
                      views === 0 ? "rgba(255,255,255,0.05)" : `rgba(52,211,153,${0.2 + 0.8 * (views / peak)})`,
                  }}
                >
                  <span className="sr-only">{formatNumber(views)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
