import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { FieldError, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { awaitsEmailConfirmation } from "~/.server/accounts/page-visibility";
import { findProfile } from "~/.server/profiles/store";
import { fileReport } from "~/.server/admin/reports";
import { profileNames } from "~/domain/profile-view";
import { REPORT_DETAILS_MAX, REPORT_LIMIT, REPORT_MESSAGES, REPORT_REASONS, reportSchema } from "~/domain/report";
import type { Route } from "./+types/route";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.found ? `Report ${loaderData.name} · Tipped` : "Profile not found · Tipped" },
  { name: "robots", content: "noindex" },
];

/** Never cached; a refused report's Retry-After reaches the browser. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

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
        <AccountCard id="report-heading" title="Profile not found">
          <p className="text-slate-300">This page does not exist, or its owner has taken it down.</p>
        </AccountCard>
      </NarrowPage>
    );
  }
  const profilePath = `/profile/${encodeURIComponent(loaderData.uid)}`;
  if (actionData?.sent) {
    return (
      <NarrowPage>
        <AccountCard id="report-heading" title={`Report ${loaderData.name}`}>
          <Notice>{REPORT_MESSAGES.thanks}</Notice>
          <a href={profilePath} className="inline-block text-sm text-emerald-300 underline">
            Back to {loaderData.name}&apos;s page
          </a>
        </AccountCard>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage>
      <AccountCard id="report-heading" title={`Report ${loaderData.name}`}>
        <p className="text-sm text-slate-300">
          Tell us what is wrong with this page. Our team reads every report; we do not tell the performer who sent it.
        </p>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <SelectField label="Reason" field={fields.reason} options={REPORT_REASONS} placeholder="Pick one…" />
          <TextAreaField
            label="Details (optional)"
            field={fields.details}
            hint={`What did you see? Up to ${REPORT_DETAILS_MAX} characters.`}
            textareaProps={{ ...getTextareaProps(fields.details), rows: 4 }}
          />
          <TextField
            label="Your email (optional)"
            field={fields.contactEmail}
            hint="Only if you would like us to get back to you."
            inputProps={{ ...getInputProps(fields.contactEmail, { type: "email" }), autoComplete: "email" }}
          />
          <FieldError id={form.errorId} errors={form.errors} role="alert" />
          <SubmitButton busy={navigation.state !== "idle"}>Send report</SubmitButton>
        </Form>
        <a href={profilePath} className="inline-block text-sm text-emerald-300 underline">
          Cancel
        </a>
      </AccountCard>
    </NarrowPage>
  );
}
