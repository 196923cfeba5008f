/** What a field needs from the form library: its id, the id of its error text, and its errors. */
export type FieldState = { id: string; errorId: string; errors?: string[] | undefined };

/** Error text under a field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, errors, role }: { id?: string; errors?: string[]; role?: "alert" }) {
  if (!errors?.length) return <div id={id} className="hidden" />;
  return (
    <div id={id} role={role} className="text-sm font-medium text-rose-300">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** A labelled input with its hint and errors, wired for screen readers. */
export function TextField({
  label,
  field,
  hint,
  inputProps,
}: {
  label: string;
  field: FieldState;
  hint?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const invalid = Boolean(field.errors?.length);
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        {...inputProps}
        aria-describedby={[hintId, invalid ? field.errorId : undefined].filter(Boolean).join(" ") || undefined}
        className={`block w-full rounded-xl border bg-slate-950 px-4 py-3 text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none ${
          invalid ? "border-rose-400" : "border-white/15"
        }`}
      />
      {hint && !invalid && (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
