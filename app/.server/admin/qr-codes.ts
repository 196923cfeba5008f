import { desc, eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { citySlug, isCitySlug } from "~/domain/slug";
import type { Db } from "../platform/db/client";
import { qrCodes } from "../platform/db/schema";

/** requirements 9: error-correction level M, size 128. */
const QR_OPTIONS = { errorCorrectionLevel: "M", width: 128, margin: 2 } as const;

export type QrCodeView = {
  id: string;
  cityName: string;
  citySlug: string;
  qrUrl: string;
  clicks: number;
  createdAt: string;
  createdBy: string;
  lastClicked: string | null;
};

const toView = (row: typeof qrCodes.$inferSelect): QrCodeView => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  lastClicked: row.lastClicked ? new Date(row.lastClicked).toISOString() : null,
});

const qrUrlFor = (publicUrl: string, slug: string) => `${publicUrl.replace(/\/$/, "")}/qr/${encodeURIComponent(slug)}`;

export async function listQrCodes(db: Db): Promise<QrCodeView[]> {
  const rows = await db.select().from(qrCodes).orderBy(desc(qrCodes.createdAt), desc(qrCodes.id));
  return rows.map(toView);
}

export class DuplicateSlugError extends Error {
  constructor(readonly slug: string) {
    super(`A QR code for "${slug}" already exists`);
  }
}

/** Creates a city QR code; the name has been validated (cityNameSchema). A taken slug throws DuplicateSlugError. */
export async function createQrCode(db: Db, publicUrl: string, cityName: string): Promise<QrCodeView> {
  const slug = citySlug(cityName);
  const [row] = await db
    .insert(qrCodes)
    .values({ cityName: cityName.trim().replace(/\s+/g, " "), citySlug: slug, qrUrl: qrUrlFor(publicUrl, slug) })
    .onConflictDoNothing({ target: qrCodes.citySlug })
    .returning();
  if (!row) throw new DuplicateSlugError(slug);
  return toView(row);
}

export async function deleteQrCode(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(qrCodes).where(eq(qrCodes.id, id)).returning({ id: qrCodes.id });
  return deleted.length > 0;
}

export async function findQrCode(db: Db, id: string): Promise<QrCodeView | undefined> {
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.id, id));
  return row && toView(row);
}

/** Counts one scan in a single atomic update (parallel scans lose nothing). False for an unknown slug. */
export async function countScan(db: Db, slug: string, now = new Date()): Promise<boolean> {
  if (!isCitySlug(slug)) return false;
  const updated = await db
    .update(qrCodes)
    .set({ clicks: sql`${qrCodes.clicks} + 1`, lastClicked: now })
    .where(eq(qrCodes.citySlug, slug))
    .returning({ id: qrCodes.id });
  return updated.length > 0;
}

export const qrCodeSvg = (url: string) => QRCode.toString(url, { ...QR_OPTIONS, type: "svg" });
export const qrCodePng = (url: string, width: number = QR_OPTIONS.width) =>
  QRCode.toBuffer(url, { ...QR_OPTIONS, width, type: "png" });
