import type { FetcherWithComponents } from "react-router";

/**
 * A row's Delete (a QR code, a user): asks first, then posts its intent with the row's id through the row's own
 * fetcher. The button's accessible name says which row; `children` stand in the form before it.
 */
export function DeleteForm({
  fetcher,
  confirm,
  intent,
  idName,
  id,
  what,
  busy,
  small = false,
  className,
  children,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  confirm: string;
  intent: string;
  idName: string;
  id: string;
  what: string;
  busy: boolean;
  small?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action="/admin"
      className={className}
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
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
        Delete<span className="sr-only"> {what}</span>
      </button>
    </fetcher.Form>
  );
}
