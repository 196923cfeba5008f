import { m } from "~/i18n/paraglide/messages.js";
import { inPageLanguage } from "./admin-data";
import { data, Form, isRouteErrorResponse, type ShouldRevalidateFunction, useRouteError } from "react-router";
import { ADMIN_MESSAGES, adminIntentSchema, failureMessage, readUsersQuery } from "~/domain/admin-forms";
import { isAdminRequest } from "~/.server/admin/admin-session";
import { adminStats, listUsers } from "~/.server/admin/users";
import { listQrCodes } from "~/.server/admin/qr-codes";
import { listOpenReports } from "~/.server/admin/reports";
import type { Route } from "./+types/route";
import * as intents from "./actions.server";
import { AdminLoginForm } from "./login-form";
import { QrCodesPanel } from "./qr-codes-panel";
import { ReportsPanel } from "./reports-panel";
import { StatsPanel } from "./stats-panel";
import { UsersPanel } from "./users-panel";
import { privateHeadersWithRetryAfter } from "../private-headers";

export const meta: Route.MetaFunction = () => [
  { title: m.rest_admin_meta_title() },
  { name: "robots", content: "noindex" },
];

/** Never cached; a refused login's Retry-After reaches the browser. */
export const headers = privateHeadersWithRetryAfter;

/** The admin screen's data for a valid admin session; without one only whether admin is configured. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const configured = Boolean(runtime.settings.ADMIN_PASSWORD);
  if (!(await isAdminRequest(runtime, request))) return { configured, signedIn: false as const };

  const query = readUsersQuery(new URL(request.url).searchParams);
  const [stats, users, qrCodes, reports] = await Promise.all([
    adminStats(runtime.db),
    listUsers(runtime.db, query),
    listQrCodes(runtime.db),
    listOpenReports(runtime.db),
  ]);
  return {
    configured,
    signedIn: true as const,
    stats,
    users: { ...users, search: query.search },
    qrCodes,
    reports: reports.reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, clientIp } = context;
  const formData = await request.formData();
  const intent = adminIntentSchema.safeParse(formData.get("intent"));
  if (!intent.success) return data({ intent: null, error: "Unknown action" }, { status: 400 });
  if (!runtime.settings.ADMIN_PASSWORD)
    return data({ intent: null, error: ADMIN_MESSAGES.notConfigured }, { status: 404 });
  const args = { runtime, request, clientIp, formData };

  if (intent.data === "login") return intents.login(args);
  if (intent.data === "logout") return intents.logout(args);
  if (!(await isAdminRequest(runtime, request))) {
    return data({ intent: null, error: ADMIN_MESSAGES.signInRequired }, { status: 401 });
  }
  switch (intent.data) {
    case "toggle-active":
      return intents.toggleActive(args);
    case "delete-user":
      return intents.removeUser(args);
    case "create-qr":
      return intents.createQr(args);
    case "delete-qr":
      return intents.removeQr(args);
    case "dismiss-report":
      return intents.dismissReport(args);
    case "deactivate-reported":
      return intents.deactivateReported(args);
  }
}

/**
 * After a refused row action the data is reloaded too: 401 means the session ended (the login form comes back),
 * 404 means someone else already changed the row.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 401 || actionStatus === 404 || defaultShouldRevalidate;

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  // Row actions sent without JavaScript (and any refused for want of a session) answer with the page itself.
  const actionError = actionData && "error" in actionData ? actionData.error : null;
  if (!loaderData.configured) {
    const [before, after] = m.rest_admin_not_configured({ setting: "\u0000" }).split("\u0000");
    return (
      <main className="mx-auto max-w-md px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-white">{m.rest_admin()}</h1>
        <p className="mt-4 text-slate-300">
          {before}
          <code>ADMIN_PASSWORD</code>
          {after}
        </p>
      </main>
    );
  }
  if (!loaderData.signedIn) {
    return (
      <main className="mx-auto max-w-md space-y-6 px-4 py-16 sm:px-6">
        <ActionError error={actionError} />
        <AdminLoginForm lastResult={actionData?.intent === "login" ? actionData.result : undefined} />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="min-w-0 text-2xl font-bold break-words text-white sm:text-3xl">{m.rest_admin_dashboard()}</h1>
        <Form method="post" action="/admin" replace>
          <button
            type="submit"
            name="intent"
            value="logout"
            className="rounded-full px-5 py-2 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
          >
            {m.rest_admin_logout()}
          </button>
        </Form>
      </div>
      <ActionError error={actionError} />
      <StatsPanel stats={loaderData.stats} />
      <ReportsPanel reports={loaderData.reports} />
      <QrCodesPanel
        qrCodes={loaderData.qrCodes}
        lastResult={actionData?.intent === "create-qr" ? actionData.result : undefined}
      />
      <UsersPanel users={loaderData.users} />
    </main>
  );
}

function ActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-2xl bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-300 ring-1 ring-rose-400/30"
    >
      {inPageLanguage(error)}
    </p>
  );
}

/** A loader that failed (the database, or the network on a revalidation) says so in requirements 8's words. */
export function ErrorBoundary() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) ? error.statusText : undefined;
  return (
    <main className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{m.rest_admin()}</h1>
      <p role="alert" className="mt-4 font-medium text-rose-300">
        {inPageLanguage(failureMessage(ADMIN_MESSAGES.fetchFailed, reason || undefined))}
      </p>
      <a
        href="/admin"
        className="mt-6 inline-block rounded-full px-5 py-2 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
      >
        {m.rest_admin_try_again()}
      </a>
    </main>
  );
}
