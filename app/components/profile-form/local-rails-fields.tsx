import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { FieldError, Label, TextField } from "~/components/ui/field";
import { CURRENCIES, currencyLabel } from "~/domain/currency";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";

type Text = FieldMetadata<string | undefined>;
export type LocalRailFields = {
  currency: Text;
  swishNumber: Text;
  upiId: Text;
  pixKey: Text;
  pixCity: Text;
  iban: Text;
  payeeName: Text;
};
export type LocalRailName = Exclude<keyof LocalRailFields, "currency">;

/** The rails that are not web links, in the order the form asks for them. */
type Rail = { name: LocalRailName; label: string; placeholder: string; hint?: string; inputMode?: "tel" };
const rails = (): Rail[] => [
  {
    name: "payeeName",
    label: m.owner_payee_name(),
    placeholder: m.owner_payee_placeholder(),
    hint: m.owner_payee_hint(),
  },
  { name: "iban", label: m.owner_iban_label(), placeholder: "DE89 3704 0044 0532 0130 00" },
  { name: "pixKey", label: m.owner_pix_key_label(), placeholder: m.owner_pix_key_placeholder() },
  { name: "pixCity", label: m.owner_pix_city_label(), placeholder: "São Paulo" },
  { name: "upiId", label: m.owner_upi_label(), placeholder: `${m.owner_example_name()}@okbank` },
  { name: "swishNumber", label: m.owner_swish_label(), placeholder: "070 123 45 67", inputMode: "tel" },
];
export const LOCAL_RAIL_NAMES: LocalRailName[] = ["payeeName", "iban", "pixKey", "pixCity", "upiId", "swishNumber"];

/** The currency the profile's amounts, card tips and dashboard are in. */
export function CurrencyField({ field, initial }: { field: Text; initial: string }) {
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);
  return (
    <div className="space-y-1.5 sm:max-w-md">
      <Label htmlFor={field.id}>{m.owner_currency()}</Label>
      <select
        {...getSelectProps(field)}
        defaultValue={initial}
        aria-describedby={[hintId, invalid ? field.errorId : undefined].filter(Boolean).join(" ")}
        className={`block w-full rounded-xl border bg-slate-950 px-4 py-3 text-white focus:border-emerald-400 focus:outline-none ${invalid ? "border-rose-400" : "border-white/15"}`}
      >
        {CURRENCIES.map((code) => (
          // The browser names some currencies differently from the server (its own ICU data).
          <option key={code} value={code} suppressHydrationWarning>
            {currencyLabel(code, getLocale())}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-400">
        {m.owner_currency_hint()}
      </p>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * "More ways to pay": Swish, UPI, PIX and a SEPA transfer, folded away (most performers use none); open when one is
 * filled in or has a message, so an error is never hidden.
 */
export function LocalRailsFields({
  fields,
  links,
  open,
}: {
  fields: LocalRailFields;
  /** The link fields of the same group (Monzo.me, Revolut.Me, bunq.me). */
  links: React.ReactNode;
  open: boolean;
}) {
  const hasErrors = LOCAL_RAIL_NAMES.some((name) => fields[name].errors?.length);
  return (
    <details open={open || hasErrors || undefined} className="group rounded-2xl border border-white/10 p-4">
      <summary className="min-h-11 cursor-pointer content-center text-base font-semibold text-white">
        {m.owner_more_ways()} <span className="font-normal text-slate-400">{m.owner_more_ways_where()}</span>
      </summary>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {links}
        {rails().map(({ name, label, placeholder, hint, inputMode }) => (
          <TextField
            key={name}
            label={label}
            field={fields[name]}
            hint={hint}
            inputProps={{
              ...getInputProps(fields[name], { type: "text" }),
              placeholder,
              autoComplete: "off",
              spellCheck: false,
              ...(inputMode ? { inputMode } : {}),
            }}
          />
        ))}
      </div>
    </details>
  );
}
