import { getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { PLANS } from "~/domain/profile";
import { WALLETS } from "~/domain/profile-model";
import { AddressSearch } from "./address-search";

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

const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan, label: plan === "monthly" ? "Monthly" : "Yearly" }));

const ticked = (value: unknown) => value === "on" || value === "true" || value === true;

/** The Required Info fields (SPEC 2 wizard step 2), shared by the wizard and the edit page. */
export function RequiredInfoFields({ fields, form }: { fields: Fields; form: Pick<FormMetadata, "update" | "validate"> }) {
  const anyWallet = WALLETS.some(({ field }) => ticked(fields[field].value));
  const text = (field: FieldMetadata<string> | FieldMetadata<string | undefined>, autoComplete: string, type: "text" | "tel" = "text") => ({
    ...getInputProps(field, { type }),
    autoComplete,
  });
  return (
    <div className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-white">About you</legend>
        <TextField label="First name" field={fields.firstName} inputProps={text(fields.firstName, "given-name")} />
        <TextField label="Last name" field={fields.lastName} inputProps={text(fields.lastName, "family-name")} />
        <TextField
          label="Alt / stage name"
          field={fields.altName}
          hint="The name your audience knows you by."
          inputProps={text(fields.altName, "nickname")}
        />
        <TextField
          label="Phone"
          field={fields.phone}
          hint="10 to 15 digits, an optional + in front."
          inputProps={{ ...text(fields.phone, "tel", "tel"), inputMode: "tel" }}
        />
        <SelectField
          label="Subscription plan"
          field={fields.subscription}
          options={PLAN_OPTIONS}
          placeholder="Choose a plan"
          selectProps={getSelectProps(fields.subscription)}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-white">Address</legend>
        <div className="sm:col-span-2">
          <AddressSearch
            onPick={(address) => {
              const picked = [
                [fields.street.name, address.street],
                [fields.city.name, address.city],
                [fields.state.name, address.state],
                [fields.postalCode.name, address.postalCode],
              ] as const;
              for (const [name, value] of picked) {
                form.update({ name, value });
                form.validate({ name });
              }
            }}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField label="Street" field={fields.street} inputProps={text(fields.street, "street-address")} />
        </div>
        <TextField label="City" field={fields.city} inputProps={text(fields.city, "address-level2")} />
        <TextField label="State" field={fields.state} inputProps={text(fields.state, "address-level1")} />
        <TextField
          label="Postal code"
          field={fields.postalCode}
          hint="5 digits, or ZIP+4 (12345-6789)."
          inputProps={{ ...text(fields.postalCode, "postal-code"), inputMode: "numeric" }}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-semibold text-white">Phone wallets you accept</legend>
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
          <div className="max-w-sm pt-2">
            <TextField
              label="Tax ID"
              field={fields.taxID}
              hint="Needed to accept Apple Pay, Google Pay or Samsung Pay."
              inputProps={text(fields.taxID, "off")}
            />
          </div>
        )}
      </fieldset>
    </div>
  );
}
