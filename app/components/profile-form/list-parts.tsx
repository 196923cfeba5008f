import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";

/** Parts the list editors (events, videos, tags) share, so they look and read alike. */

/** Takes one item out of the list; its accessible name says which. */
export function RemoveButton({ what, onRemove }: { what: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      className="rounded-lg px-3 py-2 text-sm font-semibold text-rose-200 hover:bg-rose-500/10"
      aria-label={m.owner_remove_item({ what })}
    >
      {m.owner_remove()}
    </button>
  );
}

/** The server's messages about the whole list, one line each, under it. */
export function ListErrors({ errors }: { errors?: string[] | undefined }) {
  return errors?.map((error) => (
    <p key={error} className="text-sm font-medium text-rose-300">
      {localized(error)}
    </p>
  ));
}
