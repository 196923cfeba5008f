/** City QR codes, reports about profiles and admin sessions. */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "../profiles/schema";
import { createdAt } from "../platform/db/columns";

/** City QR codes (requirements 3, qrCodes). */
export const qrCodes = pgTable(
  "qr_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cityName: text("city_name").notNull(),
    citySlug: text("city_slug").notNull().unique(),
    qrUrl: text("qr_url").notNull(),
    clicks: integer("clicks").notNull().default(0),
    createdAt: createdAt(),
    createdBy: text("created_by").notNull().default("admin"),
    lastClicked: timestamp("last_clicked", { withTimezone: true }),
  },
  (table) => [index("qr_codes_created_at_idx").on(table.createdAt.desc())],
);

/**
 * Visitors' reports about a profile. No IP address or other trace of the reporter is kept,
 * only what they chose to write. Open reports show on the admin page until dismissed or acted on.
 */
export const profileReports = pgTable(
  "profile_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileUid: text("profile_uid")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    contactEmail: text("contact_email"),
    createdAt: createdAt(),
    /** "open", then "dismissed" or "deactivated" (the admin's one click). */
    status: text("status").notNull().default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [index("profile_reports_open_idx").on(table.status, table.createdAt.desc())],
);

/** Admin sessions: the cookie holds a random token, the database only its SHA-256. */
export const adminSessions = pgTable("admin_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
