import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, withoutControlCharacters } from "~/domain/text";
import type { Db } from "./db/client";
import * as schema from "./db/schema";
import type { Settings } from "./env";
import { ensureProfile } from "./profiles/store";

/** better-auth reads the client address only from this header, which our server sets from the socket. */
export const CLIENT_IP_HEADER = "x-tipped-client-ip";
export const ACCOUNT_DEACTIVATED_MESSAGE = "This account has been deactivated.";

export function createAuth(settings: Settings, db: Db) {
  const signInLimit = { window: 60, max: settings.AUTH_RATE_LIMIT_MAX };
  return betterAuth({
    appName: "Tipped",
    baseURL: settings.PUBLIC_URL,
    basePath: "/api/auth",
    secret: settings.AUTH_SECRET,
    trustedOrigins: [settings.PUBLIC_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: settings.PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    socialProviders: {
      ...(settings.google && { google: { ...settings.google, prompt: "select_account" as const } }),
      ...(settings.apple && { apple: settings.apple }),
    },
    user: {
      additionalFields: {
        isActive: { type: "boolean", defaultValue: true, input: false },
        lastLoginAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // On in every environment (better-auth enables it only in production by default), kept in the database
    // so a restart does not reset it and several processes share it.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": signInLimit,
        "/sign-up/email": signInLimit,
        "/sign-in/social": signInLimit,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: settings.PUBLIC_URL.startsWith("https://"),
      cookiePrefix: "tipped",
    },
    telemetry: { enabled: false },
    hooks: {
      // A name typed into better-auth's own endpoints is refused like any form field (issue 15: a NUL gave 500).
      before: createAuthMiddleware(async (ctx) => {
        const body: unknown = ctx.body;
        const name = body && typeof body === "object" && "name" in body ? body.name : undefined;
        if (typeof name === "string" && hasControlCharacter(name)) {
          throw new APIError("BAD_REQUEST", { message: CONTROL_CHARACTER_MESSAGE, code: "CONTROL_CHARACTER" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // A provider's name (Google, Apple) is not typed here, so it is cleaned rather than refused.
          before: async (user) => ({ data: { ...user, name: withoutControlCharacters(user.name) } }),
          // Every way of signing up (email, Google, Apple) gets its profile, merged if present.
          after: async (created) => {
            await ensureProfile(db, { ownerUid: created.id, email: created.email });
          },
        },
      },
      session: {
        create: {
          before: async (newSession) => {
            const [owner] = await db
              .select({ isActive: schema.user.isActive })
              .from(schema.user)
              .where(eq(schema.user.id, newSession.userId));
            if (owner && !owner.isActive) {
              throw new APIError("FORBIDDEN", { message: ACCOUNT_DEACTIVATED_MESSAGE, code: "ACCOUNT_DEACTIVATED" });
            }
          },
          after: async (newSession) => {
            await db
              .update(schema.user)
              .set({ lastLoginAt: new Date() })
              .where(eq(schema.user.id, newSession.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
