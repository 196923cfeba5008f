/**
 * The visitor's language for everything a request renders or sends: negotiated once per request (the switcher's
 * cookie, then Accept-Language) and read by every message through Paraglide's getLocale(). GET /lang is the
 * switcher: it remembers the choice for a year and goes back to the page it was chosen on.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Hono, type MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  negotiateLocale,
  safeBackPath,
  toLocale,
  type Locale,
} from "~/domain/languages";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import type { AppEnv } from "./types";

const requestLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` in a language: a mail to someone in theirs, a prerendered page in each. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}

export function localeOf(request: Request): Locale {
  return negotiateLocale({
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

/** Every request's language (c.get("locale")), in force for all its handler and page render does. */
export function language(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const locale = localeOf(c.req.raw);
    c.set("locale", locale);
    return requestLocale.run(locale, next);
  };
}

export const languageSite = new Hono<AppEnv>().get("/lang", (c) => {
  const locale = toLocale(c.req.query("to"));
  const back = safeBackPath(c.req.query("back"));
  if (locale)
    setCookie(c, LANGUAGE_COOKIE, locale, {
      path: "/",
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      sameSite: "Lax",
      secure: c.get("runtime").settings.PUBLIC_URL.startsWith("https:"),
    });
  c.header("Cache-Control", "no-store");
  return c.redirect(back, 303);
});
