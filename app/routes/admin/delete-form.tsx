import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";
import type { FetcherWithComponents } from "react-router";
import { ADMIN_MESSAGES } from "~/domain/admin-forms";

/** What the admin can delete: the intent the action answers, the field that carries the row's id, the question. */
const DELETABLE = {
  qr: { intent: "delete-qr", idName: "id", confirm: ADMIN_MESSAGES.confirmDeleteQr },
  user: { intent: "delete-user", idName: "uid", confirm: ADMIN_MESSAGES.confirmDeleteUser },
} as const;

/**
 * A row's Delete (a QR code, a user): asks first, then posts its intent with the row's id through the row's own
 * fetcher. The button's accessible name says which row; `children` stand in the form before it.
 */
export function DeleteForm({
  fetcher,
  kind,
  id,
  what,
  busy,
  small = false,
  className,
  children,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  kind: keyof typeof DELETABLE;
  id: string;
  what: string;
  busy: boolean;
  small?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  const { intent, idName, confirm } = DELETABLE[kind];
  return (
    <fetcher.Form
      method="post"
      action="/admin"
      className={className}
      onSubmit={(event) => {
        if (!window.confirm(localized(confirm))) event.preventDefault();
      }}
    >
      {children}
      <input type="hidden" name={idName} value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={`rounded-full px-3 py-1 ${small ? "text-xs " : ""}text-rose-300 ring-1 ring-rose-400/40 hover:bg-rose-500/10 disabled:opacity-60`}
      >
        {m.rest_admin_delete()}
        <span className="sr-only"> {what}</span>
      </button>
    </fetcher.Form>
  );
}
