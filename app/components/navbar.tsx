import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Logo } from "./logo";

type NavbarUser = { id: string; email: string; avatarUrl: string } | null;

/** The navbar on every page (SPEC 2). */
export function Navbar({ user }: { user: NavbarUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-slate-950/85 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label="Tipped home">
          <Logo />
        </Link>
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <div className="flex items-center gap-2">
            <Link
              to="/signup"
              className="rounded-full px-4 py-2 text-sm font-semibold text-slate-100 hover:bg-white/10"
            >
              Login
            </Link>
            <Link
              to="/signup"
              className="rounded-full bg-emerald-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-emerald-300"
            >
              Sign Up
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}

function AccountMenu({ user }: { user: NonNullable<NavbarUser> }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    // Move focus into the menu so keyboard users land on the first item.
    container.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...(container.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const itemClass =
    "block w-full px-4 py-2.5 text-left text-sm text-slate-100 hover:bg-white/10 focus:bg-white/10 focus:outline-none";
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => setOpen((value) => !value)}
        className="rounded-full ring-2 ring-white/20 hover:ring-emerald-400"
      >
        <img src={user.avatarUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 mt-2 w-48 overflow-hidden rounded-xl border border-white/10 bg-slate-900 py-1 shadow-xl"
        >
          <p className="truncate border-b border-white/10 px-4 py-2 text-xs text-slate-400">{user.email}</p>
          <Link role="menuitem" to="/dashboard" className={itemClass} onClick={() => setOpen(false)}>
            Dashboard
          </Link>
          <Link role="menuitem" to={`/profile/${user.id}`} className={itemClass} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <Form method="post" action="/logout" onSubmit={() => setOpen(false)}>
            <button role="menuitem" type="submit" className={itemClass}>
              Logout
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
