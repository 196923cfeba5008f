import { EMPTY_DASHBOARD, loadDashboard } from "~/.server/analytics/dashboard";
import { TipSignDownloads } from "~/components/tip-sign-downloads";
import { findProfileOnce } from "~/.server/profiles/request-profile";
import { requireUser } from "~/.server/accounts/session";
import { profileUrl } from "~/domain/profile-url";
import { ActivityTable, AmountsChosen, MetricCards, MonthlyViews, TopLinks } from "./panels";
import { PageLive, usePageJustWentLive } from "~/components/page-live";
import { QuickActions } from "./quick-actions";
import { useViewerClock } from "./viewer-clock";
import type { Route } from "./+types/route";
import { errorForLog } from "~/.server/platform/log-safe";

export const meta: Route.MetaFunction = () => [{ title: "Analytics Dashboard · Tipped" }];

/** A signed-in user's own page: never kept by a browser or a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { runtime } = context;
  const user = requireUser(context);
  const profile = await findProfileOnce(runtime.db, context, user.id).catch(() => undefined);
  // requirements 9: a load failure shows zeros, never an error page.
  const now = new Date();
  const stats = await loadDashboard(runtime.db, user.id, now).catch((error: unknown) => {
    console.error("Dashboard figures could not be loaded", errorForLog(error));
    return EMPTY_DASHBOARD();
  });
  return {
    firstName: profile?.firstName ?? null,
    uid: user.id,
    profileComplete: Boolean(profile?.completed),
    profileUrl: profileUrl(runtime.settings.PUBLIC_URL, { ownerUid: user.id, handle: profile?.handle }),
    stats,
    now: now.toISOString(),
  };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { stats, uid, profileUrl, profileComplete } = loaderData;
  const clock = useViewerClock(loaderData.now);
  const justWentLive = usePageJustWentLive();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Analytics Dashboard</h1>
      <p className="mt-2 text-slate-300">{`Welcome back ${loaderData.firstName || "User"}`}</p>
      {justWentLive && <PageLive profileUrl={profileUrl} />}
      <MetricCards stats={stats} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MonthlyViews months={stats.months} />
        <TopLinks links={stats.topLinks} />
      </div>
      <div className="mt-6">
        <AmountsChosen amounts={stats.amounts} />
      </div>
      <ActivityTable events={stats.recent} clock={clock} />
      <QuickActions uid={uid} profileUrl={profileUrl} />
      <div className="mt-6">
        <TipSignDownloads
          profileComplete={profileComplete}
          editHref={profileComplete ? `/profile/${uid}/edit` : "/signup?step=2"}
        />
      </div>
    </main>
  );
}
