/**
 * The Tax ID a performer gives (requirements: required once a wallet is ticked) is kept encrypted at rest:
 * AES-256-GCM with a random 96-bit nonce per value, stored as "v1:" + base64url(nonce | tag | ciphertext). The key
 * is TAX_ID_KEY (32 bytes, hex or base64) or, without it, derived from AUTH_SECRET with HKDF. The profiles table's
 * column encrypts on every write and decrypts on every read (schema.ts), so no other code sees the stored form.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";

const PREFIX = "v1:";
/** The profiles table's SQL name (schema.ts imports this module: its table object cannot be imported back). */
export const PROFILES_TABLE = "recipients";
let key: Buffer | undefined;

/** Sets the key for this process, once at start (runtime.ts). */
export function setTaxIdKey(secret: { TAX_ID_KEY?: string; AUTH_SECRET: string }): void {
  key = secret.TAX_ID_KEY
    ? taxIdKeyFrom(secret.TAX_ID_KEY)
    : Buffer.from(hkdfSync("sha256", secret.AUTH_SECRET, "tipped", "tax-id-aes-256-gcm", 32));
}

/** A TAX_ID_KEY as 32 bytes: 64 hex digits or base64 of 32 bytes; anything else throws (the setting's message). */
export function taxIdKeyFrom(text: string): Buffer {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (bytes.length !== 32) throw new Error("must be 32 bytes, as 64 hex digits or base64");
  return bytes;
}

function currentKey(): Buffer {
  if (!key) throw new Error("The Tax ID key is not set: the runtime sets it at start");
  return key;
}

export function sealTaxId(plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", currentKey(), nonce);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString("base64url");
}

let warned = false;

/**
 * The Tax ID in clear. A value written before encryption (no prefix) is read as it is until the start-time pass
 * seals it; one that cannot be opened (the key changed) reads as empty, with one warning that never shows it.
 */
export function openTaxId(stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  try {
    const bytes = Buffer.from(stored.slice(PREFIX.length), "base64url");
    const decipher = createDecipheriv("aes-256-gcm", currentKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    if (!warned) console.error("A stored Tax ID could not be decrypted: was TAX_ID_KEY or AUTH_SECRET changed?");
    warned = true;
    return "";
  }
}

/**
 * Seals Tax IDs stored in clear (by a version before encryption): run at every start, it finds none after the
 * first. A data migration in code, as SQL cannot know the key.
 */
export async function sealPlainTaxIds(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select owner_uid, tax_id from ${sql.identifier(PROFILES_TABLE)}
      where tax_id is not null and tax_id <> '' and tax_id not like ${`${PREFIX}%`}`,
  )) as { rows: { owner_uid: string; tax_id: string }[] };
  for (const row of rows) {
    await db.execute(
      sql`update ${sql.identifier(PROFILES_TABLE)} set tax_id = ${sealTaxId(row.tax_id)}
        where owner_uid = ${row.owner_uid} and tax_id = ${row.tax_id}`,
    );
  }
  return rows.length;
}
