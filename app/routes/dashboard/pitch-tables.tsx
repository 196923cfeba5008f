/** The pitches' tables the dashboard and the insights page share: pitches with their figures, and sessions. */
import type { PitchView, SessionView } from "~/.server/pitches/dashboard";
import { TableHead } from "~/components/ui/table-head";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";

/** Sessions, newest first: each its day, its line and, while it goes on, "live". */
export function SessionList({ sessions }: { sessions: SessionView[] }) {
  return (
    <ol className="mt-2 divide-y divide-white/5 text-slate-200" aria-label={m.dash_sessions()}>
      {sessions.map((session) => (
        <li key={session.id} data-session={session.pitchName ?? ""} className="py-2 break-words">
          <time dateTime={session.startedAt} className="me-2 font-semibold text-white">
            {session.day}
          </time>
          {session.line}
          {session.open && (
            <span className="ms-2 text-xs font-semibold text-rose-300 uppercase">{m.dash_session_live()}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Pitches and their figures, money already in the page's words: a table that stacks into cards on a phone. */
export function PitchTable({ pitches }: { pitches: Omit<PitchView, "url">[] }) {
  const columns = [m.dash_col_pitch(), m.dash_col_scans(), m.dash_col_clicks(), m.dash_col_tips(), m.dash_col_paid()];
  return (
    <table className="stacked mt-2 w-full text-start text-sm" aria-label={m.dash_by_pitch()}>
      <TableHead columns={columns} className="text-slate-400" cell="py-2 font-medium" gap="pe-4" />
      <tbody className="divide-y divide-white/5 text-slate-200">
        {pitches.map((pitch) => (
          <tr key={pitch.id} data-pitch-row={pitch.name}>
            <th
              scope="row"
              data-label={columns[0]}
              className="py-2 pe-4 text-start font-semibold break-words text-white"
            >
              {pitch.archived ? m.dash_pitch_archived({ name: pitch.name }) : <bdi>{pitch.name}</bdi>}
            </th>
            <td data-label={columns[1]} data-figure="scans" className="py-2 pe-4 tabular-nums">
              {formatNumber(pitch.views)}
            </td>
            <td data-label={columns[2]} data-figure="clicks" className="py-2 pe-4 tabular-nums">
              {formatNumber(pitch.clicks)}
            </td>
            <td data-label={columns[3]} data-figure="tips" className="py-2 pe-4 tabular-nums">
              {formatNumber(pitch.tips)}
            </td>
            <td data-label={columns[4]} data-figure="money" className="py-2 tabular-nums">
              {pitch.money}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
