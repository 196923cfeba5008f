import { desc, eq } from "drizzle-orm";
import { passkey } from "../platform/db/schema";
import type { Runtime } from "../runtime";

export type PasskeySummary = {
  id: string;
  name: string;
  createdAt: string | null;
  deviceType: string;
  backedUp: boolean;
};

/** The owner's passkeys for the settings list, newest first: never the key material. */
export async function listPasskeys(runtime: Runtime, ownerUid: string): Promise<PasskeySummary[]> {
  const rows = await runtime.db
    .select({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
    })
    .from(passkey)
    .where(eq(passkey.userId, ownerUid))
    .orderBy(desc(passkey.createdAt));
  return rows.map((row) => ({
    ...row,
    name: row.name || "Passkey",
    createdAt: row.createdAt ? new Date(row.createdAt).toISOString() : null,
  }));
}
