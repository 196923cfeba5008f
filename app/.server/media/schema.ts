/** Uploaded photos: their stored files and the resumable uploads not finished yet. */
import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../accounts/schema";
import { createdAt } from "../platform/db/columns";

/** Resumable (tus) uploads begun and not yet finished: at most a few per account, swept when they expire. */
export const unfinishedUploads = pgTable(
  "unfinished_uploads",
  {
    id: text("id").primaryKey(),
    ownerUid: text("owner_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Who started it: a keyed hash of the client address (never the address), for the per-client cap. */
    clientKey: text("client_key").notNull().default(""),
    /** The length it declared: the bytes it may come to hold, counted against the caps. */
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index("unfinished_uploads_owner_idx").on(table.ownerUid, table.createdAt),
    index("unfinished_uploads_client_idx").on(table.clientKey, table.createdAt),
  ],
);

/**
 * Stored files and folders to delete, kept until the store has removed them (an account deleted during
 * an S3 outage left its photos stored). Written in the transaction that drops their metadata; swept at start and
 * then periodically (media/deletions.ts).
 */
export const mediaDeletions = pgTable("media_deletions", {
  path: text("path").primaryKey(),
  createdAt: createdAt(),
});

/** Stored-file metadata (requirements 3). */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUid: text("owner_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    bucket: text("bucket").notNull(),
    fullPath: text("full_path").notNull().unique(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
    md5Hash: text("md5_hash").notNull(),
    cacheControl: text("cache_control"),
    contentDisposition: text("content_disposition"),
    contentEncoding: text("content_encoding"),
    contentLanguage: text("content_language"),
    customMetadata: jsonb("custom_metadata")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index("stored_files_owner_idx").on(table.ownerUid)],
);

export type UserRow = typeof user.$inferSelect;
