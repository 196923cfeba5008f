import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ProfileImagesEditor } from "~/components/photos/photos-editor";
import { RequiredInfoFields } from "~/components/profile-form/required-info-fields";
import { FieldError } from "~/components/ui/field";
import { IntentSubmit } from "~/components/ui/intent-submit";
import { requiredInfoSchema, type PhotosDefaults } from "~/domain/profile-model";
import type { z } from "zod";
import { WizardShell } from "./wizard-shell";

const schema = requiredInfoSchema("wizard");
type RequiredInfoInput = z.input<typeof schema>;

/** Wizard step 2 (requirements 2): validated on touch, re-validated on change; Next only when valid. */
export function StepRequiredInfo({
  defaults,
  photos,
  lastResult,
}: {
  defaults: DefaultValue<RequiredInfoInput>;
  photos: PhotosDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<RequiredInfoInput>({
    id: "required-info",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <WizardShell
      step={2}
      intro="What we need to set up your page and your payouts. Your phone, address and tax ID are never shown on your page."
    >
      {/* requirements 2: the profile image and banner uploads belong here, so a performer who skips step 3 still has them. */}
      <div className="mb-8">
        <ProfileImagesEditor defaults={photos} />
      </div>
      <Form method="post" action="/signup?step=2" {...getFormProps(form)} className="space-y-8">
        <RequiredInfoFields fields={fields} form={form} />
        <FieldError id={form.errorId} errors={form.errors} role="alert" />
        <div className="flex items-center justify-between border-t border-white/10 pt-6">
          <Link
            to="/signup?step=1"
            className="rounded-full px-6 py-3 font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
          >
            Back
          </Link>
          <IntentSubmit
            intent="required-info"
            busyLabel="Saving…"
            className="rounded-full bg-emerald-400 px-8 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
          >
            Next
          </IntentSubmit>
        </div>
      </Form>
    </WizardShell>
  );
}
