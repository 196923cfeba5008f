import { useCallback, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { adminSessionIsValid, adminTokenFrom } from "~/.server/admin/admin-session";
import type { Route } from "./+types/route";
import { AdminApiError, adminApi } from "./admin-api";
import { AdminLoginForm } from "./login-form";
import { QrCodesPanel } from "./qr-codes-panel";
import { StatsPanel } from "./stats-panel";
import { UsersPanel } from "./users-panel";

export const meta: Route.MetaFunction = () => [{ title: "Admin · Tipped" }, { name: "robots", content: "noindex" }];

/** Whether admin is configured and whether this browser holds a valid admin session; nothing secret goes out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, db } = context.runtime;
  const configured = Boolean(settings.ADMIN_PASSWORD);
  const signedIn = configured && (await adminSessionIsValid(db, adminTokenFrom(request.headers.get("cookie"))));
  return { configured, signedIn };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}


export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  if (!loaderData.configured) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-white">Admin</h1>
        <p className="mt-4 text-slate-300">
          Admin is not configured. Set <code>ADMIN_PASSWORD</code> on the server to enable it.
        </p>
      </main>
    );
  }
  if (!loaderData.signedIn) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 sm:px-6">
        <AdminLoginForm onSignedIn={() => void revalidator.revalidate()} />
      </main>
    );
  }
  return <AdminDashboard onSignedOut={() => void revalidator.revalidate()} />;
}

function AdminDashboard({ onSignedOut }: { onSignedOut: () => void }) {
  const navigate = useNavigate();
  const [refreshKey, setRefreshKey] = useState(0);
  const refreshStats = useCallback(() => setRefreshKey((key) => key + 1), []);
  // A session that ended elsewhere (expired, logged out in another tab) brings the login form back.
  const onUnauthorized = useCallback(
    (error: unknown) => {
      if (error instanceof AdminApiError && error.status === 401) {
        onSignedOut();
        return true;
      }
      return false;
    },
    [onSignedOut],
  );

  async function logout() {
    await adminApi("/logout", { method: "POST" }).catch(() => undefined);
    await navigate("/", { replace: true });
  }

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-white">Admin dashboard</h1>
        <button type="button" onClick={() => void logout()} className="rounded-full px-5 py-2 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10">
          Logout
        </button>
      </div>
      <StatsPanel refreshKey={refreshKey} onUnauthorized={onUnauthorized} />
      <QrCodesPanel onUnauthorized={onUnauthorized} onChange={refreshStats} />
      <UsersPanel onUnauthorized={onUnauthorized} onChange={refreshStats} />
    </main>
  );
}
