import { count, desc, eq, ilike, or, sql, sum } from "drizzle-orm";
import { performerName } from "~/domain/admin-forms";
import type { Db } from "../platform/db/client";
import { markForDeletion, removeMarked } from "../media/deletions";
import type { MediaStorage } from "../media/storage";
import {
  analyticsSummary,
  planSubscriptions,
  profiles,
  qrCodes,
  session,
  storedFiles,
  user,
} from "../platform/db/schema";
import { releaseHandleOf } from "../profiles/handles";

export type AdminStats = {
  users: number;
  completedProfiles: number;
  totalViews: number;
  totalClicks: number;
  qrScans: number;
};

/** The admin dashboard's figures: five small aggregate queries over rollups, never over every event. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [[users], [completed], [analytics], [qr]] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(profiles).where(eq(profiles.completed, true)),
    db
      .select({ views: sum(analyticsSummary.totalProfileViews), clicks: sum(analyticsSummary.totalLinkClicks) })
      .from(analyticsSummary),
    db.select({ scans: sum(qrCodes.clicks) }).from(qrCodes),
  ]);
  return {
    users: Number(users?.n ?? 0),
    completedProfiles: Number(completed?.n ?? 0),
    totalViews: Number(analytics?.views ?? 0),
    totalClicks: Number(analytics?.clicks ?? 0),
    qrScans: Number(qr?.scans ?? 0),
  };
}

export type AdminUser = {
  uid: string;
  email: string;
  /** The performer's name from their profile, else their stage name, else the account's name. */
  displayName: string;
  profileComplete: boolean;
  lastLoginAt: string | null;
  isActive: boolean;
  createdAt: string;
  /** The plan chosen or paid for, with Stripe's state when plans are paid through Stripe ("active"), or null. */
  plan: { name: "monthly" | "yearly"; status: string | null } | null;
};

export const USERS_PAGE_SIZE = 25;

/**
 * One page of users, newest first, optionally those whose email or one of whose tags contains `search`
 * (case-insensitive): a performer's tags are how the admin finds "the jazz sax on 5th".
 */
export async function listUsers(
  db: Db,
  { page, search }: { page: number; search: string },
): Promise<{ users: AdminUser[]; total: number; page: number; pageSize: number }> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = pattern
    ? or(
        ilike(user.email, pattern),
        sql`exists (select 1 from jsonb_array_elements_text(${profiles.tags}) as tag where tag ilike ${pattern})`,
      )
    : undefined;
  const [[totalRow], rows] = await Promise.all([
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.ownerUid, user.id)).where(where),
    db
      .select({
        uid: user.id,
        email: user.email,
        accountName: user.name,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        altName: profiles.altName,
        profileComplete: sql<boolean>`coalesce(${profiles.completed}, false)`,
        lastLoginAt: user.lastLoginAt,
        isActive: user.isActive,
        createdAt: user.createdAt,
        chosenPlan: profiles.subscription,
        paidPlan: planSubscriptions.plan,
        planStatus: planSubscriptions.status,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.ownerUid, user.id))
      .leftJoin(planSubscriptions, eq(planSubscriptions.ownerUid, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
  ]);
  return {
    users: rows.map(({ accountName, firstName, lastName, altName, chosenPlan, paidPlan, planStatus, ...row }) => ({
      ...row,
      plan: plan(paidPlan ?? chosenPlan, planStatus),
      displayName: performerName({ firstName, lastName, altName, accountName }),
      profileComplete: Boolean(row.profileComplete),
      lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: Number(totalRow?.n ?? 0),
    page,
    pageSize: USERS_PAGE_SIZE,
  };
}

function plan(name: string | null, status: string | null): AdminUser["plan"] {
  return name ? { name: name === "yearly" ? "yearly" : "monthly", status } : null;
}

/**
 * Turns a user on or off. Turning off ends every session of theirs at once. False when there is no such user.
 */
export async function setUserActive(db: Db, uid: string, isActive: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.update(user).set({ isActive }).where(eq(user.id, uid)).returning({ id: user.id });
    if (updated.length === 0) return false;
    if (!isActive) await tx.delete(session).where(eq(session.userId, uid));
    return true;
  });
}

/**
 * Deletes a user with everything of theirs: in one transaction the account row, whose foreign keys cascade to
 * sessions, sign-in accounts, the profile (and through it every analytics row) and stored-file records, and the
 * files marked for deletion; then the files themselves. The photos are no longer served from that commit on; a
 * removal the store refuses (an outage) is tried again by the sweep (media/deletions.ts). False when
 * there is no such user.
 */
export async function deleteUser(db: Db, media: MediaStorage, uid: string): Promise<boolean> {
  const filePaths = await db.transaction(async (tx) => {
    const files = await tx
      .select({ fullPath: storedFiles.fullPath })
      .from(storedFiles)
      .where(eq(storedFiles.ownerUid, uid));
    // Its short link stays held, leading nowhere, rather than free for a stranger at once.
    await releaseHandleOf(tx, uid, Date.now());
    const deleted = await tx.delete(user).where(eq(user.id, uid)).returning({ id: user.id });
    if (deleted.length === 0) return null;
    const paths = [...files.map((file) => file.fullPath), `recipients/${uid}`];
    await markForDeletion(tx, paths);
    return paths;
  });
  if (filePaths === null) return false;
  await removeMarked(db, media, filePaths);
  return true;
}
