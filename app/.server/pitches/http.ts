/** GET /api/pitches/:id/qr.svg and qr.png: the QR code of one of the signed-in owner's pitches (404 for others'). */
import { Hono } from "hono";
import QRCode from "qrcode";
import { pitchUrl } from "~/domain/pitches";
import { printedProfileUrl } from "~/domain/profile-url";
import { jsonError } from "../platform/http/errors";
import { requireApiUser } from "../platform/http/guards";
import type { AppEnv } from "../platform/http/types";
import { findPitch } from "./store";

export const pitchesApi = new Hono<AppEnv>().get("/pitches/:id/:file{qr\\.(svg|png)}", async (c) => {
  const user = await requireApiUser(c);
  const pitch = await findPitch(c.get("runtime").db, user.id, c.req.param("id"));
  if (!pitch) return jsonError(c, 404, "Pitch not found");
  const url = pitchUrl(printedProfileUrl(c.get("runtime").settings.PUBLIC_URL, user.id), pitch.code);
  const slug =
    pitch.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "pitch";
  const download = c.req.query("download") !== undefined;
  const disposition = (ext: string) => (download ? `attachment; filename="tipped-qr-${slug}.${ext}"` : "inline");
  const headers = { "Cache-Control": "private, no-store" };
  if (c.req.param("file") === "qr.svg") {
    const svg = await QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
    return c.body(svg, 200, { ...headers, "Content-Type": "image/svg+xml", "Content-Disposition": disposition("svg") });
  }
  const png = await QRCode.toBuffer(url, { type: "png", width: 512, margin: 2, errorCorrectionLevel: "M" });
  return c.body(new Uint8Array(png), 200, {
    ...headers,
    "Content-Type": "image/png",
    "Content-Disposition": disposition("png"),
  });
});
