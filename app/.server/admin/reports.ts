import { and, desc, eq } from "drizzle-orm";
import type { ReportInput } from "~/domain/report";
import type { Db } from "../platform/db/client";
import { profileReports, profiles, user } from "../platform/db/schema";

/** Reports about profiles: a visitor files one; the admin dismisses it or deactivates the profile. */

export async function fileReport(db: Db, profileUid: string, report: ReportInput): Promise<void> {
  await db.insert(profileReports).values({ profileUid, ...report });
}

export type OpenReport = {
  id: string;
  profileUid: string;
  reason: string;
  details: string | null;
  contactEmail: string | null;
  createdAt: Date;
  ownerEmail: string;
  ownerActive: boolean;
  firstName: string | null;
  altName: string | null;
};

/** The reports still to look at, newest first, with the profile's names and its owner's email. */
export async function listOpenReports(db: Db, limit = 50): Promise<{ reports: OpenReport[] }> {
  const reports = await db
    .select({
      id: profileReports.id,
      profileUid: profileReports.profileUid,
      reason: profileReports.reason,
      details: profileReports.details,
      contactEmail: profileReports.contactEmail,
      createdAt: profileReports.createdAt,
      ownerEmail: user.email,
      ownerActive: user.isActive,
      firstName: profiles.firstName,
      altName: profiles.altName,
    })
    .from(profileReports)
    .innerJoin(profiles, eq(profiles.ownerUid, profileReports.profileUid))
    .innerJoin(user, eq(user.id, profileReports.profileUid))
    .where(eq(profileReports.status, "open"))
    .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
    .limit(limit);
  return { reports };
}

/** Closes an open report; its profile's id, or null when there is no such open report. */
export async function resolveReport(db: Db, id: string, status: "dismissed" | "deactivated"): Promise<string | null> {
  const [row] = await db
    .update(profileReports)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(profileReports.id, id), eq(profileReports.status, "open")))
    .returning({ profileUid: profileReports.profileUid });
  return row?.profileUid ?? null;
}

/** After a deactivation every other open report about the same profile is settled too. */
export async function resolveReportsOf(db: Db, profileUid: string, status: "deactivated"): Promise<void> {
  await db
    .update(profileReports)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(profileReports.profileUid, profileUid), eq(profileReports.status, "open")));
}
