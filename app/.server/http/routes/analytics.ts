import { Readable } from "node:stream";
import { Hono } from "hono";
import QRCode from "qrcode";
import { exportCsv } from "../../analytics/dashboard";
import { HitBatchError } from "../../analytics/hit-batcher";
import { recordHit } from "../../analytics/record-hit";
import { profileUrl } from "~/domain/profile-url";
import { findProfile } from "../../profiles/store";
import { getSessionUser } from "../../session";
import { jsonError } from "../errors";
import { requireApiUser } from "../guards";
import type { AppEnv } from "../types";

/**
 * POST /api/analytics/hit: one profile view or link click from the profile page (sent with sendBeacon, so the
 * body may arrive as text/plain). 201 = stored, 204 = deliberately not counted (the owner, a bot), 400 bad
 * input, 404 no such profile, 429 a flood from one client, 503 the batch it was written with failed (not stored).
 * GET /api/analytics/export.csv: the signed-in owner's events, streamed.
 */
export const analytics = new Hono<AppEnv>()
  .post("/hit", async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return jsonError(c, 400, "The hit must be a JSON object");
    }
    const { runtime } = c.var;
    const viewer = await getSessionUser(runtime, c.req.raw);
    let result;
    try {
      result = await recordHit(runtime.analytics, body, {
        userAgent: c.req.header("user-agent"),
        clientIp: c.var.clientIp,
        viewerId: viewer?.id ?? null,
      });
    } catch (error) {
      // The hit's batch was not stored (logged once per batch): nothing was acknowledged, the client may retry.
      if (!(error instanceof HitBatchError)) throw error;
      c.header("Retry-After", "5");
      return jsonError(c, 503, "The hit could not be stored just now. Please try again.");
    }
    switch (result.status) {
      case "stored":
        return c.json({ stored: true }, 201);
      case "ignored":
        return c.body(null, 204);
      case "invalid":
        return jsonError(c, 400, result.message);
      case "not_found":
        return jsonError(c, 404, "Profile not found");
      case "limited":
        c.header("Retry-After", String(result.retryAfterSeconds));
        return jsonError(c, 429, "Too many requests. Please wait a moment and try again.");
    }
  })
  .get("/export.csv", async (c) => {
    const user = await requireApiUser(c);
    const stream = exportCsv(c.var.runtime.db, user.id);
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
  const profile = await findProfile(c.var.runtime.db, user.id);
  // The short link when there is one: easier to read off a sign, and the QR code stays small.
  const url = profileUrl(c.var.runtime.settings.PUBLIC_URL, { ownerUid: user.id, handle: profile?.handle });
  const download = c.req.query("download") !== undefined;
  const disposition = (ext: string) => (download ? `attachment; filename="tipped-profile-qr.${ext}"` : "inline");
  if (c.req.param("file") === "qr.svg") {
    const svg = await QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
    return c.body(svg, 200, { "Content-Type": "image/svg+xml", "Content-Disposition": disposition("svg") });
  }
  const png = await QRCode.toBuffer(url, { type: "png", width: 512, margin: 2, errorCorrectionLevel: "M" });
  return c.body(new Uint8Array(png), 200, { "Content-Type": "image/png", "Content-Disposition": disposition("png") });
});
