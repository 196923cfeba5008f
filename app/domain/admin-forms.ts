import { z } from "zod";
import { cityNameSchema } from "./slug";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text";

/**
 * The admin page's forms (requirements 2 Admin, requirements 8 messages): one small schema per intent, parsed in the browser
 * where a form has fields and again in the route action. The failure messages prefix the server's reason.
 */

export const ADMIN_MESSAGES = {
  passwordRequired: "Enter the admin password",
  invalidPassword: "Invalid password",
  notConfigured: "Admin is not configured on this server",
  signInRequired: "Admin sign-in required",
  fetchFailed: "Failed to fetch data",
  deleteUserFailed: "Failed to delete user",
  updateUserFailed: "Failed to update user status",
  createQrFailed: "Failed to create QR code",
  deleteQrFailed: "Failed to delete QR code",
  confirmDeleteUser: "Are you sure you want to delete this user?",
  confirmDeleteQr: "Are you sure you want to delete this QR code?",
  userNotFound: "User not found",
  qrNotFound: "QR code not found",
  reportFailed: "Failed to update the report",
  reportNotFound: "Report not found, or already handled",
  isActive: "isActive must be true or false",
  unknownId: "Unknown id",
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
} as const;

const noControlCharacters = (value: string) => !hasControlCharacter(value);

const ADMIN_INTENTS = [
  "login",
  "logout",
  "toggle-active",
  "delete-user",
  "create-qr",
  "delete-qr",
  "dismiss-report",
  "deactivate-reported",
] as const;
export const adminIntentSchema = z.enum(ADMIN_INTENTS);

// ——— fields

const adminPasswordField = z
  .string({ error: ADMIN_MESSAGES.passwordRequired })
  .min(1, ADMIN_MESSAGES.passwordRequired)
  .max(1000, ADMIN_MESSAGES.invalidPassword)
  .refine(noControlCharacters, ADMIN_MESSAGES.controlCharacter);

/** A user id as better-auth makes them (no format is promised, so only bounded). */
const userIdField = z
  .string({ error: ADMIN_MESSAGES.unknownId })
  .trim()
  .min(1, ADMIN_MESSAGES.unknownId)
  .max(200, ADMIN_MESSAGES.unknownId)
  .refine(noControlCharacters, ADMIN_MESSAGES.unknownId);

/** The state a toggle asks for, as a form sends it. */
const isActiveField = z
  .enum(["true", "false"], { error: ADMIN_MESSAGES.isActive })
  .transform((value) => value === "true");

export const qrCodeIdField = z.uuid({ error: ADMIN_MESSAGES.unknownId });

// ——— the forms, by intent

export const adminLoginSchema = z.object({ password: adminPasswordField });
export const toggleActiveSchema = z.object({ uid: userIdField, isActive: isActiveField });
export const deleteUserSchema = z.object({ uid: userIdField });
export const createQrSchema = z.object({
  cityName: cityNameSchema.refine(noControlCharacters, ADMIN_MESSAGES.controlCharacter),
});
export const deleteQrSchema = z.object({ id: qrCodeIdField });
/** A report's "Dismiss" and "Deactivate profile": the report's id. */
export const reportActionSchema = z.object({ id: z.uuid({ error: ADMIN_MESSAGES.unknownId }) });

// ——— the page's address: /admin?search=…&page=…

const USERS_SEARCH_MAX = 200;
const USERS_PAGE_MAX = 100_000;

/**
 * The users table's search and page, read from the address. An address typed by hand with a page out of range
 * or a search too long shows the first page or no filter rather than an error page.
 */
const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(USERS_SEARCH_MAX).refine(noControlCharacters).catch("").default(""),
  page: z.coerce.number().int().min(1).max(USERS_PAGE_MAX).catch(1).default(1),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const readUsersQuery = (params: URLSearchParams): AdminUsersQuery =>
  adminUsersQuerySchema.parse({ search: params.get("search") ?? undefined, page: params.get("page") ?? undefined });

/** The address of a users page, without empty parameters. */
export function usersQueryString({ search, page }: AdminUsersQuery): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A requirements 8 message, followed by the server's reason when it gives one. */
export const failureMessage = (specMessage: string, reason?: string) =>
  reason ? `${specMessage}: ${reason}` : specMessage;

/**
 * The name the users table shows: the performer's own name from their profile, else their stage
 * name, else the account's name (which sign-up by email fills with the address's prefix).
 */
export function performerName(names: {
  firstName?: string | null;
  lastName?: string | null;
  altName?: string | null;
  accountName?: string | null;
}): string {
  const full = [names.firstName, names.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return full || names.altName?.trim() || names.accountName?.trim() || "";
}
