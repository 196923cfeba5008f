import { Readable } from "node:stream";
import { Hono } from "hono";
import QRCode from "qrcode";
import { exportCsv } from "../dashboard";
import { answerHit } from "./hit-answer";
import { printedProfileUrl } from "~/domain/profile-url";
import { awaitsEmailConfirmation } from "../../accounts/page-visibility";
import { getSessionUser } from "../../accounts/session";
import { requireApiUser } from "../../platform/http/guards";
import { siteOrigins } from "../../platform/http/origin";
import type { AppEnv } from "../../platform/http/types";

/**
 * POST /api/analytics/hit: one profile view or link click from the profile page (sent with sendBeacon, so the
 * body may arrive as text/plain). 201 = stored, 204 = deliberately not counted (the owner, a bot), 400 bad
 * input, 404 no such profile, 429 a flood from one client, 503 the batch it was written with failed (not stored).
 * GET /api/analytics/export.csv: the signed-in owner's events, streamed.
 */
export const analytics = new Hono<AppEnv>()
  .post("/hit", async (c) => {
    const runtime = c.get("runtime");
    const viewer = await getSessionUser(runtime, c.req.raw);
    const answer = await answerHit(runtime.analytics, await c.req.text(), {
      userAgent: c.req.header("user-agent"),
      clientIp: c.get("clientIp"),
      viewerId: viewer?.id ?? null,
      siteOrigins: siteOrigins(c, runtime.settings),
      isHidden: (profileId) => awaitsEmailConfirmation(runtime, profileId),
      // The runtime's clock: the one the performing sessions it may fall in are started and stopped by.
      now: new Date(runtime.now()),
    });
    if (answer.retryAfter) c.header("Retry-After", answer.retryAfter);
    return answer.body === null ? c.body(null, 204) : c.json(answer.body, answer.status);
  })
  .get("/export.csv", async (c) => {
    const user = await requireApiUser(c);
    const stream = exportCsv(c.get("runtime").db, user.id);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="tipped-analytics-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  });

/** GET /api/profiles/me/qr.svg and qr.png: a QR code of the signed-in owner's public profile address. */
export const profileQr = new Hono<AppEnv>().get("/me/:file{qr\\.(svg|png)}", async (c) => {
  const user = await requireApiUser(c);
  // Printed and stuck on things: the address nobody else can take, never the short link.
  const url = printedProfileUrl(c.get("runtime").settings.PUBLIC_URL, user.id);
  const download = c.req.query("download") !== undefined;
  const disposition = (ext: string) => (download ? `attachment; filename="tipped-profile-qr.${ext}"` : "inline");
  if (c.req.param("file") === "qr.svg") {
    const svg = await QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
    return c.body(svg, 200, { "Content-Type": "image/svg+xml", "Content-Disposition": disposition("svg") });
  }
  const png = await QRCode.toBuffer(url, { type: "png", width: 512, margin: 2, errorCorrectionLevel: "M" });
  return c.body(new Uint8Array(png), 200, { "Content-Type": "image/png", "Content-Disposition": disposition("png") });
});
