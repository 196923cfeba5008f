import { z } from "zod";
import { parseTrustProxy } from "./client-ip";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .trim()
    .url()
    .refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
      message: `must start with ${schemes.map((scheme) => `${scheme}://`).join(" or ")}`,
    });

function taxIdKeyLooksRight(text: string): boolean {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return true;
  return /^[A-Za-z0-9+/]{43}=?$/.test(text) && Buffer.from(text, "base64").length === 32;
}

/** Every setting the server reads, validated once at start. */
export const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: urlWithScheme(["postgres", "postgresql"]).optional(),
  PUBLIC_URL: urlWithScheme(["http", "https"]).optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_PASSWORD: optionalText,
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(8),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  /** The OpenID Connect issuers behind "Continue with Google" and "Continue with Apple" (their discovery documents). */
  GOOGLE_ISSUER: urlWithScheme(["http", "https"]).default("https://accounts.google.com"),
  APPLE_ISSUER: urlWithScheme(["http", "https"]).default("https://appleid.apple.com"),
  /** Reverse proxies whose X-Forwarded-For is believed: addresses and CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `${(error as Error).message} (expected addresses or CIDR ranges, comma-separated)`,
        });
        return z.NEVER;
      }
    }),
  /** Outgoing mail (password reset, email confirmation); unset: each mail is printed to the log instead. */
  SMTP_URL: urlWithScheme(["smtp", "smtps"]).optional(),
  MAIL_FROM: z.string().trim().min(3).default("Tipped <no-reply@localhost>"),
  /** When on, a new account's page stays hidden until its email address is confirmed. */
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** Password-reset requests allowed per email address, and per client, per hour. */
  PASSWORD_RESET_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** A self-hoster's own OpenID Connect provider (generic OAuth). */
  OIDC_ISSUER: urlWithScheme(["http", "https"]).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_BUTTON_LABEL: z.string().trim().min(1).default("Continue with single sign-on"),
  GEOCODER_URL: urlWithScheme(["http", "https"]).default("https://nominatim.openstreetmap.org"),
  /** Nominatim's usage policy allows one request per second from an application. */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /** A geocoder answer later than this is given up: the visitor gets no suggestions rather than a wait. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(1).default(3000),
  YOUTUBE_THUMBNAIL_URL: urlWithScheme(["http", "https"]).default("https://img.youtube.com"),
  YOUTUBE_OEMBED_URL: urlWithScheme(["http", "https"]).default("https://www.youtube.com/oembed"),
  /** Sign-in attempts allowed per client per minute. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Admin password attempts allowed per client (an IPv6 client by its /64) per 15 minutes. */
  ADMIN_LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Analytics hits (views, clicks) accepted per client per minute; more get 429. Kept in memory. */
  TRACKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /**
   * Live-update streams (one per open profile page) one client may hold: past it, 503. Generous, as a
   * whole audience on a venue's Wi-Fi shares one address.
   */
  LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(32),
  /** Live-update streams of the process in all; unset: below the process's descriptor limit (profiles/live-streams.ts). */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(0).optional(),
  /**
   * Days a given-up short link stays with its last owner: a year, as printed signs and QR codes stay
   * up for a season or more, and a name is cheap to wait for while a stranger collecting a performer's tips is not.
   */
  HANDLE_HOLD_DAYS: z.coerce.number().int().min(0).default(365),
  /** How long an unfinished resumable upload is kept for a resume before it is swept (an hour). */
  UNFINISHED_UPLOAD_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Bytes unfinished resumable uploads may hold, counted by their declared length (sign-up needs no
   * confirmation, so one client could park ~500 MB a minute across fresh accounts). Per client address: 50 MB, ten
   * photos at the 5 MB maximum; in total on the server: 1 GB. Past either, a new upload is refused until some
   * finish or expire.
   */
  UNFINISHED_UPLOAD_CLIENT_MB: z.coerce.number().positive().default(50),
  UNFINISHED_UPLOAD_TOTAL_MB: z.coerce.number().positive().default(1024),
  /**
   * Free space kept on the disk holding DATA_DIR: upload bytes that would leave less are refused with 507, so the
   * database, its lock and its log always have room (256 MB; 0 turns the check off). A start below it still works,
   * and says so in the log.
   */
  MIN_FREE_DISK_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(256 * 1024 * 1024),
  /**
   * Fan sign-ups ("hear when … plays near you") accepted per client, and confirmation mails per address, per hour.
   * The client's is generous: an audience at a pitch may share one mobile carrier's address.
   */
  FAN_SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  FAN_SIGNUP_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** The fans' mail queue: mails claimed at once, how often it looks for due mails, tries before a mail fails. */
  FAN_MAIL_BATCH: z.coerce.number().int().min(1).max(500).default(20),
  FAN_MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
  FAN_MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(6),
  /** The wait after a mail's first failure, doubled after each next one (at most an hour). */
  FAN_MAIL_RETRY_SECONDS: z.coerce.number().positive().default(30),
  /**
   * A mail claimed longer ago than this belongs to a process that stopped without finishing it, and is taken again.
   * Longer than the slowest SMTP send (nodemailer gives up after 10 minutes at most).
   */
  FAN_MAIL_CLAIM_TIMEOUT_SECONDS: z.coerce.number().positive().default(900),
  /** JSON bodies larger than this are refused with 413 before any handler runs. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
  /** Anonymous profile pages kept rendered in memory (0 turns the cache off), and their total size. */
  PROFILE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  PROFILE_CACHE_MB: z.coerce.number().min(1).default(64),
  /** The longest a kept page lives even without a change (the calendar's "today" moves on). */
  PROFILE_CACHE_SECONDS: z.coerce.number().int().min(1).default(300),
  /**
   * Card and wallet tips through Stripe Connect (docs/payments.md); unset: no card tips, as before. The webhook
   * secret is the endpoint's signing secret ("whsec_..."); STRIPE_API_URL points the official client at another
   * host (a local fake in tests).
   */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: urlWithScheme(["http", "https"]).default("https://api.stripe.com"),
  /** Stripe Prices of the monthly and yearly plan: set, the plan chosen in the wizard is paid through Checkout. */
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_YEARLY: optionalText,
  /** The operator's application fee on each card tip, in percent of the tip (0: none). */
  TIP_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
  /** The smallest and largest card tip, in whole units of the profile's currency. */
  TIP_MIN: z.coerce.number().int().min(1).default(1),
  TIP_MAX: z.coerce.number().int().min(1).max(999_999).default(500),
  /**
   * The key the Tax ID is encrypted with at rest (32 bytes: 64 hex digits or base64); unset: derived from
   * AUTH_SECRET. Changing it makes stored Tax IDs unreadable.
   */
  TAX_ID_KEY: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === "" || taxIdKeyLooksRight(value), {
      message: "must be 32 bytes, as 64 hex digits or base64",
    })
    .transform((value) => value || undefined),
  /** Card tip checkouts one client may start per 10 minutes. */
  TIP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** `json`: one JSON line per request in the log (method, route family, path without its query, status, time). */
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  /** The bearer token a Prometheus scraper sends for GET /metrics; unset: no /metrics at all. */
  METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
  // S3-compatible object storage for photos (docs/deploy.md); without S3_BUCKET photos stay in DATA_DIR/media.
  S3_ENDPOINT: urlWithScheme(["http", "https"]).optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  S3_PUBLIC_URL: urlWithScheme(["http", "https"]).optional(),
});
