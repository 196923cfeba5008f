/**
 * The profile (requirements 3), described once: every stored column with the type it holds, whether visitors may see
 * it, the form field that fills it, and for payment and social links how they are labelled and shown.
 * Everything else is derived from this table: the Profile type and its public projection, the three forms,
 * their starting values, the columns a form saves, and the link lists of the forms and the profile page.
 * The Drizzle table (app/.server/platform/db/schema.ts) is checked against it when the code is typechecked.
 *
 * A new social platform is one `link(...)` entry here plus its canonical-URL rule in links.ts; the compiler
 * then asks for its brand icon and its table column.
 */
import { z } from "zod";
import { handleField } from "./handle";
import { formatCashApp, formatLink, type LinkPlatform } from "./links";
import { RAIL_MESSAGES } from "./local-rails";
import type { CalendarEvent, TextColors, Video } from "./profile";
import {
  altNameField,
  cashAppTagField,
  checkboxField,
  cityField,
  currencyField,
  descriptionField,
  eventsField,
  firstNameField,
  type FormVariant,
  ibanField,
  payeeNameField,
  pixCityField,
  pixKeyField,
  swishNumberField,
  upiIdField,
  genresField,
  lastNameField,
  linkField,
  phoneField,
  postalCodeField,
  PROFILE_MESSAGES,
  stateField,
  streetField,
  subscriptionField,
  tagsField,
  taxIDField,
  themeColorField,
  thoughtField,
  timeZoneField,
  videosField,
} from "./profile-fields";
import { tipAmountsField } from "./tip-amounts";

// ——— how an entry is written

/** What a column holds. `type` exists only for the compiler: the runtime object has just the SQL kind. */
type Column<T> = { sql: "text" | "uuid" | "boolean" | "integer" | "timestamp" | "jsonb"; type: T };
const column = <T>(sql: Column<T>["sql"]) => ({ sql }) as Column<T>;
const text = () => column<string | null>("text");

/** The wizard's step 2 (Required Info) or step 3 (Optional Details); the edit page has both. */
type Step = "required" | "optional";
type FormField = {
  step: Step;
  /** A field of profile-fields.ts; a function when the wizard and the edit page word it differently. */
  schema: z.ZodType | ((variant: FormVariant) => z.ZodType);
  /** The form's name for the field when it is not the column's. */
  name?: string;
};

type LinkSpec = {
  /** Its canonical-URL rule in links.ts; also its brand icon and its data-link-type for click analytics. */
  platform: LinkPlatform;
  kind: "payment" | "social";
  /** On the profile page and the dashboard. */
  label: string;
  formLabel: string;
  placeholder: string;
  /** Its place among its kind on the profile page (requirements 1 order); the forms follow this table (requirements 2 order). */
  pageOrder: number;
};

type FieldSpec = {
  column: Column<unknown>;
  /** Shown to any visitor; false keeps it off every public page (phone, address, tax id, email...). */
  public: boolean;
  form?: FormField;
  link?: LinkSpec;
  /** A phone wallet accepted in person (a tick box, shown as a chip). */
  wallet?: { type: string; label: string };
  /** Set by the photo uploaders, which start from it. */
  photo?: true;
};

/** A payment or social link: a text column, public, filled in step 3 and canonicalised on save. */
const link = <const L extends LinkSpec>(spec: L) => ({
  column: text(),
  public: true as const,
  form: { step: "optional" as const, schema: linkField(spec.platform) },
  link: spec,
});

const wallet = <const T extends string>(type: T, label: string) => ({
  column: column<boolean>("boolean"),
  public: true as const,
  form: { step: "required" as const, schema: checkboxField },
  wallet: { type, label },
});

// ——— the profile

/** In the forms' order: the forms list their fields as they come here. */
export const PROFILE_MODEL = {
  ownerUid: { column: column<string>("text"), public: true },
  recipientId: { column: column<string>("uuid"), public: false },
  email: { column: text(), public: false },
  completed: { column: column<boolean>("boolean"), public: true },
  completedAt: { column: column<Date | null>("timestamp"), public: false },
  createdAt: { column: column<Date>("timestamp"), public: false },
  updatedAt: { column: column<Date>("timestamp"), public: false },

  firstName: { column: text(), public: true, form: { step: "required", schema: firstNameField } },
  lastName: { column: text(), public: true, form: { step: "required", schema: lastNameField } },
  altName: { column: text(), public: true, form: { step: "required", schema: altNameField } },
  phone: { column: text(), public: false, form: { step: "required", schema: phoneField } },
  subscription: { column: text(), public: false, form: { step: "required", schema: subscriptionField } },
  street: { column: text(), public: false, form: { step: "required", schema: streetField } },
  city: { column: text(), public: false, form: { step: "required", schema: cityField } },
  state: { column: text(), public: false, form: { step: "required", schema: stateField } },
  postalCode: { column: text(), public: false, form: { step: "required", schema: postalCodeField } },
  acceptsApplePay: wallet("applepay", "Apple Pay"),
  acceptsGooglePay: wallet("googlepay", "Google Pay"),
  acceptsSamsungPay: wallet("samsungpay", "Samsung Pay"),
  taxId: { column: text(), public: false, form: { step: "required", schema: taxIDField, name: "taxID" as const } },

  /** The short link `/@{handle}`: stored lower-case, unique; null when the owner has none. */
  handle: { column: text(), public: true, form: { step: "optional", schema: handleField } },
  description: { column: text(), public: true, form: { step: "optional", schema: descriptionField } },
  thought: { column: text(), public: true, form: { step: "optional", schema: thoughtField } },
  tags: { column: column<string[]>("jsonb"), public: true, form: { step: "optional", schema: tagsField } },
  genres: { column: column<string[]>("jsonb"), public: true, form: { step: "optional", schema: genresField } },
  payPalUrl: link({
    platform: "paypal",
    kind: "payment",
    label: "PayPal",
    formLabel: "PayPal",
    placeholder: "paypal.me/yourname or yourname",
    pageOrder: 2,
  }),
  venmoUrl: link({
    platform: "venmo",
    kind: "payment",
    label: "Venmo",
    formLabel: "Venmo",
    placeholder: "venmo.com/u/yourname or @yourname",
    pageOrder: 3,
  }),
  /** Stored as "$tag"; saving it also sets cashAppUrl. */
  cashAppTag: {
    ...link({
      platform: "cashapp",
      kind: "payment",
      label: "Cash App",
      formLabel: "Cash App tag",
      placeholder: "$yourtag",
      pageOrder: 1,
    }),
    form: { step: "optional", schema: cashAppTagField },
  },
  monzoUrl: link({
    platform: "monzo",
    kind: "payment",
    label: "Monzo",
    formLabel: "Monzo.me",
    placeholder: "monzo.me/yourname",
    pageOrder: 4,
  }),
  revolutUrl: link({
    platform: "revolut",
    kind: "payment",
    label: "Revolut",
    formLabel: "Revolut.Me",
    placeholder: "revolut.me/yourname",
    pageOrder: 5,
  }),
  bunqUrl: link({
    platform: "bunq",
    kind: "payment",
    label: "bunq",
    formLabel: "bunq.me",
    placeholder: "bunq.me/yourname",
    pageOrder: 6,
  }),
  /** Local ways to pay that are not web links (local-rails.ts), each stored in its checked form. */
  swishNumber: { column: text(), public: true, form: { step: "optional", schema: swishNumberField } },
  upiId: { column: text(), public: true, form: { step: "optional", schema: upiIdField } },
  pixKey: { column: text(), public: true, form: { step: "optional", schema: pixKeyField } },
  pixCity: { column: text(), public: true, form: { step: "optional", schema: pixCityField } },
  iban: { column: text(), public: true, form: { step: "optional", schema: ibanField } },
  /** The account holder's name that PIX, a bank transfer and UPI show the payer. */
  payeeName: { column: text(), public: true, form: { step: "optional", schema: payeeNameField } },
  /** ISO 4217: preset amounts, card tips, amount links and the dashboard's money are in it. */
  currency: { column: column<string>("text"), public: true, form: { step: "optional", schema: currencyField } },
  /** Preset amounts offered under the payment links, whole units of the currency, smallest first. */
  tipAmounts: { column: column<number[]>("jsonb"), public: true, form: { step: "optional", schema: tipAmountsField } },
  showTipAmounts: {
    column: column<boolean>("boolean"),
    public: true,
    form: { step: "optional", schema: checkboxField },
  },
  spotifyUrl: link({
    platform: "spotify",
    kind: "social",
    label: "Spotify",
    formLabel: "Spotify",
    placeholder: "open.spotify.com/artist/…",
    pageOrder: 1,
  }),
  youTubeUrl: link({
    platform: "youtube",
    kind: "social",
    label: "YouTube",
    formLabel: "YouTube",
    placeholder: "@yourchannel",
    pageOrder: 2,
  }),
  tikTokUrl: link({
    platform: "tiktok",
    kind: "social",
    label: "TikTok",
    formLabel: "TikTok",
    placeholder: "@yourname",
    pageOrder: 3,
  }),
  twitterUrl: link({
    platform: "twitter",
    kind: "social",
    label: "X (Twitter)",
    formLabel: "Twitter / X",
    placeholder: "@yourname",
    pageOrder: 5,
  }),
  facebookUrl: link({
    platform: "facebook",
    kind: "social",
    label: "Facebook",
    formLabel: "Facebook",
    placeholder: "facebook.com/yourpage",
    pageOrder: 6,
  }),
  instagramUrl: link({
    platform: "instagram",
    kind: "social",
    label: "Instagram",
    formLabel: "Instagram",
    placeholder: "@yourname",
    pageOrder: 4,
  }),
  themeColor: { column: column<string>("text"), public: true, form: { step: "optional", schema: themeColorField } },
  videos: { column: column<Video[]>("jsonb"), public: true, form: { step: "optional", schema: videosField } },
  events: { column: column<CalendarEvent[]>("jsonb"), public: true, form: { step: "optional", schema: eventsField } },
  /** The IANA zone the events' wall-clock times are in (issue 29 #2); null: none chosen yet, read as UTC. */
  timeZone: { column: text(), public: true, form: { step: "optional", schema: timeZoneField } },

  /** Computed from cashAppTag when the form is saved. */
  cashAppUrl: { column: text(), public: true },
  profileImageUrl: { column: text(), public: true, photo: true },
  profileBannerUrl: { column: text(), public: true, photo: true },
  bannerColors: { column: column<string[]>("jsonb"), public: true, photo: true },
  images: { column: column<string[]>("jsonb"), public: true, photo: true },
  textColors: { column: column<TextColors | null>("jsonb"), public: true },
  notes: { column: text(), public: false },
  /** Link fields the owner switched off: kept in the form, absent from every public page. */
  hiddenLinks: { column: column<string[]>("jsonb"), public: false },
  likeCount: { column: column<number>("integer"), public: true },
} satisfies Record<string, FieldSpec>;

// ——— derived types

type Model = typeof PROFILE_MODEL;
export type ProfileKey = keyof Model;
type KeysWhere<Condition> = { [K in ProfileKey]: Model[K] extends Condition ? K : never }[ProfileKey];

/** A stored profile, as the database returns it. */
export type ProfileRow = { -readonly [K in ProfileKey]: Model[K]["column"]["type"] };
/** What a profile's owner may change (its identity and creation time are fixed). */
export type ProfileUpdate = Partial<Omit<ProfileRow, "ownerUid" | "recipientId" | "createdAt">>;

type PublicKey = KeysWhere<{ public: true }>;
/** The profile as pages see it (requirements 3): the public columns only. */
export type Profile = Pick<ProfileRow, PublicKey>;

type PhotoKey = KeysWhere<{ photo: true }>;
/** What the photo uploaders start from (wizard step 3 and the edit page). */
export type PhotosDefaults = Pick<ProfileRow, PhotoKey>;

export type LinkKey = KeysWhere<{ link: LinkSpec }>;
/** The form fields of the payment and social links. */
export type ProfileLinkField = LinkKey;
type ProfileLink = { [K in LinkKey]: Model[K]["link"] & { field: K } }[LinkKey];
export type PaymentLinkField = Extract<ProfileLink, { kind: "payment" }>["field"];
export type SocialLinkField = Extract<ProfileLink, { kind: "social" }>["field"];
export type PaymentType = Extract<ProfileLink, { kind: "payment" }>["platform"];
export type SocialType = Extract<ProfileLink, { kind: "social" }>["platform"];

type WalletKey = KeysWhere<{ wallet: object }>;
export type WalletType = Model[WalletKey]["wallet"]["type"];

type FormKey<S extends Step> = KeysWhere<{ form: { step: S } }>;
type FormName<K extends ProfileKey> = Model[K] extends { form: { name: infer N extends string } } ? N : K;
type FieldSchema<K extends ProfileKey> = Model[K] extends { form: { schema: infer S } }
  ? S extends (variant: FormVariant) => infer R
    ? R
    : S
  : never;
type FormShape<S extends Step> = { [K in FormKey<S> as FormName<K>]: FieldSchema<K> };
/** An empty text input stands for a null column. */
type FormDefault<T> = Exclude<T, null> | (null extends T ? "" : never);
type FormDefaults<S extends Step> = { [K in FormKey<S> as FormName<K>]: FormDefault<ProfileRow[K]> };

// ——— derived lists

const ENTRIES = Object.entries(PROFILE_MODEL) as [ProfileKey, FieldSpec][];
const keysWhere = (test: (spec: FieldSpec) => unknown) => ENTRIES.filter(([, spec]) => test(spec)).map(([key]) => key);

const PUBLIC_KEYS = keysWhere((spec) => spec.public) as PublicKey[];
const PHOTO_KEYS = keysWhere((spec) => spec.photo) as PhotoKey[];
const WALLET_KEYS = keysWhere((spec) => spec.wallet) as WalletKey[];

/** Every link field in the forms' order. */
export const PROFILE_LINKS = ENTRIES.flatMap(([field, spec]) =>
  spec.link ? [{ ...spec.link, field }] : [],
) as ProfileLink[];
const ofKind = <Kind extends ProfileLink["kind"]>(kind: Kind) =>
  PROFILE_LINKS.filter((entry): entry is Extract<ProfileLink, { kind: Kind }> => entry.kind === kind);
export const PAYMENT_LINKS = ofKind("payment");
export const SOCIAL_LINKS = ofKind("social");
const byPageOrder = (a: { pageOrder: number }, b: { pageOrder: number }) => a.pageOrder - b.pageOrder;
/** The links in the order the profile page shows them. */
export const PAGE_PAYMENT_LINKS = [...PAYMENT_LINKS].sort(byPageOrder);
export const PAGE_SOCIAL_LINKS = [...SOCIAL_LINKS].sort(byPageOrder);

export const WALLETS = WALLET_KEYS.map((field) => ({ field, ...PROFILE_MODEL[field].wallet }));

// ——— derived values

const pick = <K extends ProfileKey>(row: ProfileRow, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<ProfileRow, K>;

/** Whatever carries the owner's "Show on my page" switches: a stored row (a public profile has none left). */
export type LinkSwitches = { hiddenLinks?: readonly string[] | null };

/**
 * The one visibility rule of a link (issue 29 #5): shown unless the owner switched it off. Every place a link
 * appears (the page, the tip sign, the share card and its alt text, the page's description) lists links through
 * paymentLinks/socialLinks (profile-view.ts), which ask this, or reads a toPublicProfile copy, which asked it.
 */
export const isLinkShown = (profile: LinkSwitches, field: LinkKey): boolean => !profile.hiddenLinks?.includes(field);

/** The link fields the owner switched off, as stored (unknown names are ignored). */
const hiddenLinkFields = (row: LinkSwitches): LinkKey[] =>
  PROFILE_LINKS.filter(({ field }) => !isLinkShown(row, field)).map(({ field }) => field);

/**
 * What any visitor may see of a profile: no phone, address, tax id or email, and no link the owner switched off
 * (a hidden Cash App tag takes its URL with it).
 */
export const toPublicProfile = (row: ProfileRow): Profile => {
  const profile = pick(row, PUBLIC_KEYS);
  for (const field of hiddenLinkFields(row)) {
    profile[field] = null;
    if (field === "cashAppTag") profile.cashAppUrl = null;
  }
  return profile;
};

export const photosDefaults = (row: ProfileRow): PhotosDefaults => pick(row, PHOTO_KEYS);

const formEntries = (step: Step) =>
  ENTRIES.flatMap(([key, spec]) =>
    spec.form?.step === step ? [{ key, spec, name: spec.form.name ?? key, form: spec.form }] : [],
  );

function formDefaults<S extends Step>(step: S, row: ProfileRow): FormDefaults<S> {
  return Object.fromEntries(formEntries(step).map(({ key, name }) => [name, row[key] ?? ""])) as FormDefaults<S>;
}

/** The stored profile as the forms' starting values (empty strings for empty text inputs). */
export const requiredInfoDefaults = (row: ProfileRow) => formDefaults("required", row);
export const optionalDetailsDefaults = (row: ProfileRow) => ({
  ...formDefaults("optional", row),
  shownLinks: shownLinks(row),
  localRailsSet: [row.monzoUrl, row.revolutUrl, row.bunqUrl, row.swishNumber, row.upiId, row.pixKey, row.iban].some(
    Boolean,
  ),
});

/** The "Show on my page" toggles: every link field not switched off. */
const shownLinks = (row: Pick<ProfileRow, "hiddenLinks">): LinkKey[] => {
  const hidden = new Set<string>(hiddenLinkFields(row));
  return PROFILE_LINKS.map(({ field }) => field).filter((field) => !hidden.has(field));
};

function formShape<S extends Step>(step: S, variant: FormVariant): FormShape<S> {
  const schemaOf = ({ schema }: FormField) => (typeof schema === "function" ? schema(variant) : schema);
  return Object.fromEntries(formEntries(step).map(({ name, form }) => [name, schemaOf(form)])) as FormShape<S>;
}

type FormValues = Record<string, unknown>;

/**
 * A form's values as table columns: a field the form left empty is stored as null (the table's
 * equivalent of "drops empty-string fields"), and links are canonicalised (requirements 4 "formats social links").
 */
function formColumns(step: Step, values: FormValues): ProfileUpdate {
  const columns: Record<string, unknown> = {};
  for (const { key, spec, name } of formEntries(step)) if (!spec.link) columns[key] = values[name] ?? null;
  if (step === "optional") {
    Object.assign(columns, formatLinks(values));
    // The toggles are only read from a form that showed them (linkToggles): a form without them changes nothing.
    if (values.linkToggles === true) {
      const shown = new Set(Array.isArray(values.shownLinks) ? values.shownLinks : []);
      columns.hiddenLinks = PROFILE_LINKS.map(({ field }) => field).filter((field) => !shown.has(field));
    }
  }
  return columns as ProfileUpdate;
}

const LINK_FIELDS = PROFILE_LINKS.map(({ field }) => field) as [LinkKey, ...LinkKey[]];

/**
 * "Show on my page" per link: the ticked link fields, and linkToggles (a hidden input) saying the form
 * had the toggles at all, so that a form without them does not switch every link off.
 */
const linkToggleShape = {
  shownLinks: z
    .array(z.enum(LINK_FIELDS, { error: "Unknown link" }))
    .max(LINK_FIELDS.length)
    .default([]),
  linkToggles: checkboxField,
};

/** Every link field canonicalised through links.ts; the Cash App tag also gives cashAppUrl. */
export function formatLinks(values: FormValues): Pick<ProfileRow, LinkKey | "cashAppUrl"> {
  const columns: Record<string, string | null> = {};
  const valueOf = (field: LinkKey) => {
    const value = values[field];
    return typeof value === "string" ? value : null;
  };
  for (const { field, platform } of PROFILE_LINKS) {
    if (field === "cashAppTag") Object.assign(columns, formatCashApp(valueOf(field)));
    else columns[field] = formatLink(platform, valueOf(field));
  }
  return columns as Pick<ProfileRow, LinkKey | "cashAppUrl">;
}

// ——— the forms (requirements 2 wizard steps 2 and 3, the edit page)

type WalletsAndTaxId = Partial<Record<WalletKey | "taxID", unknown>>;

/** "taxID: required when any of Apple Pay, Google Pay or Samsung Pay is ticked ... otherwise optional." */
const needsTaxId = (values: WalletsAndTaxId): boolean => WALLET_KEYS.some((key) => values[key] === true);
const hasTaxId = (values: WalletsAndTaxId) => typeof values.taxID === "string" && values.taxID.trim() !== "";
const taxIdGivenWhenNeeded = (values: WalletsAndTaxId) => !needsTaxId(values) || hasTaxId(values);
/** Reported on taxID; the rule runs even when other fields fail, so every message shows at once. */
const taxIdIssue = (variant: FormVariant) => ({
  path: ["taxID"],
  message: PROFILE_MESSAGES[variant].taxID,
  when: () => true,
});

/** PIX, a bank transfer and UPI show the payer whom they pay: the holder's name; PIX also carries a city. */
const given = (value: unknown) => typeof value === "string" && value.trim() !== "";
const payeeNamedWhenNeeded = (values: Record<string, unknown>) =>
  given(values.payeeName) || !["pixKey", "iban", "upiId"].some((key) => given(values[key]));
const pixCityGivenWhenNeeded = (values: Record<string, unknown>) => given(values.pixCity) || !given(values.pixKey);
const railIssue = (field: string, message: string) => ({ path: [field], message, when: () => true });
const withRailRules = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
  schema
    .refine(payeeNamedWhenNeeded, railIssue("payeeName", RAIL_MESSAGES.payeeNameNeeded))
    .refine(pixCityGivenWhenNeeded, railIssue("pixCity", RAIL_MESSAGES.pixCity));

const buildRequiredInfo = (variant: FormVariant) =>
  z.object(formShape("required", variant)).refine(taxIdGivenWhenNeeded, taxIdIssue(variant));
// Built once per wording: Conform caches its coerced copy per schema object.
const REQUIRED_INFO = { wizard: buildRequiredInfo("wizard"), edit: buildRequiredInfo("edit") };

/** Wizard step 2, Required Info (or its fields on the edit page, with the edit wording). */
export const requiredInfoSchema = (variant: FormVariant) => REQUIRED_INFO[variant];

/** Wizard step 3, Optional Details (worded the same everywhere). */
export const optionalDetailsSchema = withRailRules(
  z.object({ ...formShape("optional", "wizard"), ...linkToggleShape }),
);

/** The edit page: "The same fields in one form", with the edit wording. */
export const profileEditSchema = withRailRules(
  z
    .object({ ...formShape("required", "edit"), ...formShape("optional", "edit"), ...linkToggleShape })
    .refine(taxIdGivenWhenNeeded, taxIdIssue("edit")),
);

export type RequiredInfo = z.output<typeof REQUIRED_INFO.wizard>;
export type OptionalDetails = z.output<typeof optionalDetailsSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;

export const requiredInfoColumns = (info: RequiredInfo): ProfileUpdate => formColumns("required", info);
export const optionalDetailsColumns = (details: OptionalDetails): ProfileUpdate => formColumns("optional", details);
