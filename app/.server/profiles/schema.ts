/** The performer's profile, one per user, and the tags it offers. A like of a profile, too. */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { openTaxId, PROFILES_TABLE, sealTaxId } from "./tax-id";
import type { CalendarEvent, TextColors, Video } from "~/domain/profile";
import { user } from "../accounts/schema";
import { createdAt, updatedAt } from "../platform/db/columns";

/**
 * The profile (requirements 3), one per user, keyed by the owner's user id; app/domain/profile-model.ts describes
 * it and app/.server/profiles/store.ts checks that the two agree. (The SQL table keeps its first name.)
 */
/** Text kept encrypted at rest (the Tax ID: tax-id.ts); the application reads and writes it in clear. */
const encryptedText = customType<{ data: string; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => sealTaxId(value),
  fromDriver: (value) => openTaxId(value),
});

export const profiles = pgTable(
  PROFILES_TABLE,
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
    taxId: encryptedText("tax_id"),
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
    monzoUrl: text("monzo_url"),
    revolutUrl: text("revolut_url"),
    bunqUrl: text("bunq_url"),
    swishNumber: text("swish_number"),
    upiId: text("upi_id"),
    pixKey: text("pix_key"),
    pixCity: text("pix_city"),
    iban: text("iban"),
    payeeName: text("payee_name"),
    /** ISO 4217, upper case; profiles from before currencies were chosen are in dollars. */
    currency: text("currency").notNull().default("USD"),
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
    /** The IANA zone of the events' wall-clock times; migration 0011 gave existing profiles the server's. */
    timeZone: text("time_zone"),
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

/**
 * Short links given up (renamed or the account deleted), held so that printed signs, QR codes and shared links
 * keep leading to their last owner, or to nothing, never to a stranger: for HANDLE_HOLD_DAYS after
 * `releasedAt` only the last owner may take the name again. A deleted owner leaves the hold with no owner.
 */
export const releasedHandles = pgTable("released_handles", {
  handle: text("handle").primaryKey(),
  lastOwnerUid: text("last_owner_uid").references(() => user.id, { onDelete: "set null" }),
  releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The save keys of profile forms already applied: a form sends a key per content, and a retry of a
 * save whose answer was lost sends the same key again, so it is applied once. Kept a day.
 */
export const profileSaves = pgTable(
  "profile_saves",
  {
    saveKey: text("save_key").primaryKey(),
    ownerUid: text("owner_uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("profile_saves_owner_uid_idx").on(table.ownerUid)],
);
