import { m } from "~/i18n/paraglide/messages.js";
import { formatNumber } from "~/i18n/format";
import { planLabel } from "~/i18n/plan-words";
import { inPageLanguage } from "./admin-data";
import { useEffect, useRef } from "react";
import { Form, Link, useFetcher, useSubmit } from "react-router";
import { TableHead } from "~/components/ui/table-head";
import { usersQueryString } from "~/domain/admin-forms";
import { LocalTime } from "~/components/local-time";
import type { AdminData } from "./admin-data";
import { DeleteForm } from "./delete-form";
import { Label } from "~/components/ui/field";

type UsersPage = AdminData["users"];
type User = UsersPage["users"][number];

/** Typing in the search waits this long before asking the server. */
const SEARCH_DELAY_MS = 250;

/**
 * Users, a page at a time from the server (fine with thousands), searchable by email or tag. The search and the page
 * live in the address (/admin?search=…&page=…), so they work as plain links and forms without JavaScript.
 */
export function UsersPanel({ users }: { users: UsersPage }) {
  const submit = useSubmit();
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const pages = Math.max(1, Math.ceil(users.total / users.pageSize));
  const pageLink = (page: number) => `/admin${usersQueryString({ search: users.search, page })}`;

  return (
    <section aria-labelledby="users-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="users-heading" className="text-xl font-bold text-white">
          {`${m.rest_admin_users()} `}
          <span className="text-base font-normal text-slate-400">({formatNumber(users.total)})</span>
        </h2>
        <Form method="get" action="/admin" role="search" preventScrollReset className="space-y-1">
          <Label htmlFor="user-search">{m.rest_admin_search()}</Label>
          <input
            id="user-search"
            type="search"
            name="search"
            defaultValue={users.search}
            maxLength={200}
            onChange={(event) => {
              const form = event.currentTarget.form;
              window.clearTimeout(searchTimer.current);
              searchTimer.current = window.setTimeout(() => {
                if (form) void submit(form, { replace: true, preventScrollReset: true });
              }, SEARCH_DELAY_MS);
            }}
            className="block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-2 text-white focus:border-emerald-400 focus:outline-none sm:w-72"
          />
        </Form>
      </div>
      {/* No box to scroll sideways: a card a user on a phone. `relative` keeps the screen-reader-only
          texts (absolutely placed) inside the panel. */}
      <div className="relative mt-4">
        <table className="stacked w-full text-start text-sm">
          <TableHead
            columns={[
              m.rest_admin_col_email(),
              m.rest_admin_col_name(),
              m.rest_admin_col_complete(),
              m.rest_admin_col_plan(),
              m.rest_admin_col_last_login(),
              m.rest_admin_col_status(),
              { hidden: m.rest_admin_col_actions() },
            ]}
            className="text-xs uppercase tracking-wide text-slate-400"
            cell="py-2"
            gap="pe-3"
          />
          <tbody className="divide-y divide-white/10 text-slate-200">
            {users.users.map((user) => (
              <UserRow key={user.uid} user={user} />
            ))}
          </tbody>
        </table>
        {users.users.length === 0 && <p className="py-4 text-slate-400">{m.rest_admin_no_users()}</p>}
      </div>
      <nav
        aria-label={m.rest_admin_users_pages()}
        className="mt-4 flex items-center justify-between text-sm text-slate-300"
      >
        <PageLink to={pageLink(users.page - 1)} disabled={users.page <= 1}>
          {m.rest_admin_previous()}
        </PageLink>
        <span>{m.rest_admin_page_of({ page: formatNumber(users.page), pages: formatNumber(pages) })}</span>
        <PageLink to={pageLink(users.page + 1)} disabled={users.page >= pages}>
          {m.rest_admin_next()}
        </PageLink>
      </nav>
    </section>
  );
}

function PageLink({ to, disabled, children }: { to: string; disabled: boolean; children: string }) {
  const className = "rounded-full px-3 py-1 ring-1 ring-white/20";
  if (disabled) {
    return (
      <span aria-disabled="true" className={`${className} opacity-40`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset className={`${className} hover:bg-white/10`}>
      {children}
    </Link>
  );
}

function UserRow({ user }: { user: User }) {
  const toggle = useFetcher<{ error: string | null }>({ key: `toggle-active-${user.uid}` });
  const remove = useFetcher<{ error: string | null }>({ key: `delete-user-${user.uid}` });
  const busy = toggle.state !== "idle" || remove.state !== "idle";
  // While the change is on its way, the button already shows what was asked for.
  const pendingState = toggle.formData?.get("isActive");
  const isActive = pendingState === undefined || pendingState === null ? user.isActive : pendingState === "true";
  const error =
    (toggle.state === "idle" && toggle.data?.error) || (remove.state === "idle" && remove.data?.error) || null;

  return (
    <tr data-user-email={user.email}>
      <td data-label={m.rest_admin_col_email()} className="py-2 pe-3 break-all">
        {user.email}
        {error && (
          <p role="alert" className="mt-1 font-medium text-rose-300">
            {inPageLanguage(error)}
          </p>
        )}
      </td>
      <td data-label={m.rest_admin_col_name()} className="py-2 pe-3">
        {user.displayName || "—"}
      </td>
      <td data-label={m.rest_admin_col_complete()} className="py-2 pe-3">
        {user.profileComplete ? m.rest_admin_yes() : m.rest_admin_no()}
      </td>
      <td data-label={m.rest_admin_col_plan()} className="py-2 pe-3">
        {user.plan ? planLabel(user.plan) : "—"}
      </td>
      <td data-label={m.rest_admin_col_last_login()} className="py-2 pe-3">
        <LocalTime iso={user.lastLoginAt} fallback={m.rest_admin_never()} />
      </td>
      <td data-label={m.rest_admin_col_status()} className="py-2 pe-3">
        <toggle.Form method="post" action="/admin">
          <input type="hidden" name="uid" value={user.uid} />
          <input type="hidden" name="isActive" value={String(!isActive)} />
          <button
            type="submit"
            name="intent"
            value="toggle-active"
            disabled={busy}
            aria-label={
              isActive
                ? m.rest_admin_make_inactive({ email: user.email })
                : m.rest_admin_make_active({ email: user.email })
            }
            className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 disabled:opacity-60 ${
              isActive
                ? "bg-emerald-500/15 text-emerald-300 ring-emerald-400/40"
                : "bg-slate-700/40 text-slate-300 ring-white/20"
            }`}
          >
            {isActive ? m.rest_admin_active() : m.rest_admin_inactive()}
          </button>
        </toggle.Form>
      </td>
      <td data-label="" className="py-2 text-end max-sm:pt-2 max-sm:text-start">
        <DeleteForm fetcher={remove} kind="user" id={user.uid} what={user.email} busy={busy} small />
      </td>
    </tr>
  );
}
