import { useState } from "react";
import { adminApi } from "./admin-api";

/** The admin password form; the password goes to the server only, which answers with an HttpOnly session. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) {
      setError("Enter the admin password");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await adminApi("/login", { method: "POST", body: { password } });
      onSignedIn();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Invalid password");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="admin-login-heading" className="rounded-3xl bg-slate-900 p-8 ring-1 ring-white/10">
      <h1 id="admin-login-heading" className="text-2xl font-bold text-white">
        Admin sign-in
      </h1>
      <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <label htmlFor="admin-password" className="block text-sm font-medium text-slate-200">
            Admin password
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "admin-password-error" : undefined}
            className={`block w-full rounded-xl border bg-slate-950 px-4 py-3 text-white focus:border-emerald-400 focus:outline-none ${
              error ? "border-rose-400" : "border-white/15"
            }`}
          />
          <p id="admin-password-error" role="alert" className="min-h-5 text-sm font-medium text-rose-300">
            {error}
          </p>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
        >
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </section>
  );
}
