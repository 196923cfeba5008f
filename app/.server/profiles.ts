import { eq, sql } from "drizzle-orm";
import type { Profile } from "~/domain/profile";
import type { Db } from "./db/client";
import { recipients, tags, type RecipientRow } from "./db/schema";
import type { ProfileChanges } from "./live/profile-changes";

/** What any visitor may see of a profile: no phone, address, tax id or email. */
export function toPublicProfile(row: RecipientRow): Profile {
  return {
    ownerUid: row.ownerUid,
    completed: row.completed,
    firstName: row.firstName,
    lastName: row.lastName,
    altName: row.altName,
    description: row.description,
    thought: row.thought,
    profileImageUrl: row.profileImageUrl,
    profileBannerUrl: row.profileBannerUrl,
    bannerColors: row.bannerColors,
    textColors: row.textColors,
    themeColor: row.themeColor,
    tags: row.tags,
    genres: row.genres,
    images: row.images,
    acceptsApplePay: row.acceptsApplePay,
    acceptsGooglePay: row.acceptsGooglePay,
    acceptsSamsungPay: row.acceptsSamsungPay,
    payPalUrl: row.payPalUrl,
    venmoUrl: row.venmoUrl,
    cashAppTag: row.cashAppTag,
    cashAppUrl: row.cashAppUrl,
    spotifyUrl: row.spotifyUrl,
    youTubeUrl: row.youTubeUrl,
    tikTokUrl: row.tikTokUrl,
    twitterUrl: row.twitterUrl,
    facebookUrl: row.facebookUrl,
    instagramUrl: row.instagramUrl,
    videos: row.videos,
    events: row.events,
    likeCount: row.likeCount,
  };
}

export type RecipientChanges = Partial<Omit<typeof recipients.$inferInsert, "ownerUid" | "recipientId" | "createdAt">>;

/** Merge-writes fields of one recipient document (SPEC 7) and tells every open page. */
export async function updateRecipient(
  db: Db,
  profileChanges: ProfileChanges,
  ownerUid: string,
  changes: RecipientChanges,
): Promise<RecipientRow | undefined> {
  const [row] = await db
    .update(recipients)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(recipients.ownerUid, ownerUid))
    .returning();
  if (row) await profileChanges.publish(ownerUid);
  return row;
}

/** The tag list (SPEC 3: tag documents whose ids are the names). */
export async function listTags(db: Db): Promise<string[]> {
  const rows = await db.select({ name: tags.name }).from(tags).orderBy(tags.name).limit(500);
  return rows.map((row) => row.name);
}

/** Typing a new tag adds it to the tags table. */
export async function rememberTags(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

/** A visitor's heart: +1 or −1, never below zero. Returns the new count. */
export async function changeLikeCount(
  db: Db,
  profileChanges: ProfileChanges,
  ownerUid: string,
  delta: 1 | -1,
): Promise<number | undefined> {
  const [row] = await db
    .update(recipients)
    .set({ likeCount: sql`greatest(0, ${recipients.likeCount} + ${delta})` })
    .where(eq(recipients.ownerUid, ownerUid))
    .returning({ likeCount: recipients.likeCount });
  if (row) await profileChanges.publish(ownerUid);
  return row?.likeCount;
}
