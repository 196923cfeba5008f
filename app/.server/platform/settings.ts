import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { settingsSchema } from "./settings-schema";

export type S3Settings = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
};

/** Card and wallet tips through Stripe (tips/): present only when both keys are set. */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  feePercent: number;
  min: number;
  max: number;
  /** The plans' Stripe Prices, when plans are paid (else plans stay labels). */
  prices?: { monthly: string; yearly: string };
};

/** An OpenID Connect provider people sign in with: its issuer (no trailing slash) and this site's client. */
export type SignInProvider = { issuer: string; clientId: string; clientSecret: string };

export type Settings = z.infer<typeof settingsSchema> & {
  AUTH_SECRET: string;
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set, rather than made up from PORT: then it is the only origin forms may come from. */
  publicUrlConfigured: boolean;
  dataDir: string;
  google?: SignInProvider;
  apple?: SignInProvider;
  s3?: S3Settings;
  stripe?: StripeSettings;
  oidc?: SignInProvider & { buttonLabel: string };
};

class SettingsError extends Error {
  constructor(issues: string[]) {
    super(`Invalid settings:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

/** Reads and validates the environment. Throws a SettingsError that names every bad setting. */
export function readSettings(environment: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(environment);
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
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
  // Several instances share one database: each must sign sessions with the same secret and link the same address.
  if (raw.DATABASE_URL) {
    if (!raw.AUTH_SECRET)
      problems.push("AUTH_SECRET: required with DATABASE_URL (every instance must share one secret)");
    if (!raw.PUBLIC_URL)
      problems.push("PUBLIC_URL: required with DATABASE_URL (the address users reach, the same on every instance)");
  }
  const s3 = s3Settings(raw, problems);
  const stripe = stripeSettings(raw, problems);
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
    publicUrlConfigured: raw.PUBLIC_URL !== undefined,
    google: google && { ...google, issuer: withoutTrailingSlash(raw.GOOGLE_ISSUER) },
    apple: apple && { ...apple, issuer: withoutTrailingSlash(raw.APPLE_ISSUER) },
    oidc:
      oidc && raw.OIDC_ISSUER
        ? { ...oidc, issuer: withoutTrailingSlash(raw.OIDC_ISSUER), buttonLabel: raw.OIDC_BUTTON_LABEL }
        : undefined,
    s3,
    stripe,
  };
}

function stripeSettings(raw: z.infer<typeof settingsSchema>, problems: string[]): StripeSettings | undefined {
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET)) {
    problems.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together");
  }
  if (raw.STRIPE_SECRET_KEY && !/^(sk|rk)_(test|live)_/.test(raw.STRIPE_SECRET_KEY)) {
    problems.push("STRIPE_SECRET_KEY: must be a Stripe secret or restricted key (sk_live_..., sk_test_... or rk_...)");
  }
  if (raw.STRIPE_WEBHOOK_SECRET && !raw.STRIPE_WEBHOOK_SECRET.startsWith("whsec_")) {
    problems.push("STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret (whsec_...)");
  }
  if (Boolean(raw.STRIPE_PRICE_MONTHLY) !== Boolean(raw.STRIPE_PRICE_YEARLY)) {
    problems.push("STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY must be set together");
  }
  if (raw.STRIPE_PRICE_MONTHLY && !raw.STRIPE_SECRET_KEY) {
    problems.push("STRIPE_PRICE_MONTHLY: needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  if (raw.TIP_MIN > raw.TIP_MAX) problems.push(`TIP_MIN: must not be above TIP_MAX (${raw.TIP_MAX})`);
  if (!raw.STRIPE_SECRET_KEY || !raw.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: raw.STRIPE_SECRET_KEY,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    apiUrl: raw.STRIPE_API_URL,
    feePercent: raw.TIP_FEE_PERCENT,
    min: raw.TIP_MIN,
    max: raw.TIP_MAX,
    prices:
      raw.STRIPE_PRICE_MONTHLY && raw.STRIPE_PRICE_YEARLY
        ? { monthly: raw.STRIPE_PRICE_MONTHLY, yearly: raw.STRIPE_PRICE_YEARLY }
        : undefined,
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function s3Settings(raw: z.infer<typeof settingsSchema>, problems: string[]): S3Settings | undefined {
  const given = [raw.S3_ENDPOINT, raw.S3_ACCESS_KEY_ID, raw.S3_SECRET_ACCESS_KEY, raw.S3_PUBLIC_URL].some(Boolean);
  if (!raw.S3_BUCKET) {
    if (given) problems.push("S3_BUCKET: required when any other S3_ setting is given");
    return undefined;
  }
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  return {
    endpoint: raw.S3_ENDPOINT,
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    publicUrl: raw.S3_PUBLIC_URL?.replace(/\/+$/, ""),
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
