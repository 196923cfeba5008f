import { and, eq } from "drizzle-orm";
import type { ProfileRow, ProfileUpdate } from "~/domain/profile-model";
import { DEFAULT_LOCALE, type Locale, toLocale } from "~/domain/languages";
import type { Db } from "../platform/db/client";
import { profiles, user } from "../platform/db/schema";
import type { ProfileChanges } from "./changes";

/** True when A and B are the same type (not merely assignable one way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** The Drizzle table and the domain's description of the profile cannot drift: this line stops compiling. */
const tableMatchesModel: Equal<typeof profiles.$inferSelect, ProfileRow> = true;
void tableMatchesModel;

/** Creates the profile if it is missing; an existing one keeps its fields (merge semantics). */
export async function ensureProfile(db: Db, input: { ownerUid: string; email: string }): Promise<void> {
  await db
    .insert(profiles)
    .values({ ownerUid: input.ownerUid, email: input.email })
    .onConflictDoNothing({ target: profiles.ownerUid });
}

/** The profile of an active user, or undefined. */
export async function findProfile(db: Db, ownerUid: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({ profile: profiles })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.ownerUid))
    .where(and(eq(profiles.ownerUid, ownerUid), eq(user.isActive, true)));
  return row?.profile;
}

/** The language the owner's account speaks (the one it signed up in): pictures made for the owner's page use it. */
export async function ownerLocale(db: Db, ownerUid: string): Promise<Locale> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, ownerUid));
  return toLocale(row?.locale) ?? DEFAULT_LOCALE;
}

/** Merge-writes fields of one profile (requirements 7) and tells every open page. */
export async function updateProfile(
  db: Db,
  profileChanges: ProfileChanges,
  ownerUid: string,
  changes: ProfileUpdate,
): Promise<ProfileRow | undefined> {
  const row = await writeRow(db, ownerUid, changes);
  if (row) await profileChanges.publish(ownerUid);
  return row;
}

/** The write itself, without the notice (for a caller that writes inside its own transaction and tells after). */
export async function writeRow(db: Db, ownerUid: string, changes: ProfileUpdate): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.ownerUid, ownerUid))
    .returning();
  return row;
}
