/**
 * The dashboard's "Pitches" panel: the owner's pitches with their totals, the sessions, what is going on now, and
 * the forms (add, rename, archive a pitch; start and stop a session). Every figure comes from the rollups: the
 * pitch_daily rows and the counters on each session, never from the events.
 */
import { DEFAULT_TIP_CURRENCY } from "~/domain/tips";
import { eventSpan } from "~/domain/performing-now";
import { money, perHour, pitchUrl, sessionDurationMs, tapMoment } from "~/domain/pitches";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { localizedSessionLine } from "~/i18n/session-line";
import type { ProfileRow } from "~/domain/profile-model";
import { profileTimeZone } from "~/domain/time-zone";
import { localIsoDate } from "~/domain/calendar";
import { dateFormat } from "~/domain/intl-formats";
import type { Db } from "../platform/db/client";
import type { Runtime } from "../runtime";
import {
  archivePitch,
  createPitch,
  findOpenSession,
  pitchNamed,
  pitchTotals,
  renamePitch,
  startSession,
  stopSession,
} from "./store";
import { listSessions, type SessionRow } from "./session-list";

/** Money in the request's language; English keeps its American amounts. */
const intlLocale = () => (getLocale() === "en" ? "en-US" : getLocale());

type Profile = Pick<ProfileRow, "events" | "timeZone" | "currency">;

export type PitchView = {
  id: string;
  name: string;
  /** What its QR code and sign carry. */
  url: string;
  archived: boolean;
  views: number;
  clicks: number;
  tips: number;
  money: string;
};

export type SessionView = {
  id: string;
  /** When it started, and its day ("Nov 28") in the zone it was played in: the line names its weekday only. */
  startedAt: string;
  day: string;
  line: string;
  pitchName: string | null;
  open: boolean;
  views: number;
  clicks: number;
  tips: number;
  money: string;
  perHour: string | null;
};

export type PitchesPanelData = {
  pitches: PitchView[];
  /** How many pitches there are: the panel shows the first PITCHES_SHOWN unless asked for all. */
  pitchCount: number;
  /** The latest SESSIONS_SHOWN sessions; `moreSessions` when there are older ones (the insights page lists them). */
  sessions: SessionView[];
  moreSessions: boolean;
  open: { id: string; pitchId: string | null; pitchName: string | null } | null;
  /** Today's events not over yet: a session can start from one (at the pitch named after its place). */
  events: { id: string; title: string; location: string | null }[];
};

export const EMPTY_PITCHES_PANEL: PitchesPanelData = {
  pitches: [],
  pitchCount: 0,
  sessions: [],
  moreSessions: false,
  open: null,
  events: [],
};

/**
 * Pitches the panel shows unless asked for all (?pitches=all): each is a card with its forms and a table row, and a
 * performer with hundreds would wait for all of them on every visit (200 of them took the dashboard's p95 from 63 to
 * 157 ms in `npm run bench -- --only analytics`).
 */
export const PITCHES_SHOWN = 12;

/** Sessions the panel lists: the latest, each a line; older ones are on the insights page, by date range. */
const SESSIONS_SHOWN = 10;

export function sessionView(row: SessionRow, now: Date, currency: string): SessionView {
  const figures = { ...row, currency };
  const rate = perHour(row.tipAmount, sessionDurationMs(row, now));
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    day: dateFormat({ month: "short", day: "numeric", timeZone: row.timeZone }, intlLocale()).format(row.startedAt),
    line: localizedSessionLine(figures, now, getLocale()),
    pitchName: row.pitchName,
    open: row.endedAt === null,
    views: row.views,
    clicks: row.clicks,
    tips: row.tips,
    money: money(row.tipAmount, currency, intlLocale()),
    perHour: rate === null ? null : money(rate, currency, intlLocale()),
  };
}

export async function loadPitchesPanel(
  db: Db,
  ownerUid: string,
  profile: Profile | undefined,
  now: Date,
  printedUrl: string,
  { all = false }: { all?: boolean } = {},
): Promise<PitchesPanelData> {
  const openSession = findOpenSession(db, ownerUid);
  const [open, totals, sessions] = await Promise.all([
    openSession,
    // The pitch being played stays on the panel, with its Stop button, however far down the list it is.
    pitchTotals(db, ownerUid, async (listed) => {
      if (all) return listed;
      const playing = (await openSession)?.pitchId;
      return [
        ...listed.slice(0, PITCHES_SHOWN),
        ...listed.slice(PITCHES_SHOWN).filter((pitch) => pitch.pitchId === playing),
      ];
    }),
    listSessions(db, ownerUid, SESSIONS_SHOWN + 1),
  ]);
  const timeZone = profile ? profileTimeZone(profile) : "UTC";
  const currency = profile?.currency ?? DEFAULT_TIP_CURRENCY;
  const today = localIsoDate(now, timeZone);
  const events = (profile?.events ?? []).filter((event) => {
    const span = eventSpan(event, timeZone);
    return span !== null && span.end > now.getTime() && localIsoDate(new Date(span.start), timeZone) === today;
  });
  return {
    pitchCount: totals.count,
    pitches: totals.pitches.map((pitch) => ({
      id: pitch.pitchId,
      name: pitch.name,
      url: pitchUrl(printedUrl, pitch.code),
      archived: pitch.archived,
      views: pitch.views,
      clicks: pitch.clicks,
      tips: pitch.tips,
      money: money(pitch.tipAmount, currency, intlLocale()),
    })),
    sessions: sessions.slice(0, SESSIONS_SHOWN).map((row) => sessionView(row, now, currency)),
    moreSessions: sessions.length > SESSIONS_SHOWN,
    open: open && { id: open.id, pitchId: open.pitchId, pitchName: open.pitchName },
    events: events.map((event) => ({ id: event.id, title: event.title, location: event.location?.trim() || null })),
  };
}

export type PitchesAction = {
  intent: "pitch";
  ok: boolean;
  message: string;
  /** Which form the message belongs beside: "new" or a pitch's id. */
  field?: string;
  /** What was typed, to fill the field in again. */
  value?: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The panel's forms; null when the intent is not one of them. */
export async function pitchesAction(
  runtime: Runtime,
  ownerUid: string,
  profile: Profile | undefined,
  form: FormData,
): Promise<{ status: number; result: PitchesAction } | null> {
  const { db } = runtime;
  const now = new Date(runtime.now());
  const answer = (status: number, ok: boolean, message: string, extra: Partial<PitchesAction> = {}) => ({
    status,
    result: { intent: "pitch" as const, ok, message, ...extra },
  });
  const changed = () => runtime.profiles.changes.publish(ownerUid);
  switch (form.get("intent")) {
    case "pitch-add": {
      const name = text(form, "name");
      const created = await createPitch(db, ownerUid, name);
      if (!created.ok) return answer(created.status, false, created.message, { field: "new", value: name });
      return answer(200, true, `Added ${created.pitch.name}`);
    }
    case "pitch-rename": {
      const id = text(form, "pitch");
      const name = text(form, "name");
      const renamed = await renamePitch(db, ownerUid, id, name);
      if (!renamed.ok) return answer(renamed.status, false, renamed.message, { field: id, value: name });
      await changed(); // "Performing now at …" may name it
      return answer(200, true, `Renamed to ${renamed.pitch.name}`);
    }
    case "pitch-archive": {
      const archived = await archivePitch(db, ownerUid, text(form, "pitch"), now);
      return archived
        ? answer(200, true, "Pitch archived: its figures and its printed code stay")
        : answer(404, false, "That pitch was not found");
    }
    case "session-start": {
      const pitchId = text(form, "pitch") || null;
      const started = await startSession(db, ownerUid, {
        pitchId,
        timeZone: profile ? profileTimeZone(profile) : "UTC",
        // The sign sends when it was tapped: a tap made without network is sent later, and keeps its time.
        now: tapMoment(text(form, "tapped_at"), now),
      });
      if (!started.ok) return answer(started.status, false, started.message);
      await changed();
      return answer(200, true, "You are performing now");
    }
    case "session-start-event": {
      const event = profile?.events.find((candidate) => candidate.id === text(form, "event"));
      if (!event) return answer(404, false, "That event was not found");
      const pitch = event.location?.trim() ? await pitchNamed(db, ownerUid, event.location) : null;
      if (pitch && !pitch.ok) return answer(pitch.status, false, pitch.message);
      const started = await startSession(db, ownerUid, {
        pitchId: pitch?.pitch.id ?? null,
        eventId: event.id,
        timeZone: profile ? profileTimeZone(profile) : "UTC",
        now,
      });
      if (!started.ok) return answer(started.status, false, started.message);
      await changed();
      return answer(200, true, "You are performing now");
    }
    case "session-stop": {
      const stopped = await stopSession(db, ownerUid, tapMoment(text(form, "tapped_at"), now));
      if (stopped) await changed();
      return stopped ? answer(200, true, "Session ended") : answer(409, false, "No session is going on");
    }
    default:
      return null;
  }
}
