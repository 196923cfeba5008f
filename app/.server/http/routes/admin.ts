import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { cityNameSchema } from "~/domain/slug";
import {
  ADMIN_COOKIE,
  ADMIN_SESSION_HOURS,
  adminPasswordMatches,
  adminSessionIsValid,
  endAdminSession,
  startAdminSession,
} from "../../admin/admin-session";
import { adminStats, deleteUser, listUsers, setUserActive } from "../../admin/users";
import {
  createQrCode,
  deleteQrCode,
  DuplicateSlugError,
  findQrCode,
  listQrCodes,
  qrCodePng,
  qrCodeSvg,
} from "../../qr-codes";
import { jsonError } from "../errors";
import { enforceLimit } from "../guards";
import type { AppEnv } from "../types";
import { validate } from "../validation";

/** Ten password attempts per client per 15 minutes. */
export const ADMIN_LOGIN_LIMIT = { max: 10, windowSeconds: 15 * 60 };

const uuid = z.string().uuid("Unknown id");

/** /api/admin: login and logout are open; everything else needs the admin session cookie (401 otherwise). */
export const admin = new Hono<AppEnv>()
  .post("/login", validate("json", z.object({ password: z.string().max(1000) })), async (c) => {
    const { settings, db } = c.var.runtime;
    if (!settings.ADMIN_PASSWORD) return jsonError(c, 404, "Admin is not configured on this server");
    await enforceLimit(c, "admin-login", c.var.clientIp, ADMIN_LOGIN_LIMIT);
    if (!adminPasswordMatches(settings.ADMIN_PASSWORD, c.req.valid("json").password)) {
      return jsonError(c, 401, "Invalid password");
    }
    const { token } = await startAdminSession(db);
    setCookie(c, ADMIN_COOKIE, token, {
      httpOnly: true,
      sameSite: "Strict",
      secure: settings.PUBLIC_URL.startsWith("https://"),
      path: "/",
      maxAge: ADMIN_SESSION_HOURS * 3600,
    });
    return c.json({ ok: true });
  })
  .post("/logout", async (c) => {
    await endAdminSession(c.var.runtime.db, getCookie(c, ADMIN_COOKIE));
    deleteCookie(c, ADMIN_COOKIE, { path: "/" });
    return c.json({ ok: true });
  })
  .use("*", async (c, next) => {
    const { settings, db } = c.var.runtime;
    if (!settings.ADMIN_PASSWORD || !(await adminSessionIsValid(db, getCookie(c, ADMIN_COOKIE)))) {
      throw new HTTPException(401, { message: "Admin sign-in required" });
    }
    await next();
  })
  .get("/session", (c) => c.json({ ok: true }))
  .get("/stats", async (c) => c.json(await adminStats(c.var.runtime.db)))
  .get(
    "/users",
    validate(
      "query",
      z.object({
        page: z.coerce.number().int().min(1).max(100_000).default(1),
        search: z.string().trim().max(200).default(""),
      }),
    ),
    async (c) => c.json(await listUsers(c.var.runtime.db, c.req.valid("query"))),
  )
  .post(
    "/users/:uid/active",
    validate("json", z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) })),
    async (c) => {
      const uid = c.req.param("uid");
      const { isActive } = c.req.valid("json");
      const { db, profileChanges } = c.var.runtime;
      if (!(await setUserActive(db, uid, isActive))) return jsonError(c, 404, "User not found");
      await profileChanges.publish(uid); // the kept public page goes, so it shows "Profile not found" at once
      return c.json({ uid, isActive });
    },
  )
  .delete("/users/:uid", async (c) => {
    const uid = c.req.param("uid");
    const { db, profileChanges, media } = c.var.runtime;
    if (!(await deleteUser(db, media, uid))) return jsonError(c, 404, "User not found");
    await profileChanges.publish(uid);
    return c.json({ deleted: uid });
  })
  .get("/qr-codes", async (c) => c.json({ qrCodes: await listQrCodes(c.var.runtime.db) }))
  .post("/qr-codes", validate("json", z.object({ cityName: cityNameSchema })), async (c) => {
    const { db, settings } = c.var.runtime;
    try {
      return c.json(await createQrCode(db, settings.PUBLIC_URL, c.req.valid("json").cityName), 201);
    } catch (error) {
      if (error instanceof DuplicateSlugError) return jsonError(c, 409, error.message);
      throw error;
    }
  })
  .delete("/qr-codes/:id", validate("param", z.object({ id: uuid })), async (c) => {
    if (!(await deleteQrCode(c.var.runtime.db, c.req.valid("param").id))) return jsonError(c, 404, "QR code not found");
    return c.json({ deleted: c.req.valid("param").id });
  })
  .get("/qr-codes/:file{[0-9a-f-]+\\.(?:png|svg)}", async (c) => {
    const file = c.req.param("file");
    const [id, extension] = [file.slice(0, -4), file.slice(-3)];
    const parsed = uuid.safeParse(id);
    const qr = parsed.success ? await findQrCode(c.var.runtime.db, parsed.data) : undefined;
    if (!qr) return jsonError(c, 404, "QR code not found");
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
