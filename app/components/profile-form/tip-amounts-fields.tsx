import type { FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/ui/field";
import { MAX_TIP_AMOUNT, MAX_TIP_AMOUNTS, MIN_TIP_AMOUNT } from "~/domain/tip-amounts";
import { m } from "~/i18n/paraglide/messages.js";

/** Preset amounts: up to four whole amounts of the profile's currency, offered under the payment links. */
export function TipAmountsFields({
  initial,
  show,
  showDefault,
  errors,
}: {
  initial: number[];
  show: FieldMetadata<boolean | string | undefined>;
  showDefault: boolean;
  errors: string[];
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-lg font-semibold text-white">{m.owner_tip_amounts()}</legend>
      <p className="mb-3 text-sm text-slate-400">
        {m.owner_tip_amounts_hint({ min: MIN_TIP_AMOUNT, max: MAX_TIP_AMOUNT })}
      </p>
      <div className="grid grid-cols-4 gap-2 sm:max-w-md">
        {Array.from({ length: MAX_TIP_AMOUNTS }, (_, index) => (
          <label key={index} className="block">
            <span className="sr-only">{m.owner_amount_n({ n: index + 1 })}</span>
            <span className="flex items-center rounded-xl border border-white/15 bg-slate-950 focus-within:border-emerald-400">
              <input
                type="number"
                name={`tipAmounts[${index}]`}
                inputMode="numeric"
                min={MIN_TIP_AMOUNT}
                max={MAX_TIP_AMOUNT}
                step={1}
                defaultValue={initial[index] ?? ""}
                className="block w-full min-w-0 rounded-xl bg-transparent py-3 ps-3 pe-2 text-white focus:outline-none"
              />
            </span>
          </label>
        ))}
      </div>
      {errors.length > 0 && <FieldError errors={[...new Set(errors)]} role="alert" />}
      <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-200">
        <input
          type="checkbox"
          name={show.name}
          defaultChecked={showDefault}
          className="h-5 w-5 shrink-0 accent-emerald-400"
        />
        {m.owner_show_tip_amounts()}
      </label>
    </fieldset>
  );
}
