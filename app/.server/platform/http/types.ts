import type { SecureHeadersVariables } from "hono/secure-headers";
import type { AppLoadContext } from "react-router";
import type { Locale } from "~/domain/languages";
import type { Runtime } from "../../runtime";

/** What every Hono handler can read from its context. */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    clientIp: string;
    /** Whether the socket is a TRUST_PROXY address, so its X-Forwarded-* headers are believed. */
    viaTrustedProxy: boolean;
    runtime: Runtime;
    /** The visitor's language (platform/http/language.ts). */
    locale: Locale;
    /** Set when the request is answered with a prerendered page (the landing page). */
    prerendered?: { file: string };
    /**
     * Set when the answer was made once for everyone, headers and all (a kept profile page, a build file, a
     * prerendered page): compressed, with its security headers, sent as it is.
     */
    madeOnce?: true;
    /** React Router's load context of this request, once a page was rendered (platform/http/pages.ts). */
    loadContext?: AppLoadContext;
  };
};
