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
          {pitchCount > pitches.length && (
            <p className="mt-1 text-sm text-slate-400">
              {m.insights_pitches_more({
                shown: formatNumber(pitches.length),
                count: formatNumber(pitchCount),
              })}
            </p>
          )}
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
          {sessionCount > sessions.length && (
            <p className="mt-1 text-sm text-slate-400">
              {m.insights_sessions_more({
                shown: formatNumber(sessions.length),
                count: formatNumber(sessionCount),
              })}
            </p>
          )}
          <SessionList sessions={sessions} />
        </>
      )}
    </section>
  );
}
