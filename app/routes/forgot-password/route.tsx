import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { FieldError, TextField } from "~/components/ui/field";
import { ACCOUNT_MESSAGES, forgotPasswordSchema } from "~/domain/account-forms";
import { callAuthEndpoint } from "~/.server/accounts/sign-in";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";

export const meta: Route.MetaFunction = () => [{ title: m.forgot_meta_title() }];

/** The answer is the same whether or not the account exists; better-auth sends only when it does. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const asked = await callAuthEndpoint(context.runtime, request, context.clientIp, "/request-password-reset", {
    email: submission.value.email,
  });
  if (asked.status === 429) {
    return data(
      { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.tooManyRequests] }), sent: false },
      { status: 429 },
    );
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <NarrowPage>
      <AccountCard id="forgot-heading" title={m.forgot_title()}>
        <p className="text-sm text-slate-300">{m.forgot_lede()}</p>
        {actionData?.sent && <Notice>{ACCOUNT_MESSAGES.resetSent}</Notice>}
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <TextField
            label={m.field_email()}
            field={fields.email}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          />
          <FieldError id={form.errorId} errors={form.errors} role="alert" />
          <SubmitButton busy={navigation.state !== "idle"}>{m.forgot_send()}</SubmitButton>
        </Form>
        <p className="text-sm">
          <Link to="/signup" className="text-emerald-300 underline">
            {m.forgot_back()}
          </Link>
        </p>
      </AccountCard>
    </NarrowPage>
  );
}
