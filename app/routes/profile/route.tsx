import { data } from "react-router";
import { findRecipient } from "~/.server/recipients";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const name = loaded?.profile ? [loaded.profile.firstName, loaded.profile.lastName].filter(Boolean).join(" ") : "";
  return [{ title: name ? `Tip ${name} · Tipped` : "Profile not found · Tipped" }];
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const recipient = await findRecipient(context.runtime.db, params.uid);
  if (!recipient) return data({ profile: null }, { status: 404 });
  return { profile: { firstName: recipient.firstName, lastName: recipient.lastName } };
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.profile) {
    return (
      <main className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold text-white">Profile not found</h1>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">
        {[loaderData.profile.firstName, loaderData.profile.lastName].filter(Boolean).join(" ") || "New performer"}
      </h1>
    </main>
  );
}
