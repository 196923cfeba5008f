import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { toLocale, type Locale } from "~/domain/languages";
import { PASSKEY_MESSAGES, passkeyNameField } from "~/domain/passkeys";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, withoutControlCharacters } from "~/domain/text";
import { afterEmailChanged, changedFrom, dropResetLinks, isPendingChange, notePendingChange } from "./email-change";
import { signInProviders } from "./sign-in-providers";
import { refuseReusedCode } from "./totp-once";
import type { Db } from "../platform/db/client";
import * as schema from "../platform/db/schema";
import type { Settings } from "../platform/settings";
import { createMailer, type Mailer } from "../platform/mail/mailer";
import { changeEmailMail, resetPasswordMail, verifyEmailMail } from "../platform/mail/messages";
import { errorSummary } from "../platform/log-safe";
import { ensureProfile } from "../profiles/store";
import type { Limiter } from "../platform/rate-limit";

/** better-auth reads the client address only from this header, which our server sets from the socket. */
export const CLIENT_IP_HEADER = "x-tipped-client-ip";
const ACCOUNT_DEACTIVATED_MESSAGE = "This account has been deactivated.";
/** better-auth's error code when an address is waiting for another account's change to be confirmed. */
const EMAIL_PENDING = "EMAIL_CHANGE_PENDING";

/** An account's mail language: the one it signed up in, else the request's. */
const accountLocale = (user: object): Locale =>
  toLocale("locale" in user && typeof user.locale === "string" ? user.locale : null) ?? getLocale();

export function createAuth(settings: Settings, db: Db, limiter: Limiter, options: { mailer?: Mailer } = {}) {
  const mailer = options.mailer ?? createMailer(settings);
  const signInLimit = { window: 60, max: settings.AUTH_RATE_LIMIT_MAX };
  const resetLimit = { window: 60 * 60, max: settings.PASSWORD_RESET_RATE_LIMIT_MAX };
  // Our own pages receive the links; they call better-auth's endpoints with the token.
  const pageLink = (page: string, token: string) => `${settings.PUBLIC_URL}${page}?token=${encodeURIComponent(token)}`;
  const providers = signInProviders(settings);
  const emailLinkSeconds = 60 * 60;
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
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: settings.PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Per address (better-auth's own rule limits per client): a flood to one inbox is dropped silently,
        // and the page answers the same either way.
        const perAddress = await limiter.hit("password-reset", user.email.toLowerCase(), {
          max: resetLimit.max,
          windowSeconds: resetLimit.window,
        });
        if (!perAddress.allowed) return;
        // Only the newest link works; using it leaves none.
        await dropResetLinks(db, user.id, token);
        // Off the request's path: an answer that waited on the mail server took 138 ms for a
        // registered address and 19 ms for an unknown one, telling them apart.
        mailer
          .send(resetPasswordMail(user.email, pageLink("/reset-password", token), accountLocale(user)))
          .catch((error: unknown) => {
            console.warn(`[accounts] a password-reset mail was not sent: ${errorSummary(error)}`);
          });
      },
    },
    emailVerification: {
      sendOnSignUp: settings.REQUIRE_EMAIL_VERIFICATION,
      expiresIn: emailLinkSeconds,
      // The same link confirms a new account and a changed address; the one to a new address says so.
      sendVerificationEmail: async ({ user, token }) => {
        const [current] = await db
          .select({ email: schema.user.email, locale: schema.user.locale })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        const link = pageLink("/verify-email", token);
        const changing = current !== undefined && current.email !== user.email;
        if (changing) await notePendingChange(db, user.email, user.id, emailLinkSeconds);
        // At sign-up the row may not be written yet: the language the visitor is signing up in.
        const locale = toLocale(current?.locale) ?? accountLocale(user);
        await mailer.send(
          changing ? changeEmailMail(user.email, link, locale) : verifyEmailMail(user.email, link, locale),
        );
      },
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        isActive: { type: "boolean", defaultValue: true, input: false },
        lastLoginAt: { type: "date", required: false, input: false },
        locale: { type: "string", required: false, defaultValue: "en", input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // On in every environment (better-auth enables it only in production by default), kept in the database so a
    // restart does not reset it and several processes share it; keyed by a keyed hash, never the client address.
    rateLimit: {
      enabled: true,
      customStorage: limiter.authStorage,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": signInLimit,
        "/sign-up/email": signInLimit,
        "/sign-in/social": signInLimit,
        "/request-password-reset": resetLimit,
        "/reset-password": signInLimit,
        "/change-password": signInLimit,
        "/two-factor/verify-totp": signInLimit,
        "/two-factor/verify-backup-code": signInLimit,
        "/passkey/verify-authentication": signInLimit,
        "/passkey/verify-registration": signInLimit,
      },
    },
    advanced: {
      // An IPv6 client is one /64, as in our own limiter (better-auth's default, said aloud).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      useSecureCookies: settings.PUBLIC_URL.startsWith("https://"),
      cookiePrefix: "tipped",
    },
    telemetry: { enabled: false },
    // Through log-safe: a failed query's error lists its parameters (emails, names), so only what
    // failed is told; at "warn", so better-auth's informational lines (which name addresses) stay out.
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const line = `[auth] ${message}${args.length > 0 ? ` ${args.map(errorSummary).join(" · ")}` : ""}`;
        if (level === "error") console.error(line);
        else console.warn(line);
      },
    },
    plugins: [
      twoFactor({ issuer: "Tipped" }),
      // The credential belongs to the site's one address: its host name (no port) and its origin.
      passkey({
        rpID: new URL(settings.PUBLIC_URL).hostname,
        rpName: "Tipped",
        origin: new URL(settings.PUBLIC_URL).origin,
      }),
      // Google, Apple and the OIDC provider, each through its issuer's discovery document.
      ...(providers.length > 0 ? [genericOAuth({ config: providers })] : []),
    ],
    hooks: {
      // A name typed into better-auth's own endpoints is refused like any form field (a NUL gave 500).
      before: createAuthMiddleware(async (ctx) => {
        const body: unknown = ctx.body;
        if (ctx.path === "/two-factor/verify-totp") await refuseReusedCode(ctx, limiter);
        // A changed password ends every other session, however the endpoint is called.
        if (ctx.path === "/change-password" && body && typeof body === "object") {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
        const name = body && typeof body === "object" && "name" in body ? body.name : undefined;
        if (typeof name === "string" && hasControlCharacter(name)) {
          throw new APIError("BAD_REQUEST", { message: CONTROL_CHARACTER_MESSAGE, code: "CONTROL_CHARACTER" });
        }
        // A passkey's name follows the settings form's rule however it arrives (body, or the options' query).
        const passkeyName = ctx.path.startsWith("/passkey/") ? (name ?? ctx.query?.name) : undefined;
        if (passkeyName !== undefined) {
          const checked = passkeyNameField.safeParse(passkeyName);
          if (!checked.success) {
            const message = checked.error.issues[0]?.message ?? PASSKEY_MESSAGES.nameRequired;
            throw new APIError("BAD_REQUEST", { message, code: "INVALID_PASSKEY_NAME" });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A changed password ends every reset link mailed before.
        const session = ctx.context.session;
        if (ctx.path === "/change-password" && session && !(ctx.context.returned instanceof Error))
          await dropResetLinks(db, session.user.id);
      }),
    },
    databaseHooks: {
      user: {
        update: {
          after: async (updated, context) => {
            const oldEmail = changedFrom(context, updated);
            if (oldEmail === null) return;
            await afterEmailChanged(db, mailer, settings.PUBLIC_URL, {
              userId: updated.id,
              oldEmail,
              newEmail: updated.email,
              keepSessionId: context?.context.session?.session.id,
            });
          },
        },
        create: {
          before: async (user) => {
            // An address another account is moving to is taken until its link expires: no new account collides with it.
            if (await isPendingChange(db, user.email)) {
              throw new APIError("UNPROCESSABLE_ENTITY", { message: "Email change pending", code: EMAIL_PENDING });
            }
            // A provider's name (Google, Apple) is not typed here, so it is cleaned rather than refused.
            // The language the visitor signs up in (the request's: platform/http/language.ts) is the mails' language.
            return { data: { ...user, name: withoutControlCharacters(user.name), locale: getLocale() } };
          },
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
            // The client's address is never stored (README): better-auth would keep it with the session.
            return { data: { ...newSession, ipAddress: null } };
          },
          after: async (newSession) => {
            await db.update(schema.user).set({ lastLoginAt: new Date() }).where(eq(schema.user.id, newSession.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
