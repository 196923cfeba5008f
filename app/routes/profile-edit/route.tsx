import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, redirectDocument, useNavigate, useNavigation } from "react-router";
import type { z } from "zod";
import { OptionalDetailsFields } from "~/components/profile-form/optional-details-fields";
import { RequiredInfoFields } from "~/components/profile-form/required-info-fields";
import { FieldError } from "~/components/ui/field";
import { optionalDetailsDefaults, profileEditSchema, requiredInfoDefaults } from "~/domain/profile-forms";
import { photosDefaults } from "~/domain/profile-projection";
import { NOT_YOUR_PROFILE_MESSAGE } from "~/domain/profile-fields";
import { PhotosEditor } from "~/components/photos/photos-editor";
import { todayIso } from "~/.server/profiles/forms";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "~/.server/platform/db/errors";
import { HandleTakenError, saveProfileEdit } from "~/.server/profiles/save";
import { ALREADY_SAVED, saveOnce } from "~/.server/profiles/save-once";
import { DraftNotice, useFormDraft } from "~/components/profile-form/form-draft";
import { keepFormOnFailure } from "~/components/profile-form/keep-form";
import { SAVE_FAILED_MESSAGES } from "~/domain/form-draft";
import { EDIT_PROFILE_FORM, profilePath } from "~/domain/profile-url";
import { findProfile } from "~/.server/profiles/store";
import { listTags } from "~/.server/profiles/tags";
import { UploadActivityProvider } from "~/components/photos/upload-activity";
import { requireUser } from "~/.server/accounts/session";
import { findPaymentAccount } from "~/.server/tips/connect";
import { PaymentsPanel } from "~/components/card-tips-setup";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";

type EditInput = z.input<typeof profileEditSchema>;

export const meta: Route.MetaFunction = () => [
  { title: m.owner_edit_meta_title() },
  { name: "robots", content: "noindex" },
];

/** A signed-in user's own page: never kept by any cache. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const user = requireUser(context);
  const profile = await findProfile(runtime.db, params.uid);
  // A missing profile sends the user home (requirements 2); someone else's goes to its public page.
  if (!profile) throw redirect("/");
  if (profile.ownerUid !== user.id) throw redirect(profilePath({ ownerUid: profile.ownerUid }));
  return {
    uid: params.uid,
    defaults: { ...requiredInfoDefaults(profile), ...optionalDetailsDefaults(profile) },
    photos: photosDefaults(profile),
    tagSuggestions: await listTags(runtime.db),
    today: todayIso(),
    publicUrl: runtime.settings.PUBLIC_URL,
    // Card and wallet tips, when the site takes them: the same setup as on the dashboard.
    payments: runtime.settings.stripe ? { account: await findPaymentAccount(runtime.db, user.id) } : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { runtime } = context;
  const user = requireUser(context);
  if (params.uid !== user.id) throw data(NOT_YOUR_PROFILE_MESSAGE, { status: 403 });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: profileEditSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let saved: Awaited<ReturnType<typeof saveProfileEdit>>;
  try {
    const outcome = await saveOnce(runtime.db, user.id, formData, () =>
      saveProfileEdit(runtime, user.id, submission.value),
    );
    // A retry of a save already applied (its answer was lost): on to the page, as the first time.
    saved = outcome === ALREADY_SAVED ? await findProfile(runtime.db, user.id) : outcome;
  } catch (error) {
    if (error instanceof HandleTakenError) {
      return data({ result: submission.reply({ fieldErrors: { handle: [error.message] } }) }, { status: 409 });
    }
    // Nothing was written: the form comes back as typed, with a message, and Save Changes can be pressed again.
    if (!isDatabaseUnavailable(error)) throw error;
    return data({ result: submission.reply({ formErrors: [DATABASE_UNAVAILABLE_MESSAGE] }) }, { status: 503 });
  }
  if (!saved) throw redirect("/");
  // A document load: the profile is server HTML only, and its short link (/@handle) is no client route.
  throw redirectDocument(profilePath(saved));
}

/** In the browser: a save that does not get through keeps the page and its fields, with a message. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(request, serverAction, () => SAVE_FAILED_MESSAGES.save);
}

export default function EditProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const [uploading, setUploading] = useState(false);
  // Kept in this browser until Save Changes goes through.
  const draft = useFormDraft({ userId: loaderData.uid, formId: EDIT_PROFILE_FORM, defaults: loaderData.defaults });
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{m.owner_edit_title()}</h1>
      <p className="mt-2 text-slate-300">{m.owner_edit_lede()}</p>
      <div className="mt-8">
        <UploadActivityProvider onActiveChange={setUploading}>
          <PhotosEditor defaults={loaderData.photos} />
        </UploadActivityProvider>
      </div>
      {loaderData.payments && <PaymentsPanel account={loaderData.payments.account} outcome={null} className="mt-8" />}
      <EditForm
        key={draft.version}
        draft={draft}
        uploading={uploading}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        saveFailed={actionData && "saveFailed" in actionData ? actionData.saveFailed : undefined}
        tagSuggestions={loaderData.tagSuggestions}
        today={loaderData.today}
        publicUrl={loaderData.publicUrl}
      />
    </main>
  );
}

function EditForm({
  draft,
  uploading,
  lastResult,
  saveFailed,
  tagSuggestions,
  today,
  publicUrl,
}: {
  draft: ReturnType<typeof useFormDraft<Route.ComponentProps["loaderData"]["defaults"]>>;
  uploading: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Why the last Save Changes did not get through (keep-form.ts). */
  saveFailed: string | undefined;
  tagSuggestions: string[];
  today: string;
  publicUrl: string;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const defaults = draft.defaults;
  const [form, fields] = useForm<EditInput>({
    id: EDIT_PROFILE_FORM,
    lastResult,
    defaultValue: defaults as DefaultValue<EditInput>,
    constraint: getZodConstraint(profileEditSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileEditSchema }),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-8 space-y-10 rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10 sm:p-8"
    >
      {draft.hiddenFields}
      {draft.restored && <DraftNotice onDiscard={draft.discard} />}
      <RequiredInfoFields fields={fields} form={form} />
      <OptionalDetailsFields
        fields={fields}
        defaults={defaults}
        tagSuggestions={tagSuggestions}
        today={today}
        allErrors={form.allErrors}
        publicUrl={publicUrl}
      />
      <FieldError id={form.errorId} errors={form.errors} role="alert" />
      {/* Sticky only where the screen is tall enough; on a phone it would cover the field being typed in. */}
      <div className="-mx-6 flex flex-wrap items-center justify-end gap-3 border-t border-white/10 bg-slate-900/95 px-6 py-4 sm:sticky sm:bottom-0 sm:-mx-8 sm:px-8">
        {/* In the bar, next to the button just pressed: seen where the bar sticks to the bottom of the screen. */}
        {saveFailed && (
          <div className="w-full sm:w-auto sm:flex-1">
            <FieldError errors={[saveFailed]} role="alert" />
          </div>
        )}
        <button
          type="button"
          onClick={() => {
            draft.discard(); // Cancel drops the changes, here and in the kept draft
            void navigate(-1);
          }}
          className="rounded-full px-6 py-3 font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
        >
          {m.owner_cancel()}
        </button>
        <button
          type="submit"
          disabled={saving || uploading}
          className="rounded-full bg-emerald-400 px-8 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
        >
          {uploading ? m.owner_uploading() : saving ? m.owner_saving() : m.owner_save_changes()}
        </button>
      </div>
    </Form>
  );
}
