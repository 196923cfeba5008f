import type { IncomingMessage, ServerResponse } from "node:http";
import type { HitDeps } from "../../analytics/record-hit";
import { trustProxy, clientIpFrom } from "../../client-ip";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../../db/client";
import type { Settings } from "../../env";
import { errorForLog } from "../../log-safe";
import { hasSessionCookie } from "../../session";
import type { HeaderList } from "../../cache/kept-page";
import { answerHit } from "./hit-answer";

const HIT_PATH = "/api/analytics/hit";
const utf8 = new TextDecoder();

type HitSettings = Pick<Settings, "PUBLIC_URL" | "TRUST_PROXY" | "BODY_LIMIT_BYTES">;

/**
 * Tracking hits at their cheapest (issue 18): a Node request listener that answers an anonymous, same-site
 * POST /api/analytics/hit through the same recordHit (answerHit) as the Hono route, without building a Request,
 * a body stream, a CSP nonce or a gzip stream for a 15-byte answer. Whatever it is not sure about returns false
 * and goes to the app, which answers as before: a session cookie (the owner's own hits are not counted), an
 * Origin other than the site's (the app's CSRF check decides), a body without Content-Length or over the limit
 * (413), a query string.
 */
export function hitListener(deps: HitDeps, settings: HitSettings, securityHeaders: HeaderList) {
  const siteOrigin = new URL(settings.PUBLIC_URL).origin;
  const trust = trustProxy(settings.TRUST_PROXY);
  const baseHeaders: Record<string, string> = { ...Object.fromEntries(securityHeaders), "cache-control": "no-store" };

  const write = (res: ServerResponse, status: number, body: unknown, retryAfter?: string) => {
    const headers = { ...baseHeaders, ...(retryAfter ? { "retry-after": retryAfter } : {}) };
    if (body === null) {
      res.writeHead(status, headers).end();
      return;
    }
    const json = JSON.stringify(body);
    res
      .writeHead(status, {
        ...headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(json)),
      })
      .end(json);
  };

  async function answer(req: IncomingMessage, res: ServerResponse, text: string) {
    try {
      const result = await answerHit(deps, text, {
        userAgent: req.headers["user-agent"],
        clientIp: clientIpFrom({
          socketAddress: req.socket.remoteAddress,
          forwardedFor: headerText(req.headers["x-forwarded-for"]),
          trust,
        }),
        viewerId: null, // no session cookie, so no viewer
      });
      write(res, result.status, result.body, result.retryAfter);
    } catch (error) {
      // As the API's error handler (errors.ts) answers.
      if (isDatabaseUnavailable(error)) {
        console.error("API request failed: database unavailable", (error as Error).message);
        write(res, 503, { error: DATABASE_UNAVAILABLE_MESSAGE }, "5");
      } else {
        console.error("Unhandled API error", errorForLog(error as Error));
        write(res, 500, { error: "Something went wrong on our side. Please try again." });
      }
    }
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "POST" || req.url !== HIT_PATH) return false;
    const { origin, cookie } = req.headers;
    const sameSite = origin === undefined ? req.headers["sec-fetch-site"] !== "cross-site" : origin === siteOrigin;
    if (!sameSite || hasSessionCookie(cookie)) return false;
    const length = Number(req.headers["content-length"]);
    if (!Number.isInteger(length) || length > settings.BODY_LIMIT_BYTES || req.headers["transfer-encoding"]) {
      return false;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    // Decoded as the Hono route reads it (Request#text: UTF-8, a byte-order mark dropped).
    req.on("end", () => void answer(req, res, utf8.decode(Buffer.concat(chunks))));
    return true;
  };
}

/** A header as the Fetch API reads it: repeated values joined. */
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);
