import { Form, useNavigation } from "react-router";
import type { FansAction, FansPanelData } from "~/.server/fans/dashboard";
import { TableHead } from "~/components/ui/table-head";
import { NOTICE_MAX } from "~/domain/fans";
import { dateFormat } from "~/domain/intl-formats";
import { localized } from "~/i18n/known";
import { counted, formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { intlLocale, Panel } from "./panels";

const TOO_LONG = /^The notice is ([\d,]+) characters; it can be at most (\d+)\.$/;

/** What became of a form, in the page's language (the server answers in English). */
function said(action: FansAction): string {
  if (action.intent === "tell-fans" && action.ok && action.queued !== undefined)
    return m.dash_msg_notice_sent(counted(action.queued));
  const tooLong = TOO_LONG.exec(action.message);
  if (tooLong)
    return m.dash_msg_notice_too_long({
      length: formatNumber(Number(tooLong[1]!.replace(/,/g, ""))),
      max: formatNumber(Number(tooLong[2])),
    });
  return localized(action.message);
}

/** The day a fan confirmed, "2026-03-04" in English; in the page's language through Intl otherwise. */
const since = (iso: string) =>
  intlLocale() === "en-US"
    ? iso.slice(0, 10)
    : dateFormat({ dateStyle: "medium", timeZone: "UTC" }, intlLocale()).format(new Date(iso));
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap";

/** Fans: how many, where, the list (CSV, remove one), and "Tell my fans" with what became of the mails. */
export function FansPanel({ fans, action }: { fans: FansPanelData; action?: FansAction | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const figures = [
    { key: "Fans", label: m.dash_fans(), value: fans.count },
    { key: "Mails sent", label: m.dash_fans_sent(), value: fans.figures.sent },
    { key: "Failed", label: m.dash_fans_failed(), value: fans.figures.failed },
    { key: "Unsubscribes", label: m.dash_fans_unsubscribes(), value: fans.figures.unsubscribes },
  ];
  const notice = action?.intent === "tell-fans" ? action : null;
  const removal = action?.intent === "remove-fan" ? action : null;
  return (
    <Panel id="fans" title={m.dash_fans()} className="mt-6">
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} data-fan-figure={figure.key} className="rounded-2xl bg-white/5 p-3">
            <dt className="text-xs font-medium text-slate-400">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {fans.figures.waiting > 0 && (
        <p className="mt-2 text-sm text-slate-300">{m.dash_fans_waiting(counted(fans.figures.waiting))}</p>
      )}

      <h3 className="mt-6 font-semibold text-white">{m.dash_tell_fans()}</h3>
      {fans.count === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{m.dash_no_fans()}</p>
      ) : (
        <Form method="post" className="mt-2 grid gap-3">
          <input type="hidden" name="intent" value="tell-fans" />
          <label className="grid gap-1 text-sm font-medium text-slate-200">
            {m.dash_notice_label({ max: formatNumber(NOTICE_MAX) })}
            <textarea
              name="text"
              rows={3}
              defaultValue={notice?.text ?? fans.prefill}
              className="rounded-xl bg-slate-950 px-3 py-2 text-base text-white ring-1 ring-white/15"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-200">
            {m.dash_send_to()}
            <select
              name="city"
              className="min-h-11 rounded-xl bg-slate-950 px-3 text-base text-white ring-1 ring-white/15"
            >
              <option value="">{m.dash_all_fans({ count: formatNumber(fans.count) })}</option>
              {fans.cities
                .filter((entry) => entry.city !== null)
                .map((entry) => (
                  <option key={entry.city} value={entry.city!}>
                    {m.dash_fans_in({ city: entry.city!, count: formatNumber(entry.fans) })}
                  </option>
                ))}
            </select>
          </label>
          {notice && (
            <p role={notice.ok ? "status" : "alert"} className={notice.ok ? "text-emerald-300" : "text-rose-300"}>
              {said(notice)}
            </p>
          )}
          {fans.sentToday && !notice?.ok && <p className="text-sm text-slate-400">{m.dash_sent_today()}</p>}
          <button
            type="submit"
            disabled={busy}
            className={`${BUTTON} justify-self-start bg-emerald-400 text-slate-950 hover:bg-emerald-300 disabled:opacity-60`}
          >
            {m.dash_tell_fans()}
          </button>
        </Form>
      )}

      {fans.cities.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-white">{m.dash_cities()}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={m.dash_fans_by_city()}>
            {fans.cities.map((entry) => (
              <li
                key={entry.city ?? ""}
                data-fan-city={entry.city ?? ""}
                className="rounded-full bg-white/5 px-3 py-1 text-sm text-slate-200"
              >
                {m.dash_city_count({ city: entry.city ?? m.dash_no_city(), count: formatNumber(entry.fans) })}
              </li>
            ))}
          </ul>
        </>
      )}

      {fans.count > 0 && (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-semibold text-white">{m.dash_your_fans()}</h3>
            <a
              href="/dashboard/fans.csv"
              download
              className={`${BUTTON} text-slate-100 ring-1 ring-white/20 hover:bg-white/10`}
            >
              {m.dash_download_csv()}
            </a>
          </div>
          {removal && (
            <p
              role={removal.ok ? "status" : "alert"}
              className={`mt-2 ${removal.ok ? "text-emerald-300" : "text-rose-300"}`}
            >
              {said(removal)}
            </p>
          )}
          <table className="stacked mt-2 w-full text-start text-sm">
            <TableHead
              columns={[m.dash_col_email(), m.dash_col_city(), m.dash_col_since(), { hidden: m.dash_remove() }]}
              className="text-slate-400"
              cell="py-2 font-medium"
              gap="pe-4"
            />
            <tbody className="divide-y divide-white/5 text-slate-200">
              {fans.fans.map((fan) => (
                <tr key={fan.id} data-fan={fan.email}>
                  <td data-label={m.dash_col_email()} className="py-2 pe-4 break-all">
                    <bdi>{fan.email}</bdi>
                  </td>
                  <td data-label={m.dash_col_city()} className="py-2 pe-4">
                    <bdi>{fan.city ?? "—"}</bdi>
                  </td>
                  <td data-label={m.dash_col_since()} className="py-2 pe-4 whitespace-nowrap">
                    <time dateTime={fan.confirmedAt}>{since(fan.confirmedAt)}</time>
                  </td>
                  <td className="py-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-fan" />
                      <input type="hidden" name="fanId" value={fan.id} />
                      <button
                        type="submit"
                        disabled={busy}
                        aria-label={m.dash_remove_fan({ email: fan.email })}
                        className="min-h-11 rounded-full px-4 text-sm font-semibold text-rose-300 ring-1 ring-rose-400/40 hover:bg-rose-500/10"
                      >
                        {m.dash_remove()}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {fans.count > fans.fans.length && (
            <p className="mt-2 text-sm text-slate-400">
              {m.dash_fans_newest({ shown: formatNumber(fans.fans.length), count: formatNumber(fans.count) })}
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
