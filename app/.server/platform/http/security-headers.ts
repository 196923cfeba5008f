/** The Content-Security-Policy and the other security headers of every answer, from one policy builder. */
import { Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Settings } from "../settings";
import { OFFLINE_PATH } from "./offline-page";
import type { AppEnv } from "./types";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Mode = { dev: boolean };

/**
 * The security headers middleware. Scripts: a per-request nonce on pages React hydrates; 'self' alone on the pages
 * kept or prerendered as one copy for everyone (the profile page, the landing page: each one's script is a file),
 * build files and the API. An answer made once for everyone carries the 'self' headers in its own
 * (`selfScriptsHeaderRecord`) and is left alone.
 */
export function securityHeaders(
  settings: Settings,
  { dev }: Mode,
  isBuildFile: (path: string) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  const pageHeaders = secureHeaders(policy(settings, { dev, scripts: "nonce" }));
  const selfHeaders = selfScriptsHeaders(settings, { dev });
  return async (c, next) => {
    const path = c.req.path;
    // The API answers JSON, never a page: no nonce to make (a random one per request, for every tracking hit).
    // The public profile, the prerendered landing page and the offline page are one copy for every visitor: their one
    // script is a file.
    const noInlineScripts =
      isProfilePagePath(path) ||
      c.get("prerendered") !== undefined ||
      path.startsWith("/api/") ||
      path === OFFLINE_PATH ||
      isBuildFile(path);
    if (!noInlineScripts) return pageHeaders(c, next);
    await next();
    // The "self" policy makes nothing before the answer (no nonce), so applying it afterwards is the same.
    if (!c.get("madeOnce")) await selfHeaders(c, async () => {});
  };
}

/** The headers of answers whose scripts are files alone ('self', no nonce). */
function selfScriptsHeaders(settings: Settings, { dev }: Mode): MiddlewareHandler {
  return secureHeaders(policy(settings, { dev, scripts: "self" }));
}

/**
 * The security headers of an answer made once for everyone (a kept profile page, a build file, a prerendered page),
 * made once by the same middleware as every other answer's. Kept with the answer, they go out with it as one plain
 * record: it builds no Headers object and sets no header again (docs/decisions/0023-kept-page-headers.md, 0027).
 */
export async function selfScriptsHeaderRecord(settings: Settings, { dev }: Mode): Promise<Record<string, string>> {
  const probe = new Hono().use(selfScriptsHeaders(settings, { dev })).get("/", (c) => c.body(null, 204));
  const headers: Record<string, string> = {};
  (await probe.request("/")).headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

/** Where Stripe's hosted Checkout and Connect onboarding live: Stripe's own hosts, or the fake STRIPE_API_URL names. */
function stripeHostedOrigins(settings: Settings): string[] {
  if (!settings.stripe) return [];
  const api = new URL(settings.stripe.apiUrl);
  return api.hostname === "api.stripe.com"
    ? ["https://checkout.stripe.com", "https://connect.stripe.com"]
    : [api.origin];
}

function isProfilePagePath(path: string): boolean {
  return /^\/profile\/[^/]+\/?$/.test(path);
}

function policy(settings: Settings, { dev, scripts }: Mode & { scripts: "nonce" | "self" }): SecureHeadersOptions {
  const scriptSrc = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // Vite injects its own inline scripts
    : scripts === "nonce"
      ? ["'self'", NONCE, "'strict-dynamic'"]
      : ["'self'"];
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      frameSrc: ["https://www.youtube-nocookie.com"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // A card tip's form and the onboarding button answer with a redirect to Stripe's hosted pages, which
      // form-action governs too.
      formAction: ["'self'", ...stripeHostedOrigins(settings)],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: settings.PUBLIC_URL.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
}
