import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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

/** Every setting the server reads, validated once at start. */
const settingsSchema = z.object({
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
  APPLE_APP_BUNDLE_IDENTIFIER: optionalText,
  TRUST_PROXY: optionalText,
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
  /** Tests only: Google's and Apple's endpoints taken from this OpenID Connect issuer instead. */
  GOOGLE_ISSUER_URL: urlWithScheme(["http", "https"]).optional(),
  APPLE_ISSUER_URL: urlWithScheme(["http", "https"]).optional(),
  GEOCODER_URL: urlWithScheme(["http", "https"]).default("https://nominatim.openstreetmap.org"),
  /** Nominatim's usage policy allows one request per second from an application. */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  YOUTUBE_THUMBNAIL_URL: urlWithScheme(["http", "https"]).default("https://img.youtube.com"),
  YOUTUBE_OEMBED_URL: urlWithScheme(["http", "https"]).default("https://www.youtube.com/oembed"),
  /** Sign-in attempts allowed per client per minute. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Analytics hits (views, clicks) accepted per client per minute; more get 429. Kept in memory. */
  TRACKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** JSON bodies larger than this are refused with 413 before any handler runs. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(100 * 1024),
  /** Anonymous profile pages kept rendered in memory (0 turns the cache off), and their total size. */
  PROFILE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  PROFILE_CACHE_MB: z.coerce.number().min(1).default(64),
  /** The longest a kept page lives even without a change (the calendar's "today" moves on). */
  PROFILE_CACHE_SECONDS: z.coerce.number().int().min(1).default(300),
});

export type Settings = z.infer<typeof settingsSchema> & {
  AUTH_SECRET: string;
  PUBLIC_URL: string;
  dataDir: string;
  google?: { clientId: string; clientSecret: string };
  apple?: { clientId: string; clientSecret: string; appBundleIdentifier?: string };
  oidc?: { issuer: string; clientId: string; clientSecret: string; buttonLabel: string };
};

export class SettingsError extends Error {
  constructor(issues: string[]) {
    super(`Invalid settings:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

/** Reads and validates the environment. Throws a SettingsError that names every bad setting. */
export function readSettings(environment: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(environment);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  const problems: string[] = [];
  const pair = (id: string | undefined, secret: string | undefined, name: string) => {
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
    }
    return id && secret ? { clientId: id, clientSecret: secret } : undefined;
  };
  const google = pair(raw.GOOGLE_CLIENT_ID, raw.GOOGLE_CLIENT_SECRET, "GOOGLE");
  const apple = pair(raw.APPLE_CLIENT_ID, raw.APPLE_CLIENT_SECRET, "APPLE");
  const oidc = pair(raw.OIDC_CLIENT_ID, raw.OIDC_CLIENT_SECRET, "OIDC");
  if (Boolean(oidc) !== Boolean(raw.OIDC_ISSUER)) {
    problems.push("OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together");
  }
  if (problems.length > 0) throw new SettingsError(problems);

  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...raw,
    dataDir,
    AUTH_SECRET: raw.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    google,
    apple: apple && { ...apple, appBundleIdentifier: raw.APPLE_APP_BUNDLE_IDENTIFIER },
    oidc: oidc && raw.OIDC_ISSUER
      ? { ...oidc, issuer: raw.OIDC_ISSUER.replace(/\/+$/, ""), buttonLabel: raw.OIDC_BUTTON_LABEL }
      : undefined,
  };
}

/** The first run needs no settings: a random secret is generated once and kept in the data folder. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
