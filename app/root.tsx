import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/language-switcher";
import { Navbar } from "./components/navbar";
import { useNonce } from "./components/nonce";
import { textDirection } from "./domain/languages";
import { DEFAULT_AVATAR_URL } from "./domain/profile";
import { localized } from "./i18n/known";
import { m } from "./i18n/paraglide/messages.js";
import { getLocale } from "./i18n/paraglide/runtime.js";
import { findProfileOnce } from "./.server/profiles/request-profile";
import { sessionMiddleware, signedInUser } from "./.server/accounts/session";
import "./app.css";

const HEAD_LINKS: { rel: string; href: string; type?: string; sizes?: string }[] = [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const links: Route.LinksFunction = () => HEAD_LINKS;

// The session is read once per request, here, for the root loader and the page's loader and action.
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const sessionUser = signedInUser(context);
  if (!sessionUser) return { user: null };
  const profile = await findProfileOnce(context.runtime.db, context, sessionUser.id);
  const avatarUrl = profile?.completed && profile.profileImageUrl ? profile.profileImageUrl : DEFAULT_AVATAR_URL;
  return { user: { id: sessionUser.id, email: sessionUser.email, avatarUrl } };
}

export type RootUser = Awaited<ReturnType<typeof loader>>["user"];

export function useRootUser(): RootUser {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}

/**
 * A route whose handle says `{ hydrate: false }` is server HTML only: React's client bundle is not loaded,
 * and the route's loader names the small enhancement script (`enhanceScript`) that the page gets instead.
 * `navbar: false`: a full-screen page without the site's navbar. `footer: false`: the page has its own footer,
 * with the language picker in it.
 */
export type RouteHandle = { hydrate?: false; navbar?: false; footer?: false };

/** What a static page's loader may add: its enhancement script, the stylesheet inlined as text, its own manifest. */
export type StaticPageData = { enhanceScript?: string; inlineStyles?: string; manifest?: string };

function useStaticPage(): StaticPageData | null {
  const match = useMatches().find((entry) => (entry.handle as RouteHandle | undefined)?.hydrate === false);
  if (!match) return null;
  const data = match.loaderData as StaticPageData | undefined;
  return { enhanceScript: data?.enhanceScript, inlineStyles: data?.inlineStyles, manifest: data?.manifest };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const staticPage = useStaticPage();
  const nonce = useNonce();
  // The request's language on the server; in the browser, the one the server rendered (app/i18n/browser-locale.ts).
  const locale = getLocale();
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <Meta />
        {staticPage?.inlineStyles ? (
          <>
            {/* The stylesheet arrives with the HTML: no second round trip before the first paint. */}
            {HEAD_LINKS.map((link) => (
              <link
                key={link.href}
                {...link}
                href={link.rel === "manifest" && staticPage.manifest ? staticPage.manifest : link.href}
              />
            ))}
            <style dangerouslySetInnerHTML={{ __html: staticPage.inlineStyles }} />
          </>
        ) : (
          <Links />
        )}
      </head>
      <body className="min-h-screen bg-slate-950 text-slate-100 antialiased">
        {children}
        {staticPage ? (
          staticPage.enhanceScript && <script type="module" src={staticPage.enhanceScript} nonce={nonce || undefined} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const user = useRootUser();
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const withNavbar = !handles.some((handle) => handle?.navbar === false);
  const withFooter = withNavbar && !handles.some((handle) => handle?.footer === false);
  return (
    <>
      {withNavbar && <Navbar user={user} />}
      <Outlet />
      {withFooter && <SiteFooter />}
    </>
  );
}

/** What the error page is headed with for the answers a visitor meets; others say their status. */
const STATUS_TITLES: Record<number, () => string> = {
  403: m.error_forbidden,
  404: m.error_not_found,
  503: m.error_unavailable,
};

export function ErrorBoundary() {
  const error = useRouteError();
  let title: string = m.error_title();
  let detail: string = m.error_detail();
  if (isRouteErrorResponse(error)) {
    title = STATUS_TITLES[error.status]?.() ?? `${error.status} ${error.statusText}`;
    detail = typeof error.data === "string" && error.data ? localized(error.data) : detail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-300">{detail}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950">
        {m.error_go_home()}
      </a>
    </main>
  );
}
