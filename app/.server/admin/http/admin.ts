import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { ADMIN_MESSAGES, qrCodeIdField } from "~/domain/admin-forms";
import { isAdminRequest } from "../admin-session";
import { findQrCode, qrCodePng, qrCodeSvg } from "../qr-codes";
import { jsonError } from "../../platform/http/errors";
import type { AppEnv } from "../../platform/http/types";

/**
 * /api/admin: only the QR code files, which a browser downloads by address (an <img> and a download link).
 * The admin screen itself reads and writes through the /admin route's loader and action.
 */
export const admin = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (!(await isAdminRequest(c.get("runtime"), c.req.raw))) {
      throw new HTTPException(401, { message: ADMIN_MESSAGES.signInRequired });
    }
    await next();
  })
  .get("/qr-codes/:file{[0-9a-f-]+\\.(?:png|svg)}", async (c) => {
    const file = c.req.param("file");
    const [id, extension] = [file.slice(0, -4), file.slice(-3)];
    const parsed = qrCodeIdField.safeParse(id);
    const qr = parsed.success ? await findQrCode(c.get("runtime").db, parsed.data) : undefined;
    if (!qr) return jsonError(c, 404, ADMIN_MESSAGES.qrNotFound);
    const disposition = `attachment; filename="tipped-qr-${qr.citySlug.replace(/[^a-z0-9-]/g, "")}.${extension}"`;
    if (extension === "svg") {
      return c.body(await qrCodeSvg(qr.qrUrl), 200, {
        "Content-Type": "image/svg+xml",
        "Content-Disposition": disposition,
      });
    }
    return c.body(new Uint8Array(await qrCodePng(qr.qrUrl)), 200, {
      "Content-Type": "image/png",
      "Content-Disposition": disposition,
    });
  });
