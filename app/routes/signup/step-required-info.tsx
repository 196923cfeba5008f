import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link } from "react-router";
import { UploadActivityProvider } from "~/components/photos/upload-activity";
import { DraftNotice, useFormDraft } from "~/components/profile-form/form-draft";
import { ProfileImagesEditor } from "~/components/photos/photos-editor";
import { RequiredInfoFields } from "~/components/profile-form/required-info-fields";
import { FieldError } from "~/components/ui/field";
import { IntentSubmit } from "~/components/ui/intent-submit";
import type { PhotosDefaults } from "~/domain/profile-model";
import { requiredInfoSchema } from "~/domain/profile-forms";
import type { z } from "zod";
import { WizardShell } from "./wizard-shell";
import { m } from "~/i18n/paraglide/messages.js";

const schema = requiredInfoSchema("wizard");
type RequiredInfoInput = z.input<typeof schema>;

type Draft = ReturnType<typeof useFormDraft>;

/** Wizard step 2 (requirements 2): validated on touch, re-validated on change; Next only when valid. */
export function StepRequiredInfo({
  userId,
  defaults,
  photos,
  lastResult,
  saveFailed,
}: {
  userId: string;
  saveFailed: string | undefined;
  defaults: DefaultValue<RequiredInfoInput> & Record<string, unknown>;
  photos: PhotosDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  // Kept in this browser until Next goes through.
  const draft = useFormDraft({ userId, formId: "required-info", defaults });
  // Next waits for a photo still uploading.
  const [uploading, setUploading] = useState(false);
  return (
    <WizardShell step={2} intro={m.owner_step2_intro()}>
      {/* requirements 2: the profile image and banner uploads belong here, so a performer who skips step 3 still has them. */}
      <div className="mb-8">
        <UploadActivityProvider onActiveChange={setUploading}>
          <ProfileImagesEditor defaults={photos} />
        </UploadActivityProvider>
      </div>
      <RequiredInfoForm
        key={draft.version}
        draft={draft}
        lastResult={lastResult}
        saveFailed={saveFailed}
        uploading={uploading}
      />
    </WizardShell>
  );
}

function RequiredInfoForm({
  draft,
  lastResult,
  saveFailed,
  uploading,
}: {
  draft: Draft;
  uploading: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  saveFailed: string | undefined;
}) {
  const [form, fields] = useForm<RequiredInfoInput>({
    id: "required-info",
    lastResult,
    defaultValue: draft.defaults as DefaultValue<RequiredInfoInput>,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" action="/signup?step=2" {...getFormProps(form)} className="space-y-8">
      {draft.hiddenFields}
      {draft.restored && <DraftNotice onDiscard={draft.discard} />}
      <RequiredInfoFields fields={fields} form={form} />
      <FieldError id={form.errorId} errors={form.errors} role="alert" />
      <FieldError errors={saveFailed ? [saveFailed] : undefined} role="alert" />
      <div className="flex items-center justify-between border-t border-white/10 pt-6">
        <Link
          to="/signup?step=1"
          className="rounded-full px-6 py-3 font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
        >
          {m.owner_back()}
        </Link>
        <IntentSubmit
          intent="required-info"
          busyLabel={m.owner_saving()}
          waitLabel={uploading && m.owner_waiting_upload()}
          className="rounded-full bg-emerald-400 px-8 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
        >
          {m.owner_next()}
        </IntentSubmit>
      </div>
    </Form>
  );
}
