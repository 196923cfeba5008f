import { data } from "react-router";
import { EMPTY_DASHBOARD, loadDashboard } from "~/.server/analytics/dashboard";
import { KEPT_UNTIL_HEADER } from "~/.server/cache/profile-page-cache";
import { TipSignDownloads } from "~/components/tip-sign-downloads";
import { findProfileOnce } from "~/.server/cache/request-profile";
import { requireUser } from "~/.server/session";
import { dashboardTrueUntil } from "~/domain/dashboard-page";
import { profileUrl } from "~/domain/profile-url";
import { ActivityTable, AmountsChosen, MetricCards, MonthlyViews, TopLinks } from "./panels";
import { QuickActions } from "./quick-actions";
import { useViewerClock } from "./viewer-clock";
import type { Route } from "./+types/route";
import { errorForLog } from "~/.server/log-safe";

export const meta: Route.MetaFunction = () => [{ title: "Analytics Dashboard · Tipped" }];

/**
 * A signed-in user's own page: never kept by a browser or shared cache (issue 15). The server may keep its HTML for
 * this user (app/.server/cache/kept-dashboard-route.ts) until KEPT_UNTIL_HEADER, which the loader sets only when
 * everything on the page was read; that header is the server's own and never sent.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const keptUntil = loaderHeaders.get(KEPT_UNTIL_HEADER);
  return { "Cache-Control": "private, no-store", ...(keptUntil ? { [KEPT_UNTIL_HEADER]: keptUntil } : {}) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const user = await requireUser(runtime, request);
  let complete = true; // false once anything shown had to be made up (zeros for figures that could not be read)
  const profile = await findProfileOnce(runtime.db, context, user.id).catch(() => {
    complete = false;
    return undefined;
  });
  // SPEC 9: a load failure shows zeros, never an error page.
  const now = new Date();
  const stats = await runtime.dashboards
    .get(user.id, now, () => loadDashboard(runtime.db, user.id, now))
    .catch((error: unknown) => {
      console.error("Dashboard figures could not be loaded", errorForLog(error));
      complete = false;
      return EMPTY_DASHBOARD();
    });
  const payload = {
    firstName: profile?.firstName ?? null,
    uid: user.id,
    profileComplete: Boolean(profile?.completed),
    profileUrl: profileUrl(runtime.settings.PUBLIC_URL, { ownerUid: user.id, handle: profile?.handle }),
    stats,
    now: now.toISOString(),
  };
  if (!complete) return payload;
  // What the page says about "now" (the relative times of Recent Activity, the current month) stays true until this
  // moment; a kept copy of the HTML goes then at the latest (app/domain/dashboard-page.ts).
  const trueUntil = dashboardTrueUntil(
    stats.recent.map((event) => event.timestamp),
    now,
  );
  return data(payload, { headers: { [KEPT_UNTIL_HEADER]: String(trueUntil) } });
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { stats, uid, profileUrl, profileComplete } = loaderData;
  const clock = useViewerClock(loaderData.now);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Analytics Dashboard</h1>
      <p className="mt-2 text-slate-300">{`Welcome back ${loaderData.firstName || "User"}`}</p>
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
