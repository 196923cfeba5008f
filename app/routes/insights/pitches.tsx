/** The insights page's pitches and sessions for its range: what each pitch brought in, and each session started. */
import type { RangePitch } from "~/.server/pitches/insights";
import type { SessionView } from "~/.server/pitches/dashboard";
import { formatMoney } from "~/domain/tips";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { PitchTable, SessionList } from "../dashboard/pitch-tables";
import { PANEL } from "./breakdowns";

export function RangePitches({
  pitches,
  pitchCount,
  sessions,
  sessionCount,
  currency,
}: {
  pitches: RangePitch[];
  pitchCount: number;
  sessions: SessionView[];
  sessionCount: number;
  currency: string;
}) {
  return (
    <section aria-labelledby="pitches-heading" className={`mt-6 ${PANEL}`} data-range-pitches="">
      <h2 id="pitches-heading" className="text-lg font-semibold text-white">
        {m.insights_pitches()}
      </h2>
      <h3 className="mt-4 font-semibold text-white">{m.dash_by_pitch()}</h3>
      {pitches.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{m.insights_pitches_none()}</p>
      ) : (
        <>
          <ShownOf shown={pitches.length} count={pitchCount} say={m.insights_pitches_more} />
          <PitchTable
            pitches={pitches.map(({ pitchId, tipAmount, ...pitch }) => ({
              ...pitch,
              id: pitchId,
              money: formatMoney(tipAmount, currency, getLocale()),
            }))}
          />
        </>
      )}

      <h3 id="sessions" className="mt-6 font-semibold text-white">
        {m.dash_sessions()}
      </h3>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{m.insights_sessions_none()}</p>
      ) : (
        <>
          <ShownOf shown={sessions.length} count={sessionCount} say={m.insights_sessions_more} />
          <SessionList sessions={sessions} />
        </>
      )}
    </section>
  );
}

/** "The latest 50 of 166 …": said only when some are not shown. */
function ShownOf({
  shown,
  count,
  say,
}: {
  shown: number;
  count: number;
  say: (counts: { shown: string; count: string }) => string;
}) {
  if (count <= shown) return null;
  return (
    <p className="mt-1 text-sm text-slate-400">{say({ shown: formatNumber(shown), count: formatNumber(count) })}</p>
  );
}
