import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { FieldError, TextField } from "~/components/ui/field";
import { ACCOUNT_MESSAGES, isTotpCode, totpCodeSchema } from "~/domain/account-forms";
import { redirectAfterSignIn } from "~/.server/accounts/after-sign-in";
import { callAuthEndpoint } from "~/.server/accounts/sign-in";
import { AccountCard, NarrowPage, SubmitButton } from "../settings/ui";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";

export const meta: Route.MetaFunction = () => [{ title: m.two_factor_meta_title() }];

/** The second step of a sign-in for accounts with two-factor on: a code from the app, or a backup code. */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, clientIp } = context;
  const submission = parseWithZod(await request.formData(), { schema: totpCodeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { code } = submission.value;
  const verified = isTotpCode(code)
    ? await callAuthEndpoint(runtime, request, clientIp, "/two-factor/verify-totp", { code })
    : await callAuthEndpoint(runtime, request, clientIp, "/two-factor/verify-backup-code", { code });
  if (!verified.ok) {
    const message = verified.status === 429 ? ACCOUNT_MESSAGES.tooManyRequests : ACCOUNT_MESSAGES.totpCodeInvalid;
    return data(
      // Not reset: a reset form drops its errors too, and the wrong code went by without a word.
      { result: submission.reply({ formErrors: [message] }) },
      { status: verified.status === 429 ? 429 : 400 },
    );
  }
  return redirectAfterSignIn(runtime, verified.body, verified.cookies);
}

export default function TwoFactorPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "two-factor",
    lastResult: actionData?.result,
    constraint: getZodConstraint(totpCodeSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: totpCodeSchema }),
  });
  return (
    <NarrowPage>
      <AccountCard id="two-factor-heading" title={m.two_factor_title()}>
        <p className="text-sm text-slate-300">{m.two_factor_lede()}</p>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <TextField
            label={m.two_factor_code()}
            field={fields.code}
            inputProps={{
              ...getInputProps(fields.code, { type: "text" }),
              autoComplete: "one-time-code",
              inputMode: "text",
            }}
          />
          <FieldError id={form.errorId} errors={form.errors} role="alert" />
          <SubmitButton busy={navigation.state !== "idle"}>{m.two_factor_sign_in()}</SubmitButton>
        </Form>
      </AccountCard>
    </NarrowPage>
  );
}
