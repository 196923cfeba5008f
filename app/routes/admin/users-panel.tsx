import { useCallback, useEffect, useState } from "react";
import type { AdminUser } from "~/.server/admin/users";
import { adminApi, failure, formatDate } from "./admin-api";

type UsersPage = { users: AdminUser[]; total: number; page: number; pageSize: number };

/** Users, a page at a time from the server (fine with thousands), searchable by email. */
export function UsersPanel({ onUnauthorized, onChange }: { onUnauthorized: (error: unknown) => boolean; onChange: () => void }) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<UsersPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const query = new URLSearchParams({ page: String(page), search });
        const result = await adminApi<UsersPage>(`/users?${query}`);
        if (!signal?.aborted) {
          setData(result);
          setError(null);
        }
      } catch (caught) {
        if (!signal?.aborted && !onUnauthorized(caught)) setError(failure("Failed to fetch data", caught));
      }
    },
    [page, search, onUnauthorized],
  );

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => void load(controller.signal), 250); // typing in search waits a moment
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [load]);

  async function toggle(user: AdminUser) {
    setPending(user.uid);
    try {
      await adminApi(`/users/${encodeURIComponent(user.uid)}/active`, { method: "POST", body: { isActive: !user.isActive } });
      setData((current) => current && { ...current, users: current.users.map((u) => (u.uid === user.uid ? { ...u, isActive: !u.isActive } : u)) });
      setError(null);
    } catch (caught) {
      if (!onUnauthorized(caught)) setError(failure("Failed to update user status", caught));
    } finally {
      setPending(null);
    }
  }

  async function remove(user: AdminUser) {
    if (!window.confirm("Are you sure you want to delete this user?")) return;
    setPending(user.uid);
    try {
      await adminApi(`/users/${encodeURIComponent(user.uid)}`, { method: "DELETE" });
      await load();
      onChange();
    } catch (caught) {
      if (!onUnauthorized(caught)) setError(failure("Failed to delete user", caught));
    } finally {
      setPending(null);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="users-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="users-heading" className="text-xl font-bold text-white">
          Users {data && <span className="text-base font-normal text-slate-400">({data.total.toLocaleString()})</span>}
        </h2>
        <div className="space-y-1">
          <label htmlFor="user-search" className="block text-sm font-medium text-slate-200">
            Search by email
          </label>
          <input
            id="user-search"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-2 text-white focus:border-emerald-400 focus:outline-none sm:w-72"
          />
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3">Email</th>
              <th scope="col" className="py-2 pr-3">Display name</th>
              <th scope="col" className="py-2 pr-3">Profile complete</th>
              <th scope="col" className="py-2 pr-3">Last login</th>
              <th scope="col" className="py-2 pr-3">Status</th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10 text-slate-200">
            {data?.users.map((user) => (
              <tr key={user.uid} data-user-email={user.email}>
                <td className="py-2 pr-3 break-all">{user.email}</td>
                <td className="py-2 pr-3">{user.displayName || "—"}</td>
                <td className="py-2 pr-3">{user.profileComplete ? "Yes" : "No"}</td>
                <td className="py-2 pr-3">{formatDate(user.lastLoginAt)}</td>
                <td className="py-2 pr-3">
                  <button
                    type="button"
                    disabled={pending === user.uid}
                    onClick={() => void toggle(user)}
                    aria-label={`${user.isActive ? "Active" : "Inactive"}: make ${user.email} ${user.isActive ? "inactive" : "active"}`}
                    className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 disabled:opacity-60 ${
                      user.isActive ? "bg-emerald-500/15 text-emerald-300 ring-emerald-400/40" : "bg-slate-700/40 text-slate-300 ring-white/20"
                    }`}
                  >
                    {user.isActive ? "Active" : "Inactive"}
                  </button>
                </td>
                <td className="py-2 text-right">
                  <button
                    type="button"
                    disabled={pending === user.uid}
                    onClick={() => void remove(user)}
                    className="rounded-full px-3 py-1 text-xs text-rose-300 ring-1 ring-rose-400/40 hover:bg-rose-500/10 disabled:opacity-60"
                  >
                    Delete<span className="sr-only"> {user.email}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.users.length === 0 && <p className="py-4 text-slate-400">No users match.</p>}
      </div>
      <nav aria-label="Users pages" className="mt-4 flex items-center justify-between text-sm text-slate-300">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded-full px-3 py-1 ring-1 ring-white/20 disabled:opacity-40">
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className="rounded-full px-3 py-1 ring-1 ring-white/20 disabled:opacity-40">
          Next
        </button>
      </nav>
    </section>
  );
}
