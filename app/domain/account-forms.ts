import { z } from "zod";
import type { Locale } from "./languages";
import { emailField, passwordField, SIGN_IN_MESSAGES } from "./sign-in";

/** What the account pages say. One place, so tests and screens agree. */
export const ACCOUNT_MESSAGES = {
  resetSent: "If an account exists for that email, we sent a link. It works once, for 1 hour.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one.",
  verifyLinkInvalid: "This confirmation link has expired, was already used or is not valid. Nothing was changed.",
  emailConfirmed: "Your email address is confirmed.",
  tooManyRequests: "Too many requests. Please wait a while and try again.",
  passwordsDiffer: "The two passwords are not the same",
  currentPasswordWrong: "The current password is not right",
  passwordChanged: "Password changed. Your other devices were signed out.",
  emailChangeSent: "We sent a link to the new address. Your email changes when you open it.",
  emailSame: "That is already your email address",
  emailNeedsFreshSignIn: "For your safety, sign out and sign in again, then change your email within 10 minutes.",
  emailChangeUndone:
    "Your account has its old email address back and every device was signed out. If you did not make the change, choose a new password now.",
  undoLinkInvalid: "This link has expired or was already used. Nothing was changed.",
  otherSessionsEnded: "Every other device was signed out.",
  mailLanguageSaved: "Your emails will come in this language.",
  deletePhraseWrong: 'Type the words "delete my account" to confirm',
  deletePasswordWrong: "The password is not right",
  accountDeleted: "Your account was deleted: your page, its analytics and every photo are gone.",
  deleteNeedsFreshSignIn: "For your safety, sign out and sign in again, then delete within 10 minutes.",
  totpCodeInvalid: "That code is not right. Try the current one from your app, or a backup code.",
  twoFactorEnabled: "Two-factor sign-in is on. Keep your backup codes somewhere safe.",
  twoFactorDisabled: "Two-factor sign-in is off.",
  socialError: "Sign-in with that provider did not complete. Please try again, or use your email and password.",
} as const;

const codeField = z
  .string({ error: "Enter the 6-digit code" })
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9-]{8,20})$/, "Enter the 6-digit code or a backup code");

export const forgotPasswordSchema = z.object({ email: emailField });

const newPasswordPair = (min: number) =>
  z
    .object({ password: passwordField(min), confirm: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }) })
    .refine((value) => value.password === value.confirm, {
      message: ACCOUNT_MESSAGES.passwordsDiffer,
      path: ["confirm"],
    });

export const resetPasswordSchema = (min: number) => newPasswordPair(min);

export const changePasswordSchema = (min: number) =>
  z
    .object({
      currentPassword: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired),
      password: passwordField(min),
      confirm: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }),
    })
    .refine((value) => value.password === value.confirm, {
      message: ACCOUNT_MESSAGES.passwordsDiffer,
      path: ["confirm"],
    });

/** The password (when the account has one) proves it is the owner, not a stolen session. */
export const changeEmailSchema = z.object({ newEmail: emailField, currentPassword: z.string().optional() });

/**
 * The words that confirm deleting an account, in each language: the settings page asks for its own language's, and
 * any of them (English's too) is accepted, so a page switched to another language between reading and typing still
 * works. msg_delete_phrase_wrong names the same words in each language.
 */
export const DELETE_PHRASES: Record<Locale, string> = {
  en: "delete my account",
  es: "eliminar mi cuenta",
  fr: "supprimer mon compte",
  de: "mein Konto löschen",
  "pt-BR": "excluir minha conta",
  it: "elimina il mio account",
  ar: "احذف حسابي",
};
const ACCEPTED_PHRASES = new Set(Object.values(DELETE_PHRASES).map((phrase) => phrase.toLowerCase()));

/** Delete asks for the password when the account has one, and always for the words. */
export const deleteAccountSchema = z.object({
  password: z.string().optional(),
  phrase: z
    .string({ error: ACCOUNT_MESSAGES.deletePhraseWrong })
    .refine(
      (value) => ACCEPTED_PHRASES.has(value.trim().replace(/\s+/g, " ").toLowerCase()),
      ACCOUNT_MESSAGES.deletePhraseWrong,
    ),
});

export const totpCodeSchema = z.object({ code: codeField });

export const enableTwoFactorSchema = z.object({
  password: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired),
});

/** A 6-digit code is TOTP; anything longer is one of the backup codes. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The sentence for a social sign-in error code in the callback URL (never the raw code). */
export function socialErrorMessage(code: string | null): string | null {
  if (!code) return null;
  if (code === "access_denied") return "You cancelled the sign-in, so nothing changed. You can try again.";
  if (code === "account_not_linked" || code === "account_already_linked_to_different_user") {
    return "That email already has a Tipped account. Sign in with your email and password, then try again.";
  }
  if (code === "state_mismatch" || code === "please_restart_the_process") {
    return "That sign-in took too long or was started in another tab. Please try again.";
  }
  if (code === "unable_to_get_user_info" || code === "email_not_found") {
    return "The provider did not share your email with us. Try again, or use your email and password.";
  }
  return ACCOUNT_MESSAGES.socialError;
}
