import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Admin · Tipped" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  return { configured: Boolean(context.runtime.settings.ADMIN_PASSWORD) };
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Admin</h1>
      {!loaderData.configured && (
        <p className="mt-4 text-slate-300">
          Admin is not configured. Set <code>ADMIN_PASSWORD</code> on the server to enable it.
        </p>
      )}
    </main>
  );
}
