import { TipSignDownloads } from "~/components/tip-sign-downloads";
import { findRecipient } from "~/.server/recipients";
import { requireUser } from "~/.server/session";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Analytics Dashboard · Tipped" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.runtime, request);
  const recipient = await findRecipient(context.runtime.db, user.id);
  return { firstName: recipient?.firstName ?? null, uid: user.id, profileComplete: Boolean(recipient?.completed) };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Analytics Dashboard</h1>
      <p className="mt-2 text-slate-300">{`Welcome back ${loaderData.firstName || "User"}`}</p>
      <div className="mt-8">
        <TipSignDownloads
          profileComplete={loaderData.profileComplete}
          editHref={loaderData.profileComplete ? `/profile/${loaderData.uid}/edit` : "/signup?step=2"}
        />
      </div>
    </main>
  );
}
