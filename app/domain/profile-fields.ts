import { z } from "zod";
import { CURRENCY_MESSAGE, DEFAULT_CURRENCY, parseCurrency } from "./currency";
import { canonicalLink, cashTag, LINK_MESSAGE, type LinkPlatform } from "./links";
import { checkIban, checkPayeeName, checkSwishNumber, checkUpiId, type Checked } from "./local-rails";
import { checkPixCity, checkPixKey } from "./pix";
import { DEFAULT_THEME_COLOR, GENRES, PLANS } from "./profile";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text";
import { canonicalTimeZone } from "./time-zone";
import { VIDEO_ID, VIDEO_MESSAGES, youTubeVideoId } from "./youtube";

// Zod probes for eval (`new Function`) to compile faster parsers; the pages' policy forbids eval and reports
// the refused probe as a violation. These forms are small, so the interpreted parsers are plenty.
z.config({ jitless: true });

/**
 * The glossary of the profile forms' fields (requirements 2 wizard steps 2 and 3, the edit page) and their rules
 * (requirements 5); profile-model.ts says which column each fills and profile-forms.ts builds the forms from them. Messages are
 * the spec's, word for word; the wizard and the edit page word a few differently. The schemas work on plain objects and on form values through Conform
 * (@conform-to/zod/v4), which turns empty strings into undefined and a ticked checkbox into "on".
 * Unknown keys are dropped, never an error.
 */

export type FormVariant = "wizard" | "edit";

const REQUIRED = {
  firstName: "First name required",
  lastName: "Last name required",
  altName: "Alt / stage name required",
  street: "Street required",
  city: "City required",
  state: "State required",
  subscription: "Pick a plan",
} as const;

export const PROFILE_MESSAGES = {
  wizard: {
    ...REQUIRED,
    phone: "Phone: 10-15 digits",
    postalCode: "ZIP must be 5 digits",
    taxID: "Tax ID required for Pay platforms",
  },
  // requirements 5 gives no edit-page wording for the plan; the wizard's is kept.
  edit: { ...REQUIRED, phone: "10–15 digits", postalCode: "ZIP invalid", taxID: "Tax ID required" },
} as const satisfies Record<FormVariant, Record<string, string>>;

/** A signed-in user opening another performer's edit page (403). */
export const NOT_YOUR_PROFILE_MESSAGE = "You can only edit your own profile.";

/** Length caps (not in the spec): generous for real input, small enough to keep rows and pages bounded. */
export const LIMITS = {
  name: 80,
  street: 200,
  city: 100,
  state: 100,
  taxID: 50,
  description: 1000,
  thought: 500,
  link: 300,
  tags: 20,
  tag: 30,
  videos: 20,
  videoTitle: 200,
  events: 200,
  eventTitle: 100,
  eventDescription: 1000,
  location: 200,
} as const;

export const FIELD_MESSAGES = {
  atMost: (max: number) => `At most ${max} characters`,
  tag: "Tags cannot be empty",
  tagTooLong: `Each tag at most ${LIMITS.tag} characters`,
  tooManyTags: `At most ${LIMITS.tags} tags`,
  genre: "Pick genres from the list",
  link: LINK_MESSAGE,
  themeColor: "Pick a colour such as #008080",
  tooManyVideos: `At most ${LIMITS.videos} videos`,
  tooManyEvents: `At most ${LIMITS.events} events`,
  eventId: "Invalid event id",
  eventTitle: "Title required",
  eventStart: "Start required",
  eventEnd: "End required",
  eventOrder: "End must be after start",
  timeZone: "Choose a time zone from the list",
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
} as const;

// ——— building blocks

/** `controlMessage`: a link says it is not a valid link, as for any other scheme trick. */
type TextOptions = { multiline?: boolean; controlMessage?: string };

/** Typed text without control characters; multi-line fields keep tabs and line breaks. */
const plainText = (
  { multiline, controlMessage = FIELD_MESSAGES.controlCharacter }: TextOptions = {},
  params?: { error: string },
) => z.string(params).refine((value) => !hasControlCharacter(value, { multiline }), controlMessage);

const requiredText = (message: string, max: number) =>
  plainText({}, { error: message }).trim().min(1, message).max(max, FIELD_MESSAGES.atMost(max));

/** Optional text: trimmed, and empty (or blank) means not given. */
const optionalText = (max: number, options: TextOptions = {}) =>
  plainText(options)
    .trim()
    .max(max, FIELD_MESSAGES.atMost(max))
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/**
 * A checkbox: true/false from JSON, "on" from a ticked HTML checkbox (absent when not ticked), and
 * "true"/"false"/"off" from scripts. Anything else is an error rather than a guess.
 */
export const checkboxField = z
  .union([z.boolean(), z.enum(["on", "off", "true", "false"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const unique = <T>(values: T[]): T[] => [...new Set(values)];

// ——— step 2, Required Info

export const firstNameField = requiredText(REQUIRED.firstName, LIMITS.name);
export const lastNameField = requiredText(REQUIRED.lastName, LIMITS.name);
export const altNameField = requiredText(REQUIRED.altName, LIMITS.name);
export const streetField = requiredText(REQUIRED.street, LIMITS.street);
export const cityField = requiredText(REQUIRED.city, LIMITS.city);
export const stateField = requiredText(REQUIRED.state, LIMITS.state);

/**
 * "phone: required; optional plus followed by 10 to 15 digits". Spaces, dashes, dots and parentheses
 * are tolerated as typed ("+1 (555) 123-4567") and removed: the stored value is "+15551234567".
 */
const normalisePhone = (phone: string): string => phone.replace(/[\s().-]/g, "");
export const phoneField = (variant: FormVariant) =>
  z
    .string({ error: PROFILE_MESSAGES[variant].phone })
    .overwrite(normalisePhone)
    .regex(/^\+?\d{10,15}$/, PROFILE_MESSAGES[variant].phone);

/** "postalCode: 5 digits, optionally a hyphen and 4 digits." */
export const postalCodeField = (variant: FormVariant) =>
  z
    .string({ error: PROFILE_MESSAGES[variant].postalCode })
    .trim()
    .regex(/^\d{5}(?:-\d{4})?$/, PROFILE_MESSAGES[variant].postalCode);

/** "subscription: required; monthly or yearly." */
export const subscriptionField = z.enum(PLANS, { error: REQUIRED.subscription });

export const taxIDField = optionalText(LIMITS.taxID);

// ——— step 3, Optional Details

export const descriptionField = optionalText(LIMITS.description, { multiline: true });
export const thoughtField = optionalText(LIMITS.thought, { multiline: true });

export const tagsField = z
  .array(plainText().trim().min(1, FIELD_MESSAGES.tag).max(LIMITS.tag, FIELD_MESSAGES.tagTooLong))
  .max(LIMITS.tags, FIELD_MESSAGES.tooManyTags)
  .transform(unique)
  .default([]);

/** "Genre choices: Rock, Pop, Hip-Hop, Jazz, Country, Electronic, Classical." */
export const genresField = z
  .array(z.enum(GENRES, { error: FIELD_MESSAGES.genre }))
  .max(GENRES.length, FIELD_MESSAGES.genre)
  .transform(unique)
  .default([]);

/**
 * A social or payment input: "a full url or a bare username" (requirements 5). Kept as typed here (Finish
 * canonicalises, requirements 4); refused when it could not become a link: a javascript: (or any non-http)
 * URL, or text that is neither a URL nor a username.
 */
export const linkField = (platform: LinkPlatform) =>
  optionalText(LIMITS.link, { controlMessage: FIELD_MESSAGES.link }).refine(
    (value) => value === undefined || canonicalLink(platform, value).ok,
    FIELD_MESSAGES.link,
  );

/** The Cash App tag: "$maya", "maya" or a cash.app link. */
export const cashAppTagField = optionalText(LIMITS.link, { controlMessage: FIELD_MESSAGES.link }).refine(
  (value) => value === undefined || cashTag(value) !== null,
  FIELD_MESSAGES.link,
);

/** The profile's currency (ISO 4217, upper case); absent means the default, USD. */
export const currencyField = z
  .string()
  .trim()
  .max(3, CURRENCY_MESSAGE)
  .optional()
  .refine((value) => !value || parseCurrency(value) !== null, CURRENCY_MESSAGE)
  .transform((value) => parseCurrency(value) ?? DEFAULT_CURRENCY);

/** A local way to pay (local-rails.ts): checked with its rail's message and stored in its one form. */
const railField = (check: (input: string) => Checked) =>
  optionalText(LIMITS.link, { controlMessage: LINK_MESSAGE }).transform((value, context) => {
    if (value === undefined) return undefined;
    const checked = check(value);
    if (checked.ok) return checked.value;
    context.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  });

export const swishNumberField = railField(checkSwishNumber);
export const upiIdField = railField(checkUpiId);
export const pixKeyField = railField(checkPixKey);
export const pixCityField = railField(checkPixCity);
export const ibanField = railField(checkIban);
export const payeeNameField = railField(checkPayeeName);

/** The theme colour picker; absent means the default theme #008080. */
export const themeColorField = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, FIELD_MESSAGES.themeColor)
  .default(DEFAULT_THEME_COLOR);

/** A video of the list: a YouTube link and the id found in it (requirements 3: url, id, optional title). */
const videoSchema = z
  .object({
    url: plainText({}, { error: VIDEO_MESSAGES.invalidUrl }).trim().max(LIMITS.link, VIDEO_MESSAGES.invalidUrl),
    id: z.string({ error: VIDEO_MESSAGES.invalidUrl }).regex(VIDEO_ID, VIDEO_MESSAGES.invalidUrl),
    title: optionalText(LIMITS.videoTitle),
  })
  .refine((video) => youTubeVideoId(video.url) === video.id, { path: ["url"], message: VIDEO_MESSAGES.invalidUrl });

/**
 * The performer's time zone: an IANA name Intl knows, stored as Intl spells it. Empty (a browser
 * without JavaScript never filled it in) stores none, and the page reads the events' times as UTC.
 */
export const timeZoneField = z
  .string()
  .trim()
  .max(64, FIELD_MESSAGES.timeZone)
  .optional()
  .refine((value) => !value || canonicalTimeZone(value) !== null, FIELD_MESSAGES.timeZone)
  .transform((value) => (value ? (canonicalTimeZone(value) ?? undefined) : undefined));

/** Event times: ISO datetimes, with or without an offset (a datetime-local input gives "2025-05-01T12:00"). */
const dateTimeField = (message: string) => z.iso.datetime({ local: true, offset: true, error: message });

/** The add-event modal (requirements 5): "title (trimmed), start and end required; location optional". */
const eventFields = {
  title: requiredText(FIELD_MESSAGES.eventTitle, LIMITS.eventTitle),
  description: optionalText(LIMITS.eventDescription, { multiline: true }),
  startTime: dateTimeField(FIELD_MESSAGES.eventStart),
  endTime: dateTimeField(FIELD_MESSAGES.eventEnd),
  location: optionalText(LIMITS.location),
};

/**
 * End after start. Times without an offset are read in the zone of whoever checks them, which is the
 * same zone for both ends, so the order holds.
 */
const endsAfterStart = (event: { startTime: string; endTime: string }) =>
  Date.parse(event.endTime) > Date.parse(event.startTime);
const endAfterStartIssue = { path: ["endTime"], message: FIELD_MESSAGES.eventOrder };

/** What the add-event modal submits; the id is generated on add (calendar.eventId). */
export const newEventSchema = z.object(eventFields).refine(endsAfterStart, endAfterStartIssue);

/** An event of the profile (requirements 3): "id (generated from the time)" plus the modal's fields. */
export const eventSchema = z
  .object({
    id: z.string({ error: FIELD_MESSAGES.eventId }).regex(/^[A-Za-z0-9_-]{1,64}$/, FIELD_MESSAGES.eventId),
    ...eventFields,
  })
  .refine(endsAfterStart, endAfterStartIssue);

export const videosField = z.array(videoSchema).max(LIMITS.videos, FIELD_MESSAGES.tooManyVideos).default([]);
export const eventsField = z.array(eventSchema).max(LIMITS.events, FIELD_MESSAGES.tooManyEvents).default([]);
