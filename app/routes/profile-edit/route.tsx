import { redirect } from "react-router";
import { findRecipient } from "~/.server/recipients";
import { requireUser } from "~/.server/session";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Edit profile · Tipped" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.runtime, request);
  const recipient = await findRecipient(context.runtime.db, params.uid);
  if (!recipient) throw redirect("/");
  // Only the owner edits; anyone else sees the public profile.
  if (recipient.ownerUid !== user.id) throw redirect(`/profile/${params.uid}`);
  return { uid: params.uid };
}

export default function EditProfilePage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Edit profile</h1>
    </main>
  );
}
