/**
 * How an entry of the profile's table (profile-model.ts) is written: the column it fills, the form field that fills
 * it, and the link or wallet it is.
 */
import type { z } from "zod";
import type { LinkPlatform } from "./links";
import { checkboxField, type FormVariant, linkField } from "./profile-fields";

/** What a column holds. `type` exists only for the compiler: the runtime object has just the SQL kind. */
type Column<T> = { sql: "text" | "uuid" | "boolean" | "integer" | "timestamp" | "jsonb"; type: T };
export const column = <T>(sql: Column<T>["sql"]) => ({ sql }) as Column<T>;
export const text = () => column<string | null>("text");

/** The wizard's step 2 (Required Info) or step 3 (Optional Details); the edit page has both. */
export type Step = "required" | "optional";
export type FormField = {
  step: Step;
  /** A field of profile-fields.ts; a function when the wizard and the edit page word it differently. */
  schema: z.ZodType | ((variant: FormVariant) => z.ZodType);
  /** The form's name for the field when it is not the column's. */
  name?: string;
};

export type LinkSpec = {
  /** Its canonical-URL rule in links.ts; also its brand icon and its data-link-type for click analytics. */
  platform: LinkPlatform;
  kind: "payment" | "social";
  /** On the profile page and the dashboard. */
  label: string;
  formLabel: string;
  /**
   * An example of what to type, in English: `{name}`, `{page}`, `{channel}` and `{tag}` stand for the owner's own and
   * " or " between two ways; the form says them in its language (app/i18n/link-placeholder.ts).
   */
  placeholder: string;
  /** Its place among its kind on the profile page (requirements 1 order); the forms follow this table (requirements 2 order). */
  pageOrder: number;
};

export type FieldSpec = {
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
export const link = <const L extends LinkSpec>(spec: L) => ({
  column: text(),
  public: true as const,
  form: { step: "optional" as const, schema: linkField(spec.platform) },
  link: spec,
});

export const wallet = <const T extends string>(type: T, label: string) => ({
  column: column<boolean>("boolean"),
  public: true as const,
  form: { step: "required" as const, schema: checkboxField },
  wallet: { type, label },
});
