/**
 * The profile's forms (requirements 2 wizard steps 2 and 3, the edit page), built from the table (profile-model.ts):
 * their schemas, their starting values and the columns each saves.
 */
import { z } from "zod";
import { formatCashApp, formatLink } from "./links";
import { RAIL_MESSAGES } from "./local-rails";
import type { FormField, Step } from "./profile-model-entry";
import {
  ENTRIES,
  type FormDefaults,
  type FormShape,
  type LinkKey,
  PROFILE_LINKS,
  type ProfileRow,
  type ProfileUpdate,
  WALLET_KEYS,
  type WalletKey,
} from "./profile-model";
import { checkboxField, type FormVariant, PROFILE_MESSAGES } from "./profile-fields";
import { hiddenLinkFields } from "./profile-projection";

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
