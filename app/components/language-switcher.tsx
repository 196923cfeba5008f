import { useLocation } from "react-router";
import { LOCALES, NATIVE_NAMES } from "~/domain/languages";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";

/**
 * The language picker: plain links to GET /lang (platform/http/language.ts), which remembers the choice and comes
 * back here, so it works without JavaScript, on the profile page too. Each name is in its own language.
 */
export function LanguageSwitcher({ className = "", keepQuery = true }: { className?: string; keepQuery?: boolean }) {
  const { pathname, search } = useLocation();
  const current = getLocale();
  // A kept page (the public profile) is one copy for every address it is reached by: its links name none of them.
  const back = encodeURIComponent(keepQuery ? pathname + search : pathname);
  return (
    <nav aria-label={m.language_switcher_label()} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-x-1 gap-y-1 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`/lang?to=${locale}&back=${back}`}
              lang={locale}
              hrefLang={locale}
              rel="nofollow"
              aria-current={locale === current ? "true" : undefined}
              className="inline-flex min-h-8 items-center rounded px-2 underline-offset-4 hover:underline aria-[current]:font-bold aria-[current]:underline"
            >
              {NATIVE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page with the site's navbar: the language picker. */
export function SiteFooter() {
  return (
    <footer className="border-t border-white/10 px-4 py-6 text-slate-400">
      <LanguageSwitcher />
    </footer>
  );
}
