/**
 * The Content-Security-Policy and the other security headers of every answer. Pages get a per-request nonce for
 * React Router's inline scripts. Profile pages have no inline script (their one script is a same-origin file), so
 * their policy needs no nonce: their headers are the same for every visitor and their HTML can be kept.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Settings } from "../env";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Mode = { dev: boolean };

/** The security headers middleware: the profile page's policy on profile pages, the nonce policy elsewhere. */
export function securityHeaders(settings: Settings, { dev }: Mode): MiddlewareHandler {
  const pageHeaders = secureHeaders(policy(settings, { dev, nonce: true }));
  const profileHeaders = secureHeaders(policy(settings, { dev, nonce: false }));
  return (c, next) => (isProfilePagePath(c.req.path) ? profileHeaders(c, next) : pageHeaders(c, next));
}

/** The headers of a profile page, for answers that skip the middleware (kept pages). Lower-case names, each once. */
export async function profilePageSecurityHeaders(settings: Settings, { dev }: Mode): Promise<[string, string][]> {
  return headersOf(policy(settings, { dev, nonce: false }));
}

/**
 * The headers of a page kept for every visitor whose inline scripts are allowed by their hashes ('sha256-…', see
 * csp-hashes.ts) rather than a nonce: the landing page. Same-origin files load by 'self', as on profile pages.
 */
export async function hashedPageSecurityHeaders(
  settings: Settings,
  { dev }: Mode,
  scriptHashes: string[],
): Promise<[string, string][]> {
  const options = policy(settings, { dev, nonce: false });
  if (!dev)
    options.contentSecurityPolicy = { ...options.contentSecurityPolicy, scriptSrc: ["'self'", ...scriptHashes] };
  return headersOf(options);
}

async function headersOf(options: SecureHeadersOptions): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use("*", secureHeaders(options));
  probe.get("*", (c) => c.body(null, 204));
  const response = await probe.request("http://localhost/");
  return [...response.headers];
}

function isProfilePagePath(path: string): boolean {
  return /^\/profile\/[^/]+\/?$/.test(path);
}

function policy(settings: Settings, { dev, nonce }: Mode & { nonce: boolean }): SecureHeadersOptions {
  const scriptSrc = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // Vite injects its own inline scripts
    : nonce
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
      formAction: ["'self'"],
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
