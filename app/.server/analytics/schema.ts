/** Tracking events and the rollups the dashboard reads. */
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { profiles } from "../profiles/schema";

/** One row per accepted hit (requirements 3, analytics/{profileId}/events). The visitor's IP is never stored. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    type: text("type", { enum: ["profile_view", "link_click"] }).notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    visitorId: text("visitor_id").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    referrer: text("referrer").notNull().default("direct"),
    linkType: text("link_type"),
    linkUrl: text("link_url"),
    /** The preset amount a link_click chose, whole dollars; null for a plain link. */
    amount: integer("amount"),
    city: text("city"),
    region: text("region"),
    country: text("country"),
    location: text("location").notNull().default("Unknown"),
    /** The pitch whose QR code the visit came through, and the session open when it happened (pitches/schema.ts). */
    pitchId: uuid("pitch_id"),
    sessionId: uuid("session_id"),
    /**
     * Whether the row is counted in the insights rollups: the hit batch counts its own and writes true; an older
     * version's instance serving during a rolling upgrade leaves the default, false, for older-hits.ts to count.
     */
    rolledUp: boolean("rolled_up").notNull().default(false),
  },
  (table) => [
    index("analytics_events_profile_time_idx").on(table.profileId, table.timestamp.desc()),
    index("analytics_events_not_rolled_up_idx")
      .on(table.id)
      .where(sql`not ${table.rolledUp}`),
  ],
);

/** The summary document (requirements 3, summary/current): running totals per profile. */
export const analyticsSummary = pgTable("analytics_summary", {
  profileId: text("profile_id")
    .primaryKey()
    .references(() => profiles.ownerUid, { onDelete: "cascade" }),
  totalProfileViews: bigint("total_profile_views", { mode: "number" }).notNull().default(0),
  totalLinkClicks: bigint("total_link_clicks", { mode: "number" }).notNull().default(0),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
});

/** dailyStats rollup; monthlyStats are sums over it. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.day] })],
);

/** linkStats rollup: clicks per link type. */
export const analyticsLinks = pgTable(
  "analytics_links",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    linkType: text("link_type").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.linkType] })],
);

/** Clicks per preset amount and profile: the dashboard's "amounts chosen" without reading the events. */
export const analyticsAmounts = pgTable(
  "analytics_amounts",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.amount] })],
);

/** Views and clicks per profile and UTC hour: date ranges, comparisons and the heatmap in any time zone. */
export const analyticsHourly = pgTable(
  "analytics_hourly",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.hour] })],
);

/**
 * Each visitor once per profile and day they viewed it, the day in the performer's time zone (tipped_local_date,
 * migration 0020): what makes each visitor count once a day in analytics_visitor_counts.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitorId: text("visitor_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.day, table.visitorId] })],
);

/** Unique visitors per profile and day (the performer's): the rows analytics_visitors gained, counted as they come. */
export const analyticsVisitorCounts = pgTable(
  "analytics_visitor_counts",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.day] })],
);

/**
 * Views and clicks per profile, day (the performer's, as analytics_visitors) and value of one dimension: the source
 * ("direct", "pitch:<id>" or a referring site's origin), the country, the device class (phone, tablet, desktop), the
 * link clicked and the preset amount chosen. The insights page's tables for any range read it.
 */
export const analyticsBreakdown = pgTable(
  "analytics_breakdown",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.ownerUid, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension", { enum: ["source", "country", "device", "link", "amount"] }).notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.dimension, table.day, table.key] })],
);
