import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { FieldError, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { awaitsEmailConfirmation } from "~/.server/accounts/page-visibility";
import { findProfile } from "~/.server/profiles/store";
import { fileReport } from "~/.server/admin/reports";
import { profilePath } from "~/domain/profile-url";
import { profileNames } from "~/domain/profile-view";
import { REPORT_DETAILS_MAX, REPORT_LIMIT, REPORT_MESSAGES, REPORT_REASONS, reportSchema } from "~/domain/report";
import { whose } from "~/i18n/format";
import { localized } from "~/i18n/known";
import { m } from "~/i18n/paraglide/messages.js";
import type { Route } from "./+types/route";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";
import { privateHeadersWithRetryAfter } from "../private-headers";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.found ? m.rest_report_meta_title({ name: loaderData.name }) : m.profile_not_found_title() },
  { name: "robots", content: "noindex" },
];

/** Never cached; a refused report's Retry-After reaches the browser. */
export const headers = privateHeadersWithRetryAfter;

async function reportedProfile(context: Route.LoaderArgs["context"], uid: string) {
  const profile = await findProfile(context.runtime.db, uid);
  if (!profile || (await awaitsEmailConfirmation(context.runtime, uid))) return null;
  return profile;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = await reportedProfile(context, params.uid);
  if (!profile) return data({ found: false as const }, { status: 404 });
  return { found: true as const, name: profileNames(profile).displayName, uid: profile.ownerUid };
}

/**
 * "Report a profile": validated by the domain's schema, limited per client, stored without any
 * trace of the reporter but what they wrote.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const profile = await reportedProfile(context, params.uid);
  if (!profile) return data({ result: null, sent: false }, { status: 404 });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: reportSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const limit = await context.runtime.limiter.hit("profile-report", context.clientIp, REPORT_LIMIT);
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: [REPORT_MESSAGES.tooMany] }), sent: false },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await fileReport(context.runtime.db, profile.ownerUid, submission.value);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "report-profile",
    lastResult: actionData?.result ?? undefined,
    constraint: getZodConstraint(reportSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportSchema }),
  });
  if (!loaderData.found) {
    return (
      <NarrowPage>
        <AccountCard id="report-heading" title={m.profile_not_found()}>
          <p className="text-slate-300">{m.profile_not_found_text()}</p>
        </AccountCard>
      </NarrowPage>
    );
  }
  const pageHref = profilePath({ ownerUid: loaderData.uid });
  if (actionData?.sent) {
    return (
      <NarrowPage>
        <AccountCard id="report-heading" title={m.rest_report_title({ name: loaderData.name })}>
          <Notice>{localized(REPORT_MESSAGES.thanks)}</Notice>
          <a href={pageHref} className="inline-block text-sm text-emerald-300 underline">
            {m.rest_report_back({ name: whose(loaderData.name) })}
          </a>
        </AccountCard>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage>
      <AccountCard id="report-heading" title={m.rest_report_title({ name: loaderData.name })}>
        <p className="text-sm text-slate-300">{m.rest_report_intro()}</p>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <SelectField
            label={m.rest_report_reason()}
            field={fields.reason}
            options={REPORT_REASONS.map(({ value, label }) => ({ value, label: localized(label) }))}
            placeholder={m.rest_report_pick()}
          />
          <TextAreaField
            label={m.rest_report_details()}
            field={fields.details}
            hint={m.rest_report_details_hint({ max: REPORT_DETAILS_MAX })}
            textareaProps={{ ...getTextareaProps(fields.details), rows: 4 }}
          />
          <TextField
            label={m.rest_report_email()}
            field={fields.contactEmail}
            hint={m.rest_report_email_hint()}
            inputProps={{ ...getInputProps(fields.contactEmail, { type: "email" }), autoComplete: "email" }}
          />
          <FieldError id={form.errorId} errors={form.errors} role="alert" />
          <SubmitButton busy={navigation.state !== "idle"}>{m.rest_report_send()}</SubmitButton>
        </Form>
        <a href={pageHref} className="inline-block text-sm text-emerald-300 underline">
          {m.rest_report_cancel()}
        </a>
      </AccountCard>
    </NarrowPage>
  );
}
