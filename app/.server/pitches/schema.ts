/** A performer's pitches (the places they play, each with its own QR code) and their performing sessions. */
import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "../profiles/schema";
import { createdAt } from "../platform/db/columns";

/**
 * A place the performer plays ("Pier 39"). `code` is what its QR code carries (`?p=<code>`): short, so the printed
 * code stays coarse and easy to scan. Archived pitches keep their figures and their printed codes keep counting.
 */
export const pitches = pgTable(
  "pitches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("pitches_profile_name_idx")
      .on(table.profileId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);

/**
 * "Performing now": a session at a pitch from `started_at` to `ended_at` (open while null); one open session per
 * profile. Its figures are kept on the row, counted in the same statement as the hits and the tip webhooks.
 * `time_zone` is the performer's zone when it started: the times it is told in.
 */
export const performanceSessions = pgTable(
  "performance_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    pitchId: uuid("pitch_id").references(() => pitches.id, { onDelete: "set null" }),
    eventId: text("event_id"),
    timeZone: text("time_zone").notNull().default("UTC"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    tips: integer("tips").notNull().default(0),
    /** Paid card tips, in the currency's smallest unit. */
    tipAmount: bigint("tip_amount", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    uniqueIndex("performance_sessions_open_idx")
      .on(table.profileId)
      .where(sql`${table.endedAt} is null`),
    index("performance_sessions_profile_started_idx").on(table.profileId, table.startedAt.desc()),
  ],
);

/** Per pitch and UTC day: views, clicks and paid tips that came through the pitch's code. */
export const pitchDaily = pgTable(
  "pitch_daily",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    pitchId: uuid("pitch_id")
      .notNull()
      .references(() => pitches.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    tips: integer("tips").notNull().default(0),
    tipAmount: bigint("tip_amount", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.pitchId, table.day] })],
);
