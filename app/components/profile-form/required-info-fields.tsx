import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { PLANS } from "~/domain/profile";
import { WALLETS } from "~/domain/profile-model";
import { AddressSearch, type AddressPick } from "./address-search";
import { m } from "~/i18n/paraglide/messages.js";

type Fields = {
  firstName: FieldMetadata<string>;
  lastName: FieldMetadata<string>;
  altName: FieldMetadata<string>;
  phone: FieldMetadata<string>;
  subscription: FieldMetadata<string>;
  street: FieldMetadata<string>;
  city: FieldMetadata<string>;
  state: FieldMetadata<string>;
  postalCode: FieldMetadata<string>;
  acceptsApplePay: FieldMetadata<boolean | string | undefined>;
  acceptsGooglePay: FieldMetadata<boolean | string | undefined>;
  acceptsSamsungPay: FieldMetadata<boolean | string | undefined>;
  taxID: FieldMetadata<string | undefined>;
};

type TextName = "firstName" | "lastName" | "altName" | "phone" | "street" | "city" | "state" | "postalCode" | "taxID";
type TextOptions = { hint?: string; type?: "text" | "tel"; inputMode?: "tel" | "numeric" };

const planOptions = () =>
  PLANS.map((plan) => ({ value: plan, label: plan === "monthly" ? m.owner_plan_monthly() : m.owner_plan_yearly() }));

/**
 * A picked address goes into the four inputs as if typed, so each re-validates at once when it was already
 * validated (requirements 4: re-validate on change) and a stale "Street required" goes away. Setting the values through
 * the form library's update would validate against the inputs' old values, read before React re-renders them.
 */
function fillAddress(formId: string, fields: Fields, address: AddressPick) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const picked = [
    [fields.street.name, address.street],
    [fields.city.name, address.city],
    [fields.state.name, address.state],
    [fields.postalCode.name, address.postalCode],
  ] as const;
  const inputs = picked.flatMap(([name, value]) => {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) return [];
    input.value = value;
    return [input];
  });
  // Only once all four hold their new values: each check reads the whole form.
  for (const input of inputs) input.dispatchEvent(new Event("input", { bubbles: true }));
}

const ticked = (value: unknown) => value === "on" || value === "true" || value === true;

/** The Required Info fields (requirements 2 wizard step 2), shared by the wizard and the edit page. */
export function RequiredInfoFields({ fields, form }: { fields: Fields; form: Pick<FormMetadata, "id"> }) {
  const anyWallet = WALLETS.some(({ field }) => ticked(fields[field].value));
  const text = (name: TextName, label: string, autoComplete: string, more: TextOptions = {}) => (
    <TextField
      label={label}
      field={fields[name]}
      hint={more.hint}
      inputProps={{
        ...getInputProps(fields[name], { type: more.type ?? "text" }),
        autoComplete,
        inputMode: more.inputMode,
      }}
    />
  );
  return (
    <div className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_about_you()}</legend>
        {text("firstName", m.owner_first_name(), "given-name")}
        {text("lastName", m.owner_last_name(), "family-name")}
        {text("altName", m.owner_alt_name(), "nickname", { hint: m.owner_alt_name_hint() })}
        {text("phone", m.owner_phone(), "tel", {
          hint: m.owner_phone_hint(),
          type: "tel",
          inputMode: "tel",
        })}
        <SelectField
          label={m.owner_plan()}
          field={fields.subscription}
          options={planOptions()}
          placeholder={m.owner_plan_choose()}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_address()}</legend>
        <div className="sm:col-span-2">
          <AddressSearch onPick={(address) => fillAddress(form.id, fields, address)} />
        </div>
        <div className="sm:col-span-2">{text("street", m.owner_street(), "street-address")}</div>
        {text("city", m.owner_city(), "address-level2")}
        {text("state", m.owner_state(), "address-level1")}
        {text("postalCode", m.owner_postal_code(), "postal-code", {
          hint: m.owner_postal_hint(),
          inputMode: "numeric",
        })}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-semibold text-white">{m.owner_wallets()}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {WALLETS.map(({ field, label }) => (
            <CheckboxField
              key={field}
              label={label}
              field={fields[field]}
              inputProps={getInputProps(fields[field], { type: "checkbox" })}
            />
          ))}
        </div>
        {anyWallet && (
          <div className="max-w-sm pt-2">{text("taxID", m.owner_tax_id(), "off", { hint: m.owner_tax_id_hint() })}</div>
        )}
      </fieldset>
    </div>
  );
}
