import { data, Link } from "react-router";
import { DEFAULT_CURRENCY } from "~/domain/currency";
import { EMPTY_DASHBOARD, loadDashboard } from "~/.server/analytics/dashboard";
import { TipSignDownloads } from "~/components/tip-sign-downloads";
import { findProfileOnce } from "~/.server/profiles/request-profile";
import { requireUser } from "~/.server/accounts/session";
import { editProfilePath, printedProfileUrl, profileUrl } from "~/domain/profile-url";
import { ActivityTable } from "./activity-table";
import { AmountsChosen, MetricCards, MonthlyViews, TopLinks } from "./panels";
import { PageLive, usePageJustWentLive } from "~/components/page-live";
import { QuickActions } from "./quick-actions";
import { useViewerClock } from "./viewer-clock";
import type { Route } from "./+types/route";
import { errorForLog } from "~/.server/platform/log-safe";
import { findPaymentAccount } from "~/.server/tips/connect";
import { EMPTY_TIPS, loadTipsSummary, setMessageHidden } from "~/.server/tips/owner";
import { findPlan } from "~/.server/tips/plans";
import { PaymentsPanel } from "~/components/card-tips-setup";
import { PlanPanel, TipsPanel, useTipsLive } from "./tips-panel";
import { EMPTY_FANS_PANEL, fansAction, loadFansPanel } from "~/.server/fans/dashboard";
import { FansPanel } from "./fans";
import { EMPTY_PITCHES_PANEL, loadPitchesPanel, pitchesAction } from "~/.server/pitches/dashboard";
import { PitchesPanel } from "./pitches";
import { m } from "~/i18n/paraglide/messages.js";

export const meta: Route.MetaFunction = () => [{ title: m.owner_dash_meta_title() }];

/** A signed-in user's own page: never kept by a browser or a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { runtime } = context;
  const user = requireUser(context);
  const now = new Date();
  const search = new URL(request.url).searchParams;
  const printedUrl = printedProfileUrl(runtime.settings.PUBLIC_URL, user.id);
  // The panels' reads go out together (on PostgreSQL each on its own connection); those that need the profile start
  // as soon as it is there. requirements 9: a load failure shows zeros, never an error page.
  const profileRead = findProfileOnce(runtime.db, context, user.id).catch(() => undefined);
  const [profile, stats, fans, pitches, tips] = await Promise.all([
    profileRead,
    loadDashboard(runtime.db, user.id, now).catch((error: unknown) => {
      console.error("Dashboard figures could not be loaded", errorForLog(error));
      return EMPTY_DASHBOARD();
    }),
    profileRead
      .then((profile) => loadFansPanel(runtime, user.id, profile))
      .catch((error: unknown) => {
        console.error("Dashboard fans could not be loaded", errorForLog(error));
        return EMPTY_FANS_PANEL;
      }),
    profileRead
      .then((profile) =>
        loadPitchesPanel(runtime.db, user.id, profile, new Date(runtime.now()), printedUrl, {
          all: search.get("pitches") === "all",
        }),
      )
      .catch((error: unknown) => {
        console.error("Dashboard pitches could not be loaded", errorForLog(error));
        return EMPTY_PITCHES_PANEL;
      }),
    profileRead.then((profile) => cardTips(runtime, user.id, now, search, profile?.currency ?? DEFAULT_CURRENCY)),
  ]);
  return {
    fans,
    pitches,
    firstName: profile?.firstName ?? null,
    uid: user.id,
    profileComplete: Boolean(profile?.completed),
    profileUrl: profileUrl(runtime.settings.PUBLIC_URL, { ownerUid: user.id, handle: profile?.handle }),
    stats,
    now: now.toISOString(),
    chosenPlan: profile?.subscription ?? null,
    currency: profile?.currency ?? DEFAULT_CURRENCY,
    ...tips,
  };
}

/** Card tips, when the site takes them: the owner's Stripe account status and their tips (zeros on a failure). */
async function cardTips(
  runtime: Route.LoaderArgs["context"]["runtime"],
  uid: string,
  now: Date,
  search: URLSearchParams,
  currency: string,
) {
  if (!runtime.settings.stripe) return { payments: null, plan: null };
  const outcome = search.get("payments");
  const prices = runtime.settings.stripe.prices;
  const [account, tips, planState] = await Promise.all([
    findPaymentAccount(runtime.db, uid).catch(() => null),
    loadTipsSummary(runtime.db, uid, now, currency).catch((error: unknown) => {
      console.error("Tips could not be loaded", errorForLog(error));
      return EMPTY_TIPS();
    }),
    prices ? findPlan(runtime.db, uid).catch(() => null) : null,
  ]);
  const plan = prices ? { state: planState, outcome: search.get("plan") } : null;
  return { payments: { account, tips, outcome }, plan };
}

/** The dashboard's forms: a tip's message hidden or shown; a fan removed, or the fans told. */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime } = context;
  const user = requireUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "hide-message" || intent === "show-message") {
    const tip = form.get("tip");
    const changed =
      typeof tip === "string" && (await setMessageHidden(runtime.db, user.id, tip, intent === "hide-message"));
    return data(
      { intent: "tip-message" as const, ok: changed, message: changed ? null : "That tip was not found" },
      { status: changed ? 200 : 404 },
    );
  }
  const profile = await findProfileOnce(runtime.db, context, user.id);
  const pitched = await pitchesAction(runtime, user.id, profile, form);
  if (pitched) return data(pitched.result, { status: pitched.status });
  const result = await fansAction(runtime, user.id, profile, form);
  if (!result) return data({ intent: "unknown" as const, ok: false, message: "Unknown action" }, { status: 400 });
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, uid, profileUrl, profileComplete } = loaderData;
  const clock = useViewerClock(loaderData.now);
  const justWentLive = usePageJustWentLive();
  const { payments } = loaderData;
  useTipsLive(payments !== null);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{m.owner_dash_title()}</h1>
      <p className="mt-2 text-slate-300">
        {m.owner_dash_welcome({ name: loaderData.firstName || m.owner_dash_user() })}
      </p>
      {justWentLive && <PageLive profileUrl={profileUrl} />}
      <MetricCards stats={stats} />
      <p className="mt-4">
        <Link
          to="/dashboard/insights"
          className="inline-flex min-h-11 items-center rounded-full border border-emerald-400/40 px-4 text-sm font-semibold text-emerald-300 hover:bg-emerald-400/10"
        >
          {m.insights_link()}
        </Link>
      </p>
      {payments && <TipsPanel tips={payments.tips} />}
      <PitchesPanel panel={loaderData.pitches} action={actionData?.intent === "pitch" ? actionData : null} />
      <div className="mt-6 grid gap-6 *:min-w-0 lg:grid-cols-2">
        <MonthlyViews months={stats.months} tips={payments?.tips} />
        <TopLinks links={stats.topLinks} />
      </div>
      <div className="mt-6">
        <AmountsChosen amounts={stats.amounts} currency={loaderData.currency} />
      </div>
      <ActivityTable events={stats.recent} clock={clock} />
      {payments && <PaymentsPanel account={payments.account} outcome={payments.outcome} className="mt-6" />}
      {loaderData.plan && (
        <PlanPanel chosen={loaderData.chosenPlan} state={loaderData.plan.state} outcome={loaderData.plan.outcome} />
      )}
      <FansPanel
        fans={loaderData.fans}
        action={
          actionData?.intent === "unknown" || actionData?.intent === "tip-message" || actionData?.intent === "pitch"
            ? null
            : actionData
        }
      />
      <QuickActions uid={uid} profileUrl={profileUrl} />
      <div className="mt-6">
        <TipSignDownloads
          profileComplete={profileComplete}
          editHref={profileComplete ? editProfilePath(uid) : "/signup?step=2"}
        />
      </div>
    </main>
  );
}
