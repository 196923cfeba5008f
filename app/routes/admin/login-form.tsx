import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { IntentSubmit } from "~/components/ui/intent-submit";
import { adminLoginSchema } from "~/domain/admin-forms";
import { Label } from "~/components/ui/field";

/** The admin password form; the password goes to the server only, which answers with an HttpOnly session. */
export function AdminLoginForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult,
    constraint: getZodConstraint(adminLoginSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminLoginSchema }),
  });
  const error = fields.password.errors?.[0] ?? form.errors?.[0];

  return (
    <section aria-labelledby="admin-login-heading" className="rounded-3xl bg-slate-900 p-8 ring-1 ring-white/10">
      <h1 id="admin-login-heading" className="text-2xl font-bold text-white">
        {m.rest_admin_sign_in_title()}
      </h1>
      <Form method="post" action="/admin" className="mt-6 space-y-5" {...getFormProps(form)}>
        <div className="space-y-1.5">
          <Label htmlFor={fields.password.id}>{m.rest_admin_password()}</Label>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            aria-describedby={fields.password.errorId}
            className={`block w-full rounded-xl border bg-slate-950 px-4 py-3 text-white focus:border-emerald-400 focus:outline-none ${
              error ? "border-rose-400" : "border-white/15"
            }`}
          />
          <p id={fields.password.errorId} role="alert" className="min-h-5 text-sm font-medium text-rose-300">
            {error && localized(error)}
          </p>
        </div>
        <IntentSubmit
          intent="login"
          busyLabel={m.rest_admin_signing_in()}
          className="w-full rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
        >
          {m.rest_admin_sign_in()}
        </IntentSubmit>
      </Form>
    </section>
  );
}
