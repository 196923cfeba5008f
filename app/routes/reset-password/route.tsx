import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FieldError, TextField } from "~/components/ui/field";
import { ACCOUNT_MESSAGES, resetPasswordSchema } from "~/domain/account-forms";
import { redirectAfterSignIn } from "~/.server/accounts/after-sign-in";
import { resetLinkOwner } from "~/.server/accounts/tokens";
import { callAuthEndpoint } from "~/.server/accounts/sign-in";
import { AccountCard, NarrowPage, SubmitButton } from "../settings/ui";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";

export const meta: Route.MetaFunction = () => [{ title: m.reset_meta_title() }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const owner = await resetLinkOwner(context.runtime, token);
  return { token, valid: Boolean(owner), minPasswordLength: context.runtime.settings.PASSWORD_MIN_LENGTH };
}

/** Sets the new password (better-auth ends every session of the user), then signs this browser in. */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, clientIp } = context;
  const formData = await request.formData();
  const token = String(formData.get("token") ?? "");
  const submission = parseWithZod(formData, { schema: resetPasswordSchema(runtime.settings.PASSWORD_MIN_LENGTH) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  }
  const owner = await resetLinkOwner(runtime, token);
  const reset =
    owner &&
    (await callAuthEndpoint(runtime, request, clientIp, "/reset-password", {
      token,
      newPassword: submission.value.password,
    }));
  if (!owner || !reset?.ok) {
    const message = reset?.status === 429 ? ACCOUNT_MESSAGES.tooManyRequests : ACCOUNT_MESSAGES.resetLinkInvalid;
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ["password", "confirm"] }) },
      { status: 400 },
    );
  }
  const signIn = await callAuthEndpoint(runtime, request, clientIp, "/sign-in/email", {
    email: owner.email,
    password: submission.value.password,
  });
  if (!signIn.ok) return redirect("/signup");
  return redirectAfterSignIn(runtime, signIn.body, signIn.cookies);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const schema = resetPasswordSchema(loaderData.minPasswordLength);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <NarrowPage>
      <AccountCard id="reset-heading" title={m.reset_title()}>
        {loaderData.valid ? (
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            <input type="hidden" name="token" value={loaderData.token} />
            <TextField
              label={m.reset_new_password()}
              field={fields.password}
              hint={m.field_password_hint({ count: loaderData.minPasswordLength })}
              inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            />
            <TextField
              label={m.reset_new_password_again()}
              field={fields.confirm}
              inputProps={{ ...getInputProps(fields.confirm, { type: "password" }), autoComplete: "new-password" }}
            />
            <FieldError id={form.errorId} errors={form.errors} role="alert" />
            <p className="text-sm text-slate-400">{m.reset_signed_out_note()}</p>
            <SubmitButton busy={navigation.state !== "idle"}>{m.reset_save()}</SubmitButton>
          </Form>
        ) : (
          <>
            <p role="alert" className="text-rose-300">
              {localized(ACCOUNT_MESSAGES.resetLinkInvalid)}
            </p>
            <Link
              to="/forgot-password"
              className="inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950"
            >
              {m.reset_send_new()}
            </Link>
          </>
        )}
      </AccountCard>
    </NarrowPage>
  );
}
