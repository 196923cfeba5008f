import { Form, useNavigation } from "react-router";
import type { PitchesAction, PitchesPanelData } from "~/.server/pitches/dashboard";
import { PitchTable, SessionList } from "./pitch-tables";
import { PITCH_NAME_MAX } from "~/domain/pitches";
import { localized } from "~/i18n/known";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { intlLocale, Panel } from "./panels";

/** The server's answer in the page's language; the ones naming a pitch carry the performer's own words. */
function said(message: string): string {
  const added = /^Added (.+)$/s.exec(message);
  if (added) return m.dash_msg_pitch_added({ name: added[1]! });
  const renamed = /^Renamed to (.+)$/s.exec(message);
  if (renamed) return m.dash_msg_pitch_renamed({ name: renamed[1]! });
  return localized(message);
}
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap";
const QUIET = `${BUTTON} text-slate-100 ring-1 ring-white/20 hover:bg-white/10`;
/** One tap on a phone: a big target. */
const BIG = "inline-flex min-h-14 w-full items-center justify-center rounded-2xl px-6 text-base font-bold sm:w-auto";
const INPUT = "min-h-11 w-full rounded-xl bg-slate-950 px-3 text-base text-white ring-1 ring-white/15";

/**
 * The places the performer plays: each with its QR code and tip sign, a one-tap start and stop, and what each pitch
 * and each session brought in.
 */
export function PitchesPanel({ panel, action }: { panel: PitchesPanelData; action?: PitchesAction | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const active = panel.pitches.filter((pitch) => !pitch.archived);
  const archived = panel.pitches.filter((pitch) => pitch.archived);
  const messageFor = (field: string) => (action && !action.ok && action.field === field ? action : null);
  const addError = messageFor("new");
  const general = action && (action.ok || !action.field) ? action : null;
  return (
    <Panel id="pitches" title={m.dash_pitches()} className="mt-6">
      <p className="mt-1 text-sm text-slate-300">{m.dash_pitches_lead()}</p>
      {general && (
        <p
          role={general.ok ? "status" : "alert"}
          className={`mt-3 ${general.ok ? "text-emerald-300" : "text-rose-300"}`}
        >
          {said(general.message)}
        </p>
      )}

      {panel.open ? (
        <Form
          method="post"
          className="mt-4 grid gap-3 rounded-2xl bg-rose-500/10 p-4 ring-1 ring-rose-400/30 sm:flex sm:items-center sm:justify-between"
        >
          <input type="hidden" name="intent" value="session-stop" />
          <p data-open-session="" className="font-semibold text-white">
            {panel.open.pitchName ? m.dash_performing_at({ name: panel.open.pitchName }) : m.dash_performing()}
          </p>
          <button
            type="submit"
            disabled={busy}
            className={`${BIG} bg-rose-500 text-white hover:bg-rose-400 disabled:opacity-60`}
          >
            {m.dash_stop()}
          </button>
        </Form>
      ) : (
        panel.events.length > 0 && (
          <ul className="mt-4 grid gap-2" aria-label={m.dash_todays_events()}>
            {panel.events.map((event) => (
              <li key={event.id}>
                <Form
                  method="post"
                  className="grid gap-2 rounded-2xl bg-white/5 p-3 sm:flex sm:items-center sm:justify-between"
                >
                  <input type="hidden" name="intent" value="session-start-event" />
                  <input type="hidden" name="event" value={event.id} />
                  <span className="text-slate-200">
                    {event.location ? m.dash_event_at({ title: event.title, place: event.location }) : event.title}
                  </span>
                  <button
                    type="submit"
                    disabled={busy}
                    className={`${BUTTON} bg-emerald-400 text-slate-950 hover:bg-emerald-300`}
                  >
                    {m.dash_start_session()}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )
      )}

      <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-label={m.dash_your_pitches()}>
        {active.map((pitch) => {
          const here = panel.open?.pitchId === pitch.id;
          const error = messageFor(pitch.id);
          return (
            <li key={pitch.id} data-pitch={pitch.name} className="grid gap-3 rounded-2xl bg-white/5 p-4">
              <div>
                <h3 className="text-lg font-semibold break-words text-white">
                  <bdi>{pitch.name}</bdi>
                </h3>
                <p data-pitch-url="" className="text-xs break-all text-slate-400">
                  {pitch.url}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value={here ? "session-stop" : "session-start"} />
                <input type="hidden" name="pitch" value={pitch.id} />
                <button
                  type="submit"
                  disabled={busy}
                  className={`${BIG} ${here ? "bg-rose-500 text-white hover:bg-rose-400" : "bg-emerald-400 text-slate-950 hover:bg-emerald-300"} disabled:opacity-60`}
                >
                  {here ? m.dash_stop() : m.dash_start_here()}
                </button>
              </Form>
              <div className="flex flex-wrap gap-2">
                <a className={QUIET} href={`/api/pitches/${pitch.id}/qr.png?download`} download>
                  {m.dash_qr_png()}
                </a>
                <a className={QUIET} href={`/api/pitches/${pitch.id}/qr.svg?download`} download>
                  SVG
                </a>
                <a className={QUIET} href={`/api/tip-sign.pdf?size=letter&pitch=${pitch.id}`} download>
                  {m.dash_tip_sign_pdf()}
                </a>
                <a className={QUIET} href={`/sign?pitch=${pitch.id}`}>
                  {m.dash_sign_screen()}
                </a>
              </div>
              <details open={error !== null} className="text-sm text-slate-300">
                <summary className="min-h-11 cursor-pointer py-2 font-medium">{m.dash_rename_or_archive()}</summary>
                <Form method="post" className="mt-2 grid gap-2">
                  <input type="hidden" name="intent" value="pitch-rename" />
                  <input type="hidden" name="pitch" value={pitch.id} />
                  <label className="grid gap-1 font-medium text-slate-200">
                    {m.dash_new_name()}
                    <input
                      name="name"
                      defaultValue={error?.value ?? pitch.name}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `pitch-error-${pitch.id}` : undefined}
                      className={INPUT}
                    />
                  </label>
                  {error && (
                    <p id={`pitch-error-${pitch.id}`} role="alert" className="text-rose-300">
                      {said(error.message)}
                    </p>
                  )}
                  <button type="submit" disabled={busy} className={`${QUIET} justify-self-start`}>
                    {m.dash_rename()}
                  </button>
                </Form>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="pitch-archive" />
                  <input type="hidden" name="pitch" value={pitch.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={`${BUTTON} text-rose-300 ring-1 ring-rose-400/40 hover:bg-rose-500/10`}
                  >
                    {m.dash_archive()}
                  </button>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>

      <Form method="post" className="mt-4 grid gap-2 sm:max-w-md">
        <input type="hidden" name="intent" value="pitch-add" />
        <label className="grid gap-1 text-sm font-medium text-slate-200">
          {m.dash_add_pitch_label({ max: formatNumber(PITCH_NAME_MAX) })}
          <input
            name="name"
            placeholder="Pier 39"
            defaultValue={addError?.value ?? ""}
            key={action?.ok ? `added-${action.message}` : "new"}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? "pitch-error-new" : undefined}
            className={INPUT}
          />
        </label>
        {addError && (
          <p id="pitch-error-new" role="alert" className="text-sm text-rose-300">
            {said(addError.message)}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className={`${BUTTON} justify-self-start bg-emerald-400 text-slate-950 hover:bg-emerald-300`}
        >
          {m.dash_add_pitch()}
        </button>
      </Form>
      {panel.pitchCount > panel.pitches.length && (
        <p className="mt-3">
          <a href="/dashboard?pitches=all#pitches" className={QUIET}>
            {m.dash_all_pitches({ count: formatNumber(panel.pitchCount) })}
          </a>
        </p>
      )}
      {archived.length > 0 && (
        <p className="mt-3 text-sm text-slate-400">
          {m.dash_archived_list({
            names: new Intl.ListFormat(intlLocale(), { type: "unit" }).format(archived.map((pitch) => pitch.name)),
          })}
        </p>
      )}

      {panel.pitches.length > 0 && (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-semibold text-white">{m.dash_by_pitch()}</h3>
            <a href="/dashboard/pitches.csv" download className={QUIET}>
              {m.dash_download_csv()}
            </a>
          </div>
          <p className="mt-1 text-sm text-slate-400">
            {m.dash_by_pitch_all_time()}{" "}
            <a
              href="/dashboard/insights#pitches-heading"
              className="font-semibold text-emerald-300 underline underline-offset-4"
            >
              {m.dash_by_pitch_range()}
            </a>
          </p>
          <PitchTable pitches={panel.pitches} />
        </>
      )}

      {panel.sessions.length > 0 && (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-semibold text-white">{m.dash_sessions()}</h3>
            <a href="/dashboard/sessions.csv" download className={QUIET}>
              {m.dash_download_csv()}
            </a>
          </div>
          <SessionList sessions={panel.sessions} />
          {panel.moreSessions && (
            <p className="mt-3">
              <a href="/dashboard/insights#sessions" className={QUIET}>
                {m.dash_sessions_by_range()}
              </a>
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
