import type { ReactNode } from "react";
import { localized } from "~/i18n/known";

/** A titled card of the account pages. */
export function AccountCard({
  id,
  title,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: "plain" | "danger";
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-slate-900 p-6 ring-1 sm:p-8 ${tone === "danger" ? "ring-rose-400/40" : "ring-white/10"}`}
    >
      <h2 id={id} className="text-xl font-bold text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A page with one narrow column (reset, forgot, verify, two-factor). */
export function NarrowPage({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-md px-4 py-10 sm:py-16">{children}</main>;
}

/** A success or information line that screen readers announce. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-xl bg-emerald-400/10 px-4 py-3 text-sm text-emerald-200 ring-1 ring-emerald-400/30"
    >
      {typeof children === "string" ? localized(children) : children}
    </p>
  );
}

export function SubmitButton({
  children,
  busy,
  name,
  value,
  tone = "primary",
}: {
  children: ReactNode;
  busy?: boolean;
  name?: string;
  value?: string;
  tone?: "primary" | "danger" | "quiet";
}) {
  const look =
    tone === "danger"
      ? "bg-rose-600 text-white hover:bg-rose-700"
      : tone === "quiet"
        ? "text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
        : "bg-emerald-400 text-slate-950 hover:bg-emerald-300";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`rounded-full px-6 py-3 font-semibold disabled:opacity-60 ${look}`}
    >
      {children}
    </button>
  );
}
