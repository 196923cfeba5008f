/**
 * The profile (requirements 3), described once: every stored column with the type it holds, whether visitors may see
 * it, the form field that fills it, and for payment and social links how they are labelled and shown.
 * Everything else is derived from this table: the Profile type and its public projection, the three forms,
 * their starting values, the columns a form saves, and the link lists of the forms and the profile page.
 * The public projection is in profile-projection.ts, the forms in profile-forms.ts, and how an entry is written in
 * profile-model-entry.ts.
 * The Drizzle table (app/.server/platform/db/schema.ts) is checked against it when the code is typechecked.
 *
 * A new social platform is one `link(...)` entry here plus its canonical-URL rule in links.ts; the compiler
 * then asks for its brand icon and its table column.
 */
import { handleField } from "./handle";
import type { CalendarEvent, TextColors, Video } from "./profile";
import { column, type FieldSpec, link, type LinkSpec, type Step, text, wallet } from "./profile-model-entry";
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
  phoneField,
  postalCodeField,
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
    placeholder: "paypal.me/{name} or {name}",
    pageOrder: 2,
  }),
  venmoUrl: link({
    platform: "venmo",
    kind: "payment",
    label: "Venmo",
    formLabel: "Venmo",
    placeholder: "venmo.com/u/{name} or @{name}",
    pageOrder: 3,
  }),
  /** Stored as "$tag"; saving it also sets cashAppUrl. */
  cashAppTag: {
    ...link({
      platform: "cashapp",
      kind: "payment",
      label: "Cash App",
      formLabel: "Cash App tag",
      placeholder: "${tag}",
      pageOrder: 1,
    }),
    form: { step: "optional", schema: cashAppTagField },
  },
  monzoUrl: link({
    platform: "monzo",
    kind: "payment",
    label: "Monzo",
    formLabel: "Monzo.me",
    placeholder: "monzo.me/{name}",
    pageOrder: 4,
  }),
  revolutUrl: link({
    platform: "revolut",
    kind: "payment",
    label: "Revolut",
    formLabel: "Revolut.Me",
    placeholder: "revolut.me/{name}",
    pageOrder: 5,
  }),
  bunqUrl: link({
    platform: "bunq",
    kind: "payment",
    label: "bunq",
    formLabel: "bunq.me",
    placeholder: "bunq.me/{name}",
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
    placeholder: "@{channel}",
    pageOrder: 2,
  }),
  tikTokUrl: link({
    platform: "tiktok",
    kind: "social",
    label: "TikTok",
    formLabel: "TikTok",
    placeholder: "@{name}",
    pageOrder: 3,
  }),
  twitterUrl: link({
    platform: "twitter",
    kind: "social",
    label: "X (Twitter)",
    formLabel: "Twitter / X",
    placeholder: "@{name}",
    pageOrder: 5,
  }),
  facebookUrl: link({
    platform: "facebook",
    kind: "social",
    label: "Facebook",
    formLabel: "Facebook",
    placeholder: "facebook.com/{page}",
    pageOrder: 6,
  }),
  instagramUrl: link({
    platform: "instagram",
    kind: "social",
    label: "Instagram",
    formLabel: "Instagram",
    placeholder: "@{name}",
    pageOrder: 4,
  }),
  themeColor: { column: column<string>("text"), public: true, form: { step: "optional", schema: themeColorField } },
  videos: { column: column<Video[]>("jsonb"), public: true, form: { step: "optional", schema: videosField } },
  events: { column: column<CalendarEvent[]>("jsonb"), public: true, form: { step: "optional", schema: eventsField } },
  /** The IANA zone the events' wall-clock times are in; null: none chosen yet, read as UTC. */
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

export type WalletKey = KeysWhere<{ wallet: object }>;
export type WalletType = Model[WalletKey]["wallet"]["type"];

type FormKey<S extends Step> = KeysWhere<{ form: { step: S } }>;
type FormName<K extends ProfileKey> = Model[K] extends { form: { name: infer N extends string } } ? N : K;
type FieldSchema<K extends ProfileKey> = Model[K] extends { form: { schema: infer S } }
  ? S extends (variant: FormVariant) => infer R
    ? R
    : S
  : never;
export type FormShape<S extends Step> = { [K in FormKey<S> as FormName<K>]: FieldSchema<K> };
/** An empty text input stands for a null column. */
type FormDefault<T> = Exclude<T, null> | (null extends T ? "" : never);
export type FormDefaults<S extends Step> = { [K in FormKey<S> as FormName<K>]: FormDefault<ProfileRow[K]> };

// ——— derived lists

export const ENTRIES = Object.entries(PROFILE_MODEL) as [ProfileKey, FieldSpec][];
const keysWhere = (test: (spec: FieldSpec) => unknown) => ENTRIES.filter(([, spec]) => test(spec)).map(([key]) => key);

export const PUBLIC_KEYS = keysWhere((spec) => spec.public) as PublicKey[];
export const PHOTO_KEYS = keysWhere((spec) => spec.photo) as PhotoKey[];
export const WALLET_KEYS = keysWhere((spec) => spec.wallet) as WalletKey[];

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
