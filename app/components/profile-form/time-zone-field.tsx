import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { useSyncExternalStore } from "react";
import { FieldError, Label } from "~/components/ui/field";
import { canonicalTimeZone, supportedTimeZones } from "~/domain/time-zone";
import { m } from "~/i18n/paraglide/messages.js";

const noSubscription = () => () => {};
const readBrowserZone = () => canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? "UTC";

/**
 * The performer's time zone: the zone their events' times are in. A profile that has none yet starts
 * from the browser's own zone, filled in once the page runs in the browser (the server cannot know it, and a
 * different first render would not hydrate).
 */
export function TimeZoneField({ field, initial }: { field: FieldMetadata<string | undefined>; initial: string }) {
  const browserZone = useSyncExternalStore(noSubscription, readBrowserZone, () => "");
  const zone = initial || browserZone;
  const zones = supportedTimeZones();
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);
  return (
    <div className="mb-5 space-y-1.5 sm:max-w-md">
      <Label htmlFor={field.id}>{m.owner_time_zone()}</Label>
      <select
        {...getSelectProps(field)}
        // A new default after hydration: the select starts again from it.
        key={zone}
        defaultValue={zone}
        aria-describedby={[hintId, invalid ? field.errorId : undefined].filter(Boolean).join(" ")}
        className={`block w-full rounded-xl border bg-slate-950 px-4 py-3 text-white focus:border-emerald-400 focus:outline-none ${invalid ? "border-rose-400" : "border-white/15"}`}
      >
        {!zone && <option value="">{m.owner_time_zone_choose()}</option>}
        {zones.map((name) => (
          <option key={name} value={name}>
            {name.replaceAll("_", " ")}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-400">
        {m.owner_time_zone_hint()}
      </p>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
