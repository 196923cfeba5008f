/**
 * Pitches and performing sessions: the owner's own only (every query is scoped by the owner's id, so another
 * profile's pitch is simply not found). A start or a stop tells the profile's change path, so the kept public page
 * ("Performing now at …") is dropped at once.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { byPitchName, parsePitchName, pitchCode } from "~/domain/pitches";
import type { Db } from "../platform/db/client";
import { performanceSessions, pitchDaily, pitches } from "./schema";

export type Pitch = { id: string; code: string; name: string; archived: boolean };

export type PitchResult = { ok: true; pitch: Pitch } | { ok: false; status: 400 | 404 | 409; message: string };

const DUPLICATE = "You already have a pitch with that name";

function toPitch(row: typeof pitches.$inferSelect): Pitch {
  return { id: row.id, code: row.code, name: row.name, archived: row.archivedAt !== null };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = (cause as Error & { cause?: unknown }).cause) {
    if ((cause as Error & { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The owner's pitches in use, by name: the sign screen's choice. */
export async function activePitches(db: Db, ownerUid: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: pitches.id, name: pitches.name })
    .from(pitches)
    .where(and(eq(pitches.profileId, ownerUid), isNull(pitches.archivedAt)));
  return rows.sort(byPitchName);
}

/** One of the owner's pitches by its id, or null (another profile's pitch is not found either). */
export async function findPitch(db: Db, ownerUid: string, id: string): Promise<Pitch | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(pitches)
    .where(and(eq(pitches.id, id), eq(pitches.profileId, ownerUid)));
  return row ? toPitch(row) : null;
}

/** A pitch of this profile by the code its QR code carries (archived ones too: their signs are still out there). */
export async function createPitch(db: Db, ownerUid: string, rawName: unknown): Promise<PitchResult> {
  const parsed = parsePitchName(rawName);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  try {
    const [row] = await db
      .insert(pitches)
      .values({ profileId: ownerUid, name: parsed.name, code: pitchCode(randomBytes(8)) })
      .returning();
    return { ok: true, pitch: toPitch(row!) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: DUPLICATE };
    throw error;
  }
}

export async function renamePitch(db: Db, ownerUid: string, id: string, rawName: unknown): Promise<PitchResult> {
  const parsed = parsePitchName(rawName);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  if (!isUuid(id)) return { ok: false, status: 404, message: "That pitch was not found" };
  try {
    const [row] = await db
      .update(pitches)
      .set({ name: parsed.name })
      .where(and(eq(pitches.id, id), eq(pitches.profileId, ownerUid)))
      .returning();
    return row ? { ok: true, pitch: toPitch(row) } : { ok: false, status: 404, message: "That pitch was not found" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: DUPLICATE };
    throw error;
  }
}

/** Archived: off the list of places to start at; its figures and its printed code keep counting. */
export async function archivePitch(db: Db, ownerUid: string, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(pitches)
    .set({ archivedAt: now })
    .where(and(eq(pitches.id, id), eq(pitches.profileId, ownerUid), isNull(pitches.archivedAt)))
    .returning({ id: pitches.id });
  return rows.length > 0;
}

export type OpenSession = { id: string; pitchId: string | null; pitchName: string | null; startedAt: Date };

/** The profile's open session with its pitch's name, or null. */
export async function findOpenSession(db: Db, ownerUid: string): Promise<OpenSession | null> {
  const [row] = await db
    .select({
      id: performanceSessions.id,
      pitchId: performanceSessions.pitchId,
      pitchName: pitches.name,
      startedAt: performanceSessions.startedAt,
    })
    .from(performanceSessions)
    .leftJoin(pitches, eq(pitches.id, performanceSessions.pitchId))
    .where(and(eq(performanceSessions.profileId, ownerUid), isNull(performanceSessions.endedAt)));
  return row ?? null;
}

/**
 * Starts a session at one of the owner's pitches (or at none), ending the one open, in one transaction: the partial
 * unique index keeps a profile to one open session even when two taps race.
 */
export async function startSession(
  db: Db,
  ownerUid: string,
  input: { pitchId: string | null; eventId?: string | null; timeZone: string; now: Date },
): Promise<{ ok: true; id: string } | { ok: false; status: 404 | 409; message: string }> {
  if (input.pitchId) {
    const pitch = await findPitch(db, ownerUid, input.pitchId);
    if (!pitch) return { ok: false, status: 404, message: "That pitch was not found" };
  }
  try {
    const id = await db.transaction(async (tx) => {
      // A queued tap sent again (its answer lost to a dropped connection, so the phone kept it): the session it
      // started already exists, to the millisecond. Starting again would end that one at zero length.
      const [again] = await tx
        .select({ id: performanceSessions.id })
        .from(performanceSessions)
        .where(and(eq(performanceSessions.profileId, ownerUid), eq(performanceSessions.startedAt, input.now)))
        .limit(1);
      if (again) return again.id;
      await tx
        .update(performanceSessions)
        .set({ endedAt: sql`greatest(${performanceSessions.startedAt}, ${input.now.toISOString()}::timestamptz)` })
        .where(and(eq(performanceSessions.profileId, ownerUid), isNull(performanceSessions.endedAt)));
      const [row] = await tx
        .insert(performanceSessions)
        .values({
          profileId: ownerUid,
          pitchId: input.pitchId,
          eventId: input.eventId ?? null,
          timeZone: input.timeZone,
          startedAt: input.now,
        })
        .returning({ id: performanceSessions.id });
      return row!.id;
    });
    return { ok: true, id };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: "A session was just started" };
    throw error;
  }
}

/** Ends the open session; false when none was open. */
export async function stopSession(db: Db, ownerUid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(performanceSessions)
    .set({ endedAt: sql`greatest(${performanceSessions.startedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(performanceSessions.profileId, ownerUid), isNull(performanceSessions.endedAt)))
    .returning({ id: performanceSessions.id });
  return rows.length > 0;
}

/** A pitch by its name among the owner's (any case), created when new: a scheduled event's location. */
export async function pitchNamed(db: Db, ownerUid: string, name: string): Promise<PitchResult> {
  const parsed = parsePitchName(name.slice(0, 60));
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const [found] = await db
    .select()
    .from(pitches)
    .where(
      and(
        eq(pitches.profileId, ownerUid),
        isNull(pitches.archivedAt),
        sql`lower(${pitches.name}) = lower(${parsed.name})`,
      ),
    );
  if (found) return { ok: true, pitch: toPitch(found) };
  return createPitch(db, ownerUid, parsed.name);
}

/** A pitch as the panel lists it, before its figures are summed. */
export type PitchListed = { pitchId: string; code: string; name: string; archivedAt: Date | null };

export type PitchTotals = {
  pitchId: string;
  code: string;
  name: string;
  archived: boolean;
  views: number;
  clicks: number;
  tips: number;
  tipAmount: number;
};

/** The owner's pitches (live ones first, by name) and their totals from the daily rollup: of `only` those when given. */
export async function pitchTotals(
  db: Db,
  ownerUid: string,
  only?: (pitches: PitchListed[]) => PitchListed[] | Promise<PitchListed[]>,
) {
  const listed = await db
    .select({ pitchId: pitches.id, code: pitches.code, name: pitches.name, archivedAt: pitches.archivedAt })
    .from(pitches)
    .where(eq(pitches.profileId, ownerUid));
  listed.sort(byPitchName);
  // The sums of the pitches asked for only: the dashboard shows a dozen of them, and an owner's every pitch and day
  // is a long sum (docs/decisions/0021).
  const chosen = only ? await only(listed) : listed;
  const sums =
    chosen.length === 0
      ? []
      : await db
          .select({
            pitchId: pitchDaily.pitchId,
            views: sql<number>`sum(${pitchDaily.views})::int`,
            clicks: sql<number>`sum(${pitchDaily.clicks})::int`,
            tips: sql<number>`sum(${pitchDaily.tips})::int`,
            tipAmount: sql<number>`sum(${pitchDaily.tipAmount})::bigint`,
          })
          .from(pitchDaily)
          .where(
            and(
              eq(pitchDaily.profileId, ownerUid),
              inArray(
                pitchDaily.pitchId,
                chosen.map((pitch) => pitch.pitchId),
              ),
            ),
          )
          .groupBy(pitchDaily.pitchId);
  const byPitch = new Map(sums.map((row) => [row.pitchId, row]));
  return {
    count: listed.length,
    pitches: chosen.map(({ archivedAt, ...pitch }): PitchTotals => {
      const sum = byPitch.get(pitch.pitchId);
      return {
        ...pitch,
        archived: archivedAt !== null,
        views: Number(sum?.views ?? 0),
        clicks: Number(sum?.clicks ?? 0),
        tips: Number(sum?.tips ?? 0),
        tipAmount: Number(sum?.tipAmount ?? 0),
      };
    }),
  };
}
