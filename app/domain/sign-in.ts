import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text";

/** Messages of the sign-in step (requirements 4, 8). */
export const SIGN_IN_MESSAGES = {
  emailRequired: "Email required",
  emailInvalid: "Enter a valid email address",
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
  passwordRequired: "Password required",
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooLong: "Password must be at most 128 characters",
  wrongPassword: "Wrong password for existing account",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  deactivated: "This account has been deactivated.",
} as const;

export const emailField = z
  .string({ error: SIGN_IN_MESSAGES.emailRequired })
  .trim()
  .min(1, SIGN_IN_MESSAGES.emailRequired)
  .refine((email) => !hasControlCharacter(email), SIGN_IN_MESSAGES.controlCharacter)
  .max(254, SIGN_IN_MESSAGES.emailInvalid)
  .pipe(z.email({ error: SIGN_IN_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const passwordField = (minLength: number) =>
  z
    .string({ error: SIGN_IN_MESSAGES.passwordRequired })
    .min(1, SIGN_IN_MESSAGES.passwordRequired)
    .min(minLength, SIGN_IN_MESSAGES.passwordTooShort(minLength))
    .max(128, SIGN_IN_MESSAGES.passwordTooLong)
    .refine((password) => !hasControlCharacter(password), SIGN_IN_MESSAGES.controlCharacter);

/** Wizard step 1: email and password, both required; the email must be an email. */
export const signInSchema = (minPasswordLength: number) =>
  z.object({ email: emailField, password: passwordField(minPasswordLength) });
