/** The Content-Security-Policy and the other security headers of every answer, from one policy builder. */
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Settings } from "../settings";
import type { AppEnv } from "./types";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Mode = { dev: boolean };

/**
 * The security headers middleware. Scripts: a per-request nonce on pages, 'self' alone on profile pages (their one
 * script is a file, so the kept page's headers are the same for everyone) and build files, and the hashes of the prerendered
 * landing page's inline scripts when a middleware before this one said it will answer with that page.
 */
export function securityHeaders(
  settings: Settings,
  { dev }: Mode,
  isBuildFile: (path: string) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  const pageHeaders = secureHeaders(policy(settings, { dev, scripts: "nonce" }));
  const profileHeaders = secureHeaders(policy(settings, { dev, scripts: "self" }));
  const hashed = new Map<string, MiddlewareHandler>();
  return (c, next) => {
    const hashes = c.var.prerendered?.scriptHashes;
    if (hashes) {
      const key = hashes.join(" ");
      let headers = hashed.get(key);
      if (!headers) hashed.set(key, (headers = secureHeaders(policy(settings, { dev, scripts: hashes }))));
      return headers(c, next);
    }
    const path = c.req.path;
    return (isProfilePagePath(path) || isBuildFile(path) ? profileHeaders : pageHeaders)(c, next);
  };
}

function isProfilePagePath(path: string): boolean {
  return /^\/profile\/[^/]+\/?$/.test(path);
}

function policy(
  settings: Settings,
  { dev, scripts }: Mode & { scripts: "nonce" | "self" | string[] },
): SecureHeadersOptions {
  const scriptSrc = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // Vite injects its own inline scripts
    : scripts === "nonce"
      ? ["'self'", NONCE, "'strict-dynamic'"]
      : scripts === "self"
        ? ["'self'"]
        : ["'self'", ...scripts];
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
