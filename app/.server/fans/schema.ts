/**
 * Fans of a performer, the sign-ups waiting for their confirmation click, the owner's notices and the queue of
 * their mails. No client address is stored anywhere here.
 */
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../accounts/schema";
import { createdAt } from "../platform/db/columns";

/**
 * A sign-up before its confirmation click: only the SHA-256 of the mailed token is kept. Confirming sets
 * `confirmedAt` (so a replayed link is told "already confirmed") and creates the fan; rows go a day after expiry.
 */
export const fanSignups = pgTable(
  "fan_signups",
  {
    tokenHash: text("token_hash").primaryKey(),
    profileUid: text("profile_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    city: text("city"),
    language: text("language").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("fan_signups_expires_at_idx").on(table.expiresAt)],
);

/** A confirmed fan: one per address and performer. */
export const fans = pgTable(
  "fans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileUid: text("profile_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    city: text("city"),
    language: text("language").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("fans_profile_uid_email_idx").on(table.profileUid, table.email)],
);

/** Fans who left with their unsubscribe link: only when, for the owner's count. */
export const fanUnsubscribes = pgTable(
  "fan_unsubscribes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    profileUid: text("profile_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("fan_unsubscribes_profile_uid_idx").on(table.profileUid)],
);

/** The owner's notice: one per performer and calendar day (the unique index is the rule). `city` null: every fan. */
export const fanNotices = pgTable(
  "fan_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileUid: text("profile_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    text: text("text").notNull(),
    city: text("city"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("fan_notices_profile_uid_day_idx").on(table.profileUid, table.day)],
);

/**
 * The mail queue: one row per notice and fan. `queued` rows are claimed (`sending`, `claimedAt`, `claimedBy`) by
 * a worker; a claim older than the claim timeout belongs to a process that died and is taken again. `sent`,
 * `failed` (after the last try) and `cancelled` (the fan left before it was sent) are final.
 */
export const fanMails = pgTable(
  "fan_mails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => fanNotices.id, { onDelete: "cascade" }),
    // Kept when the fan leaves (null), so the notice's figures stay; a mail not sent by then is cancelled.
    fanId: uuid("fan_id").references(() => fans.id, { onDelete: "set null" }),
    status: text("status", { enum: ["queued", "sending", "sent", "failed", "cancelled"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("fan_mails_notice_id_fan_id_idx").on(table.noticeId, table.fanId),
    index("fan_mails_status_next_attempt_at_idx").on(table.status, table.nextAttemptAt),
    index("fan_mails_fan_id_idx").on(table.fanId),
  ],
);
