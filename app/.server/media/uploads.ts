import { randomBytes } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { textColorsForPage } from "~/domain/colors";
import {
  type ImageKind,
  MAX_GALLERY_IMAGES,
  mediaFolder,
  safeFileStem,
  VARIANT_WIDTHS,
  variantUrl,
} from "~/domain/media";
import type { TextColors } from "~/domain/profile";
import { profiles, storedFiles } from "../platform/db/schema";
import type { Runtime } from "../runtime";
import { markForDeletion, removeMarked } from "./deletions";
import { ImageRejected, processImage } from "./images";
import { MEDIA_CACHE_CONTROL, type MediaStorage } from "./storage";
import type { Db } from "../platform/db/client";
import { uploads } from "../platform/metrics/metrics";

export { MEDIA_CACHE_CONTROL };

export type UploadResult = {
  kind: ImageKind;
  url: string;
  bannerColors?: string[];
  textColors?: TextColors;
  images?: string[];
};

/**
 * The folder a new upload goes to (requirements 7): recipients/{uid}/profile and recipients/{uid}/banner, each upload in
 * a fresh version folder (its URLs can be cached forever), and gallery/{timestamp}_{index}_{name}. The server
 * chooses every part; the file name contributes only a short slug.
 */
function uploadFolder(uid: string, kind: ImageKind, fileName: string, index: number, now = Date.now()): string {
  const version = `${now.toString(36)}${randomBytes(3).toString("hex")}`;
  if (kind === "gallery") return `gallery/${now}_${index}_${safeFileStem(fileName)}-${randomBytes(3).toString("hex")}`;
  return `recipients/${uid}/${kind}/${version}`;
}

type Deps = Pick<Runtime, "db" | "media" | "profiles">;

/** Processes an uploaded image, stores its copies and their metadata, and saves it to the owner's profile (merge). */
export async function storeUpload(
  runtime: Deps,
  owner: { uid: string },
  input: { kind: ImageKind; bytes: Buffer; fileName: string; index?: number },
): Promise<UploadResult> {
  const { db } = runtime;
  const media = runtime.media.storage;
  const profileChanges = runtime.profiles.changes;
  const [profile] = await db
    .select({ images: profiles.images, themeColor: profiles.themeColor })
    .from(profiles)
    .where(eq(profiles.ownerUid, owner.uid));
  if (!profile) throw new ImageRejected(422, "Start your profile before adding photos");
  if (input.kind === "gallery" && profile.images.length >= MAX_GALLERY_IMAGES) {
    throw new ImageRejected(422, `A gallery holds at most ${MAX_GALLERY_IMAGES} photos. Remove one to add another.`);
  }

  const processed = await processImage(input.bytes, input.kind);
  const folder = uploadFolder(owner.uid, input.kind, input.fileName, input.index ?? 0);
  const largest = Math.max(...VARIANT_WIDTHS[input.kind]);
  const url = variantUrl(folder, largest);
  const now = new Date();
  try {
    for (const variant of processed.variants) await media.put(`${folder}/${variant.width}.webp`, variant.body);
    await db.insert(storedFiles).values(
      processed.variants.map((variant) => ({
        ownerUid: owner.uid,
        bucket: media.bucket,
        fullPath: `${folder}/${variant.width}.webp`,
        name: `${variant.width}.webp`,
        size: variant.body.length,
        contentType: "image/webp",
        timeCreated: now,
        updated: now,
        md5Hash: variant.md5,
        cacheControl: MEDIA_CACHE_CONTROL,
        customMetadata: {
          kind: input.kind,
          sourceFormat: processed.format,
          sourceSize: `${processed.width}x${processed.height}`,
        },
      })),
    );
    const { result, previous } = await saveToProfile(
      runtime,
      owner.uid,
      input.kind,
      url,
      processed.bannerColors,
      profile.themeColor,
    );
    // A replaced photo or banner is not used anywhere any more. `previous` is what this save replaced, read in its
    // transaction: of two uploads racing for one slot, each removes what it replaced.
    if (previous && previous !== url) await removeFolder(db, media, owner.uid, mediaFolder(previous));
    await profileChanges.publish(owner.uid);
    uploads.inc({ kind: input.kind, result: "stored" });
    return result;
  } catch (error) {
    uploads.inc({ kind: input.kind, result: "failed" });
    await removeFolder(db, media, owner.uid, folder).catch(() => undefined); // no partial files or rows left behind
    throw error;
  }
}

async function saveToProfile(
  { db }: Deps,
  uid: string,
  kind: ImageKind,
  url: string,
  bannerColors: string[] | undefined,
  themeColor: string,
): Promise<{ result: UploadResult; previous?: string | null }> {
  if (kind === "profile" || kind === "banner") {
    const colors = bannerColors ?? [];
    const textColors = textColorsForPage({ bannerColors: colors, themeColor });
    // The row is locked while the old address is read and the new one written, so concurrent uploads for one slot
    // each learn exactly what they replaced.
    const previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ imageUrl: profiles.profileImageUrl, bannerUrl: profiles.profileBannerUrl })
        .from(profiles)
        .where(eq(profiles.ownerUid, uid))
        .for("update");
      await tx
        .update(profiles)
        .set(
          kind === "profile"
            ? { profileImageUrl: url, updatedAt: new Date() }
            : { profileBannerUrl: url, bannerColors: colors, textColors, updatedAt: new Date() },
        )
        .where(eq(profiles.ownerUid, uid));
      return kind === "profile" ? row?.imageUrl : row?.bannerUrl;
    });
    const result: UploadResult = kind === "profile" ? { kind, url } : { kind, url, bannerColors: colors, textColors };
    return { result, previous };
  }
  // Appended in one statement, so uploads finishing together all land.
  const [row] = await db
    .update(profiles)
    .set({ images: sql`${profiles.images} || ${JSON.stringify([url])}::jsonb`, updatedAt: new Date() })
    .where(and(eq(profiles.ownerUid, uid), sql`jsonb_array_length(${profiles.images}) < ${MAX_GALLERY_IMAGES}`))
    .returning({ images: profiles.images });
  if (!row)
    throw new ImageRejected(422, `A gallery holds at most ${MAX_GALLERY_IMAGES} photos. Remove one to add another.`);
  return { result: { kind, url, images: row.images } };
}

/**
 * Deletes a folder of the owner's copies with their metadata rows (only rows that are theirs), marked for deletion
 * in the same transaction, so a removal the store refuses is tried again (media/deletions.ts).
 */
async function removeFolder(db: Db, media: MediaStorage, uid: string, folder: string | null) {
  if (!folder) return;
  const marked = await db.transaction(async (tx) => {
    const owned = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.ownerUid, uid), like(storedFiles.fullPath, `${folder}/%`)))
      .returning({ fullPath: storedFiles.fullPath });
    if (owned.length === 0 && !folder.startsWith(`recipients/${uid}/`)) return false;
    await markForDeletion(tx, [folder]);
    return true;
  });
  if (marked) await removeMarked(db, media, [folder]);
}

/** Removes one gallery photo from the owner's profile, then its files. False when it is not in their gallery. */
export async function removeGalleryImage(runtime: Deps, uid: string, url: string): Promise<string[] | null> {
  const { db } = runtime;
  const profileChanges = runtime.profiles.changes;
  const images = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ images: profiles.images })
      .from(profiles)
      .where(eq(profiles.ownerUid, uid))
      .for("update");
    if (!row || !row.images.includes(url)) return null;
    const remaining = row.images.filter((image) => image !== url);
    await tx.update(profiles).set({ images: remaining, updatedAt: new Date() }).where(eq(profiles.ownerUid, uid));
    return remaining;
  });
  if (!images) return null;
  await removeFolder(db, runtime.media.storage, uid, mediaFolder(url));
  await profileChanges.publish(uid);
  return images;
}
