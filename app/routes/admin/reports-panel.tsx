import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";
import { inPageLanguage } from "./admin-data";
import { useFetcher } from "react-router";
import { profilePath } from "~/domain/profile-url";
import { profileNames } from "~/domain/profile-view";
import { reportReasonLabel } from "~/domain/report";
import { LocalTime } from "~/components/local-time";
import type { AdminData } from "./admin-data";

type Report = AdminData["reports"][number];

const BUTTON = "rounded-full px-3 py-1.5 text-sm font-semibold ring-1 disabled:opacity-60";

/**
 * Visitors' reports about profiles, newest first: what they said, which profile and whose, and
 * the two answers, each one click: dismiss the report, or deactivate the profile (the users table's toggle).
 */
export function ReportsPanel({ reports }: { reports: Report[] }) {
  return (
    <section aria-labelledby="reports-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <h2 id="reports-heading" className="text-xl font-bold text-white">
        {m.rest_admin_reports()} <span className="text-base font-normal text-slate-400">({reports.length})</span>
      </h2>
      {reports.length === 0 ? (
        <p className="mt-3 text-slate-400">{m.rest_admin_no_reports()}</p>
      ) : (
        <ul className="mt-4 divide-y divide-white/10">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportItem({ report }: { report: Report }) {
  const fetcher = useFetcher<{ error: string | null }>({ key: `report-${report.id}` });
  const busy = fetcher.state !== "idle";
  // The name the profile page shows (the stage name when there is one).
  const name = profileNames({ firstName: report.firstName, lastName: null, altName: report.altName }).displayName;
  const pageHref = profilePath({ ownerUid: report.profileUid });
  const error = fetcher.state === "idle" ? fetcher.data?.error : null;
  return (
    <li data-report-id={report.id} className="grid gap-3 py-4 text-sm text-slate-200 sm:grid-cols-[1fr_auto]">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-rose-500/15 px-2.5 py-0.5 text-xs font-bold text-rose-200 ring-1 ring-rose-400/30">
            {localized(reportReasonLabel(report.reason))}
          </span>
          <a href={pageHref} className="font-semibold text-white underline underline-offset-4">
            {name}
          </a>
          <span className="break-all text-slate-400">{report.ownerEmail}</span>
          {!report.ownerActive && <span className="text-xs text-slate-400">{m.rest_admin_already_inactive()}</span>}
        </p>
        {report.details && (
          // The visitor's own words, in their own direction: English in a right-to-left page keeps its full stop.
          <p dir="auto" className="whitespace-pre-line break-words text-slate-300">
            {report.details}
          </p>
        )}
        <p className="text-xs text-slate-400">
          <LocalTime iso={report.createdAt} fallback={m.rest_admin_never()} />
          {report.contactEmail && <> · {m.rest_admin_reply_to({ email: report.contactEmail })}</>}
        </p>
        {error && (
          <p role="alert" className="font-medium text-rose-300">
            {inPageLanguage(error)}
          </p>
        )}
      </div>
      <fetcher.Form method="post" action="/admin" className="flex flex-wrap items-start gap-2">
        <input type="hidden" name="id" value={report.id} />
        <button
          type="submit"
          name="intent"
          value="deactivate-reported"
          disabled={busy}
          className={`${BUTTON} text-rose-200 ring-rose-400/40 hover:bg-rose-500/10`}
        >
          {m.rest_admin_deactivate()}
          <span className="sr-only"> {name}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value="dismiss-report"
          disabled={busy}
          className={`${BUTTON} text-slate-100 ring-white/20 hover:bg-white/10`}
        >
          {m.rest_admin_dismiss()}
          <span className="sr-only"> {m.rest_admin_report_about({ name })}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}
