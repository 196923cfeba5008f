import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Logo } from "./logo";
import { profilePath } from "~/domain/profile-url";
import { m } from "~/i18n/paraglide/messages.js";

type NavbarUser = { id: string; email: string; avatarUrl: string } | null;

/** The navbar on every page (requirements 2). */
export function Navbar({ user }: { user: NavbarUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-slate-950/85 backdrop-blur">
      <nav aria-label={m.nav_main()} className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={m.nav_home()}>
          <Logo />
        </Link>
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <div className="flex items-center gap-2">
            <Link
              to="/signup?mode=login"
              className="rounded-full px-4 py-2 text-sm font-semibold text-slate-100 hover:bg-white/10"
            >
              {m.nav_login()}
            </Link>
            <Link
              to="/signup"
              className="rounded-full bg-emerald-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-emerald-300"
            >
              {m.nav_signup()}
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}

/**
 * The avatar menu is a <details> disclosure, so it opens even on pages that load no React;
 * closing on an outside click and on Escape is added by React here and by app/enhance/navbar.ts there.
 */
function AccountMenu({ user }: { user: NonNullable<NavbarUser> }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const menuId = useId();

  // Listening all the time and reading the element's own `open`: the disclosure opens natively on the click, and its
  // toggle event (hence `open` above) comes a moment later, so a listener added only once `open` is true missed an
  // Escape pressed at once. Closing sets the element's `open`; its toggle event brings the state along.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = container.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = container.current;
      if (event.key === "Escape" && details?.open) {
        details.open = false;
        summary.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...(container.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const close = () => setOpen(false);
  return (
    <details
      ref={container}
      data-account-menu=""
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="relative"
    >
      <summary
        ref={summary}
        role="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={m.nav_account_menu()}
        className="block cursor-pointer list-none rounded-full ring-2 ring-white/20 hover:ring-emerald-400 [&::-webkit-details-marker]:hidden"
      >
        <img src={user.avatarUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
      </summary>
      <div
        id={menuId}
        role="menu"
        aria-label={m.nav_account()}
        onKeyDown={onMenuKeyDown}
        className="absolute end-0 mt-2 w-48 overflow-hidden rounded-xl border border-white/10 bg-slate-900 py-1 shadow-xl"
      >
        <p className="border-b border-white/10 px-4 py-2 text-xs break-all text-slate-400">{user.email}</p>
        <Link role="menuitem" to="/dashboard" className={ITEM_CLASS} onClick={close}>
          {m.nav_dashboard()}
        </Link>
        <Link role="menuitem" to={profilePath({ ownerUid: user.id })} className={ITEM_CLASS} onClick={close}>
          {m.nav_profile()}
        </Link>
        <Link role="menuitem" to="/settings" className={ITEM_CLASS} onClick={close}>
          {m.nav_settings()}
        </Link>
        <Form method="post" action="/logout" onSubmit={close}>
          <button role="menuitem" type="submit" className={ITEM_CLASS}>
            {m.nav_logout()}
          </button>
        </Form>
      </div>
    </details>
  );
}

const ITEM_CLASS =
  "block w-full px-4 py-2.5 text-start text-sm text-slate-100 hover:bg-white/10 focus:bg-white/10 focus:outline-none";
