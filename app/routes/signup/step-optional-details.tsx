import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { UploadActivityProvider } from "~/components/photos/upload-activity";
import { DraftNotice, useFormDraft } from "~/components/profile-form/form-draft";
import { GalleryEditor } from "~/components/photos/photos-editor";
import { OptionalDetailsFields, type OptionalDetailsDefaults } from "~/components/profile-form/optional-details-fields";
import { FieldError } from "~/components/ui/field";
import type { PhotosDefaults } from "~/domain/profile-model";
import { optionalDetailsSchema } from "~/domain/profile-forms";
import type { z } from "zod";
import { WizardShell } from "./wizard-shell";
import { m } from "~/i18n/paraglide/messages.js";

type Defaults = OptionalDetailsDefaults & DefaultValue<z.input<typeof optionalDetailsSchema>>;
type FormProps = {
  draft: ReturnType<typeof useFormDraft<Defaults>>;
  tagSuggestions: string[];
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
  uploading?: boolean;
  /** Why the last Back or Finish did not get through (keep-form.ts). */
  saveFailed: string | undefined;
  publicUrl: string;
};

/** Wizard step 3 (requirements 2): everything optional; Finish shows "Finishing..." while busy. */
export function StepOptionalDetails({
  userId,
  defaults,
  photos,
  ...rest
}: Omit<FormProps, "draft" | "uploading"> & { userId: string; photos: PhotosDefaults; defaults: Defaults }) {
  // Handle, description, links, videos, events… kept in this browser until Back or Finish goes through.
  const draft = useFormDraft({ userId, formId: "optional-details", defaults });
  // Finish waits for a gallery photo still uploading.
  const [uploading, setUploading] = useState(false);
  return (
    <WizardShell step={3} intro={m.owner_step3_intro()}>
      <div className="mb-8">
        <UploadActivityProvider onActiveChange={setUploading}>
          <GalleryEditor defaults={photos} />
        </UploadActivityProvider>
      </div>
      <OptionalDetailsForm key={draft.version} draft={draft} uploading={uploading} {...rest} />
    </WizardShell>
  );
}

function OptionalDetailsForm({
  draft,
  uploading,
  tagSuggestions,
  today,
  lastResult,
  saveFailed,
  publicUrl,
}: FormProps) {
  const defaults = draft.defaults;
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const [form, fields] = useForm<z.input<typeof optionalDetailsSchema>>({
    id: "optional-details",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(optionalDetailsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: optionalDetailsSchema }),
  });
  return (
    <Form method="post" action="/signup?step=3" {...getFormProps(form)} className="space-y-8">
      {draft.hiddenFields}
      {draft.restored && <DraftNotice onDiscard={draft.discard} />}
      <OptionalDetailsFields
        fields={fields}
        defaults={defaults}
        tagSuggestions={tagSuggestions}
        today={today}
        allErrors={form.allErrors}
        publicUrl={publicUrl}
      />
      <FieldError id={form.errorId} errors={form.errors} role="alert" />
      <FieldError errors={saveFailed ? [saveFailed] : undefined} role="alert" />
      <div className="flex items-center justify-between border-t border-white/10 pt-6">
        <button
          type="submit"
          name="intent"
          value="back"
          disabled={busyIntent !== undefined}
          className="rounded-full px-6 py-3 font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
        >
          {m.owner_back()}
        </button>
        <button
          type="submit"
          name="intent"
          value="finish"
          disabled={busyIntent !== undefined || uploading}
          className="rounded-full bg-emerald-400 px-8 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
        >
          {busyIntent === "finish" ? m.owner_finishing() : uploading ? m.owner_waiting_upload() : m.owner_finish()}
        </button>
      </div>
    </Form>
  );
}
