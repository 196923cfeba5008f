import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { localized } from "~/i18n/known";

/** What a field needs from the form library: its id, the id of its error text, and its errors. */
export type FieldState = { id: string; errorId: string; errors?: string[] | undefined };

/** Error text under a field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, errors, role }: { id?: string; errors?: string[]; role?: "alert" }) {
  if (!errors?.length) return <div id={id} className="hidden" />;
  return (
    <div id={id} role={role} className="text-sm font-medium text-rose-300">
      {errors.map((error) => (
        <p key={error}>{localized(error)}</p>
      ))}
    </div>
  );
}

/** A control's label, above it. */
export function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-200">
      {children}
    </label>
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
  const invalid = Boolean(field.errors?.length);
  // The hint gives way to the error, and the input stops pointing at it.
  const shownHint = invalid ? undefined : hint;
  const hintId = shownHint ? hintIdOf(field) : undefined;
  return (
    <LabelledControl label={label} field={field} hint={shownHint}>
      <input {...inputProps} aria-describedby={describedBy(field, hintId)} className={controlClass(invalid)} />
    </LabelledControl>
  );
}

/** The frame every labelled control shares: label above, then the control, its hint and its errors. */
function LabelledControl({
  label,
  field,
  hint,
  children,
}: {
  label: string;
  field: FieldState;
  hint?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={field.id}>{label}</Label>
      {children}
      {hint && (
        <p id={hintIdOf(field)} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

const hintIdOf = (field: FieldState) => `${field.id}-hint`;

const controlClass = (invalid: boolean) =>
  `block w-full rounded-xl border bg-slate-950 px-4 py-3 text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none ${
    invalid ? "border-rose-400" : "border-white/15"
  }`;

function describedBy(field: FieldState, hintId?: string) {
  const invalid = Boolean(field.errors?.length);
  return [hintId, invalid ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
}

/** A labelled textarea with a character count when a maximum is given. */
export function TextAreaField({
  label,
  field,
  hint,
  textareaProps,
}: {
  label: string;
  field: FieldState;
  hint?: string;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const hintId = hint ? hintIdOf(field) : undefined;
  const invalid = Boolean(field.errors?.length);
  return (
    <LabelledControl label={label} field={field} hint={hint}>
      <textarea
        {...textareaProps}
        rows={textareaProps.rows ?? 3}
        aria-describedby={describedBy(field, hintId)}
        className={controlClass(invalid)}
      />
    </LabelledControl>
  );
}

/** A labelled native select: the most accessible picker on every phone. */
export function SelectField({
  label,
  field,
  options,
  placeholder,
}: {
  label: string;
  field: FieldMetadata;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <LabelledControl label={label} field={field}>
      <select {...getSelectProps(field)} aria-describedby={describedBy(field)} className={controlClass(invalid)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

/** A checkbox with its label to the right, large enough to tap. */
export function CheckboxField({
  label,
  field,
  inputProps,
}: {
  label: string;
  field: FieldState;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div>
      <label
        htmlFor={field.id}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-white/10 px-4 py-2 text-slate-100 hover:bg-white/5"
      >
        <input {...inputProps} className="h-5 w-5 accent-emerald-400" />
        {label}
      </label>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
