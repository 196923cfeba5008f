import { eq } from "drizzle-orm";
import { passkey, profiles, storedFiles, user } from "../platform/db/schema";
import type { Runtime } from "../runtime";

/**
 * "Download my data": the signed-in owner's account and profile as JSON, with the address of every photo.
 * Only rows keyed by `ownerUid` are read, so nothing of anyone else can be in it. Analytics and fans are CSV files.
 */
export async function exportAccountData(runtime: Runtime, ownerUid: string) {
  const { db, settings } = runtime;
  const [[account], [profile], files, passkeys] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(eq(user.id, ownerUid)),
    db.select().from(profiles).where(eq(profiles.ownerUid, ownerUid)),
    db
      .select({
        path: storedFiles.fullPath,
        contentType: storedFiles.contentType,
        size: storedFiles.size,
        created: storedFiles.timeCreated,
      })
      .from(storedFiles)
      .where(eq(storedFiles.ownerUid, ownerUid)),
    // Names and dates only: the public keys are of no use to anyone outside this site.
    db.select({ name: passkey.name, createdAt: passkey.createdAt }).from(passkey).where(eq(passkey.userId, ownerUid)),
  ]);
  const absolute = (url: string | null | undefined) => (url ? new URL(url, settings.PUBLIC_URL).href : null);
  return {
    exportedAt: new Date().toISOString(),
    account: account ?? null,
    profile: profile ?? null,
    photos: {
      profile: absolute(profile?.profileImageUrl),
      banner: absolute(profile?.profileBannerUrl),
      gallery: (profile?.images ?? []).map((url) => absolute(url)),
    },
    passkeys,
    storedFiles: files.map((file) => ({ ...file, url: absolute(`/media/${file.path}`) })),
    analyticsCsv: `${settings.PUBLIC_URL}/api/analytics/export.csv`,
    fansCsv: `${settings.PUBLIC_URL}/dashboard/fans.csv`,
  };
}
