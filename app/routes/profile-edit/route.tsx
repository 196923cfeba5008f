import { type DefaultValue, getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, redirectDocument, useNavigate, useNavigation } from "react-router";
import type { z } from "zod";
import { OptionalDetailsFields } from "~/components/profile-form/optional-details-fields";
import { RequiredInfoFields } from "~/components/profile-form/required-info-fields";
import { FieldError } from "~/components/ui/field";
import {
  optionalDetailsDefaults,
  photosDefaults,
  profileEditSchema,
  requiredInfoDefaults,
} from "~/domain/profile-model";
import { PhotosEditor } from "~/components/photos/photos-editor";
import { todayIso } from "~/.server/profiles/forms";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "~/.server/platform/db/errors";
import { HandleTakenError, saveProfileEdit } from "~/.server/profiles/save";
import { profilePath } from "~/domain/profile-url";
import { findProfile } from "~/.server/profiles/store";
import { listTags } from "~/.server/profiles/tags";
import { UploadActivityProvider } from "~/components/photos/upload-activity";
import { requireUser } from "~/.server/accounts/session";
import type { Route } from "./+types/route";

type EditInput = z.input<typeof profileEditSchema>;

export const meta: Route.MetaFunction = () => [
  { title: "Edit profile · Tipped" },
  { name: "robots", content: "noindex" },
];

/** A signed-in user's own page: never kept by any cache. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const user = await requireUser(runtime, request);
  const profile = await findProfile(runtime.db, params.uid);
  // A missing profile sends the user home (requirements 2); someone else's goes to its public page.
  if (!profile) throw redirect("/");
  if (profile.ownerUid !== user.id) throw redirect(`/profile/${params.uid}`);
  return {
    uid: params.uid,
    defaults: { ...requiredInfoDefaults(profile), ...optionalDetailsDefaults(profile) },
    photos: photosDefaults(profile),
    tagSuggestions: await listTags(runtime.db),
    today: todayIso(),
    publicUrl: runtime.settings.PUBLIC_URL,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { runtime } = context;
  const user = await requireUser(runtime, request);
  if (params.uid !== user.id) throw data("You can only edit your own profile.", { status: 403 });
  const submission = parseWithZod(await request.formData(), { schema: profileEditSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let saved: Awaited<ReturnType<typeof saveProfileEdit>>;
  try {
    saved = await saveProfileEdit(runtime, user.id, submission.value);
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

export default function EditProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [uploading, setUploading] = useState(false);
  const { defaults, publicUrl } = loaderData;
  const [form, fields] = useForm<EditInput>({
    id: "edit-profile",
    lastResult: actionData?.result,
    defaultValue: defaults as DefaultValue<EditInput>,
    constraint: getZodConstraint(profileEditSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileEditSchema }),
  });
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Edit profile</h1>
      <p className="mt-2 text-slate-300">Changes show on your public page as soon as you save.</p>
      <div className="mt-8">
        <UploadActivityProvider onActiveChange={setUploading}>
          <PhotosEditor defaults={loaderData.photos} />
        </UploadActivityProvider>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-8 space-y-10 rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10 sm:p-8"
      >
        <RequiredInfoFields fields={fields} form={form} />
        <OptionalDetailsFields
          fields={fields}
          defaults={defaults}
          tagSuggestions={loaderData.tagSuggestions}
          today={loaderData.today}
          allErrors={form.allErrors}
          publicUrl={publicUrl}
        />
        <FieldError id={form.errorId} errors={form.errors} role="alert" />
        {/* Sticky only where the screen is tall enough; on a phone it would cover the field being typed in. */}
        <div className="-mx-6 flex items-center justify-end gap-3 border-t border-white/10 bg-slate-900/95 px-6 py-4 sm:sticky sm:bottom-0 sm:-mx-8 sm:px-8">
          <button
            type="button"
            onClick={() => void navigate(-1)}
            className="rounded-full px-6 py-3 font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving || uploading}
            className="rounded-full bg-emerald-400 px-8 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
          >
            {uploading ? "Uploading…" : saving ? "Saving…" : "Save Changes"}
          </button>
        </div>
      </Form>
    </main>
  );
}
