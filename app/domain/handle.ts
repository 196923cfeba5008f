/**
 * The short link: a handle people can say out loud and read off a sign, served at `/@{handle}`.
 * 3–30 letters, digits and hyphens, not starting or ending with a hyphen; stored lower-case so that it is
 * unique regardless of case; never one of the reserved names (our own paths and words that would mislead).
 */
import { z } from "zod";

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

export const HANDLE_MESSAGES = {
  format: `Short link: ${HANDLE_MIN}–${HANDLE_MAX} letters, digits or hyphens, not starting or ending with a hyphen`,
  reserved: "That short link is reserved",
  taken: "That short link is taken",
  /** A name given up lately stays with its last owner, so their printed signs never reach a stranger. */
  held: "That short link was given up recently and is held for its last owner; please choose another",
} as const;

const HANDLE_PATTERN = new RegExp(`^(?=.{${HANDLE_MIN},${HANDLE_MAX}}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$`);

/**
 * Names nobody may take: every top-level path of the site (app/routes.ts, server.ts mounts, public/ files),
 * and words that would pass for the site itself or its staff.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  // pages and mounts (app/routes.ts, app/server.ts)
  "signup",
  "login",
  "logout",
  "signin",
  "sign-in",
  "sign-up",
  "register",
  "dashboard",
  "profile",
  "profiles",
  "admin",
  "settings",
  "forgot-password",
  "reset-password",
  "verify-email",
  "two-factor",
  "qr",
  "api",
  "uploads",
  "media",
  "thumbnails",
  "assets",
  "static",
  "build",
  "icons",
  "favicon",
  "manifest",
  "robots",
  "offline",
  "sw",
  // the site and its people
  "tipped",
  "tip",
  "tips",
  "www",
  "help",
  "about",
  "support",
  "contact",
  "terms",
  "privacy",
  "legal",
  "security",
  "status",
  "blog",
  "news",
  "docs",
  "root",
  "staff",
  "team",
  "official",
  "moderator",
  "administrator",
  "system",
  "null",
  "undefined",
  "account",
  "accounts",
  "user",
  "users",
  "auth",
  "oauth",
  "mail",
  "email",
  "events",
  "report",
  "reports",
  "search",
  "explore",
  "new",
  "edit",
]);

/**
 * Names that would pass for the site, its staff or a payment service. A name is compared by its
 * look-alike form (lookAlike): digits read as the letters they stand in for, and the letters they are mistaken
 * for folded together (1, i, l; 0, o; …), so "adm1n", "admln" and "admin" are one name.
 * - brands, anywhere in the name with its hyphens taken out ("tipped-support", "pay-pal", "jo-venmo-tips");
 * - words, as one word of the name ("jo-support", "stripe-payments", but not "badminton" or "pinstripe");
 * - the reserved names, as the whole name ("he1p", "10gin").
 */
const LOOK_ALIKE_BRANDS = ["tipped", "paypal", "venmo", "cashapp", "applepay", "googlepay", "samsungpay"];
const LOOK_ALIKE_WORDS = [
  "admin",
  "administrator",
  "sysadmin",
  "moderator",
  "staff",
  "support",
  "helpdesk",
  "official",
  "security",
  "billing",
  "verified",
  "stripe",
  "zelle",
];
const FOLDS: Record<string, string> = {
  "1": "i",
  l: "i",
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
};

/** A name as it reads: each character replaced by the one of its look-alike group ("adm1n" and "admln": "admin"). */
const lookAlike = (handle: string): string => handle.replace(/[0-9l]/g, (char) => FOLDS[char] ?? char);

const FOLDED_BRANDS = LOOK_ALIKE_BRANDS.map(lookAlike);
const FOLDED_WORDS = new Set(LOOK_ALIKE_WORDS.map(lookAlike));
const FOLDED_RESERVED = new Set([...RESERVED_HANDLES].map(lookAlike));

/** Whether a (normalised) handle would pass for the site, its staff or a payment service. */
function isLookAlike(handle: string): boolean {
  const folded = lookAlike(handle);
  if (FOLDED_RESERVED.has(folded)) return true;
  const joined = folded.replace(/-/g, "");
  if (FOLDED_BRANDS.some((brand) => joined.includes(brand))) return true;
  return folded.split("-").some((word) => FOLDED_WORDS.has(word));
}

/** The stored form of what was typed: trimmed, without a leading "@", lower-case. */
export const normaliseHandle = (input: string): string => input.trim().replace(/^@/, "").toLowerCase();

export type HandleCheck = { ok: true; handle: string } | { ok: false; message: string };

/** Whether `input` can be a short link, and its stored (lower-case) form. */
export function checkHandle(input: string): HandleCheck {
  const handle = normaliseHandle(input);
  if (!HANDLE_PATTERN.test(handle)) return { ok: false, message: HANDLE_MESSAGES.format };
  if (RESERVED_HANDLES.has(handle) || isLookAlike(handle)) return { ok: false, message: HANDLE_MESSAGES.reserved };
  return { ok: true, handle };
}

/** A path segment that could be a handle (any case), for routing; the lookup decides whether it is one. */
export const looksLikeHandle = (segment: string): boolean => HANDLE_PATTERN.test(segment.toLowerCase());

/** The form field: empty means no short link (null); otherwise the stored lower-case form. */
export const handleField = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value.trim() === "") return undefined;
    const checked = checkHandle(value);
    if (!checked.ok) {
      context.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }
    return checked.handle;
  });

/** "tipped.example/@jo-plays": the address shown as the owner types, without the scheme. */
export function handlePreview(publicUrl: string, input: string, example = "your-name"): string {
  const host = new URL(publicUrl).host;
  const handle = normaliseHandle(input);
  return `${host}/@${handle || example}`;
}
