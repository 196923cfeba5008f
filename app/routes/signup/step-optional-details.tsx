import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { GalleryEditor } from "~/components/photos/photos-editor";
import { OptionalDetailsFields, type OptionalDetailsDefaults } from "~/components/profile-form/optional-details-fields";
import { FieldError } from "~/components/ui/field";
import { optionalDetailsSchema, type PhotosDefaults } from "~/domain/profile-model";
import type { z } from "zod";
import { WizardShell } from "./wizard-shell";

/** Wizard step 3 (requirements 2): everything optional; Finish shows "Finishing..." while busy. */
export function StepOptionalDetails({
  defaults,
  photos,
  tagSuggestions,
  today,
  lastResult,
  publicUrl,
}: {
  publicUrl: string;
  photos: PhotosDefaults;
  defaults: OptionalDetailsDefaults & DefaultValue<z.input<typeof optionalDetailsSchema>>;
  tagSuggestions: string[];
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
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
    <WizardShell step={3} intro="Make the page yours. Everything here is optional and can be changed later.">
      <div className="mb-8">
        <GalleryEditor defaults={photos} />
      </div>
      <Form method="post" action="/signup?step=3" {...getFormProps(form)} className="space-y-8">
        <OptionalDetailsFields
          fields={fields}
          defaults={defaults}
          tagSuggestions={tagSuggestions}
          today={today}
          allErrors={form.allErrors}
          publicUrl={publicUrl}
        />
        <FieldError id={form.errorId} errors={form.errors} role="alert" />
        <div className="flex items-center justify-between border-t border-white/10 pt-6">
          <button
            type="submit"
            name="intent"
            value="back"
            disabled={busyIntent !== undefined}
            className="rounded-full px-6 py-3 font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
          >
            Back
          </button>
          <button
            type="submit"
            name="intent"
            value="finish"
            disabled={busyIntent !== undefined}
            className="rounded-full bg-emerald-400 px-8 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
          >
            {busyIntent === "finish" ? "Finishing..." : "Finish"}
          </button>
        </div>
      </Form>
    </WizardShell>
  );
}
