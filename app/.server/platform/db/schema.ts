/**
 * The one database schema (PGlite and PostgreSQL alike). Every entity of requirements 3 lives here.
 * The better-auth tables follow its documented core schema (user, session, account, verification, rateLimit).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CalendarEvent, TextColors, Video } from "~/domain/profile";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------- authentication (better-auth) ----------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Admin: an inactive user cannot sign in and their public page is hidden. */
  isActive: boolean("is_active").notNull().default(true),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  /** better-auth two-factor plugin: TOTP is asked at sign-in. */
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** better-auth's rate limiter, stored in the database so limits survive restarts and span processes. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** better-auth two-factor plugin: the user's TOTP secret and backup codes (both encrypted by better-auth). */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factor_user_id_idx").on(table.userId), index("two_factor_secret_idx").on(table.secret)],
);

/**
 * better-auth passkey plugin (@better-auth/passkey): one WebAuthn credential of a user, exactly the plugin's fields.
 * `deviceType` is "singleDevice" or "multiDevice" (synced); `transports` is a comma-separated list.
 */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    // A WebAuthn signature counter is an unsigned 32-bit number: past an integer column's range.
    counter: bigint("counter", { mode: "number" }).notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  (table) => [index("passkey_user_id_idx").on(table.userId), index("passkey_credential_id_idx").on(table.credentialID)],
);

// ---------- profiles ----------

/**
 * The profile (requirements 3), one per user, keyed by the owner's user id; app/domain/profile-model.ts describes
 * it and app/.server/profiles/store.ts checks that the two agree. (The SQL table keeps its first name.)
 */
export const profiles = pgTable(
  "recipients",
  {
    ownerUid: text("owner_uid")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id").notNull().unique().defaultRandom(),
    createdAt: createdAt(),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: updatedAt(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    altName: text("alt_name"),
    phone: text("phone"),
    street: text("street"),
    city: text("city"),
    state: text("state"),
    postalCode: text("postal_code"),
    subscription: text("subscription"),
    acceptsApplePay: boolean("accepts_apple_pay").notNull().default(false),
    acceptsGooglePay: boolean("accepts_google_pay").notNull().default(false),
    acceptsSamsungPay: boolean("accepts_samsung_pay").notNull().default(false),
    taxId: text("tax_id"),
    profileImageUrl: text("profile_image_url"),
    profileBannerUrl: text("profile_banner_url"),
    bannerColors: jsonb("banner_colors")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    textColors: jsonb("text_colors").$type<TextColors | null>(),
    themeColor: text("theme_color").notNull().default("#008080"),
    description: text("description"),
    notes: text("notes"),
    thought: text("thought"),
    tags: jsonb("tags")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    genres: jsonb("genres")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    images: jsonb("images")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    payPalUrl: text("paypal_url"),
    venmoUrl: text("venmo_url"),
    cashAppTag: text("cash_app_tag"),
    cashAppUrl: text("cash_app_url"),
    spotifyUrl: text("spotify_url"),
    youTubeUrl: text("youtube_url"),
    tikTokUrl: text("tiktok_url"),
    twitterUrl: text("twitter_url"),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    videos: jsonb("videos")
      .$type<Video[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    events: jsonb("events")
      .$type<CalendarEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Hearts given by visitors (each visitor's own like is remembered in their browser). */
    likeCount: integer("like_count").notNull().default(0),
    /** The short link /@{handle}, stored lower-case; the unique index makes it unique regardless of case. */
    handle: text("handle"),
    tipAmounts: jsonb("tip_amounts")
      .$type<number[]>()
      .notNull()
      .default(sql`'[2,5,10,20]'::jsonb`),
    showTipAmounts: boolean("show_tip_amounts").notNull().default(true),
    hiddenLinks: jsonb("hidden_links")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [uniqueIndex("recipients_handle_idx").on(table.handle)],
);

/** Tag documents: the id is the tag name (requirements 3). */
export const tags = pgTable("tags", {
  name: text("name").primaryKey(),
  createdAt: createdAt(),
});

// ---------- analytics ----------

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
  },
  (table) => [index("analytics_events_profile_time_idx").on(table.profileId, table.timestamp.desc())],
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

// ---------- admin ----------

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

/**
 * One row per heart a visitor gave: the browser keeps the like's random id, the database only its SHA-256, so only
 * that browser can take the heart back (anyone could remove hearts from any profile).
 */
export const profileLikes = pgTable(
  "profile_likes",
  {
    idHash: text("id_hash").primaryKey(),
    profileUid: text("profile_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("profile_likes_profile_uid_idx").on(table.profileUid)],
);

// ---------- storage ----------

/** Resumable (tus) uploads begun and not yet finished: at most a few per account, swept when they expire. */
export const unfinishedUploads = pgTable(
  "unfinished_uploads",
  {
    id: text("id").primaryKey(),
    ownerUid: text("owner_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("unfinished_uploads_owner_idx").on(table.ownerUid, table.createdAt)],
);

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
