import { Hono } from "hono";
import { z } from "zod";
import { printedProfileUrl } from "~/domain/profile-url";
import { tipSignContent } from "~/domain/tip-sign";
import { findProfile } from "../store";
import { tipSignPdf, tipSignPng } from "../tip-sign";
import { jsonError } from "../../platform/http/errors";
import { enforceLimit, requireApiUser } from "../../platform/http/guards";
import type { AppEnv } from "../../platform/http/types";
import type { Context } from "hono";
import { validate } from "../../platform/http/validation";

/** The signed-in owner's own sign only: the content comes from their stored profile, never from the request. */
async function ownSign(c: Context<AppEnv>) {
  const owner = await requireApiUser(c);
  await enforceLimit(c, "tip-sign", owner.id, { max: 30, windowSeconds: 60 }); // drawing costs CPU
  const { db, settings } = c.var.runtime;
  const profile = await findProfile(db, owner.id);
  if (!profile?.completed) return null;
  const content = tipSignContent(profile, printedProfileUrl(settings.PUBLIC_URL, profile.ownerUid));
  const fileBase = `tip-sign-${
    content.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "tipped"
  }`;
  return { content, fileBase };
}

const NOT_READY = "Finish your profile first: the sign is made from it";

/** GET /api/tip-sign.pdf?size=a4|letter and GET /api/tip-sign.png: a printable tip sign for the owner's profile. */
export const tipSign = new Hono<AppEnv>()
  .get(
    "/tip-sign.pdf",
    validate(
      "query",
      z.object({ size: z.enum(["a4", "letter"], { error: "size must be a4 or letter" }).default("a4") }),
    ),
    async (c) => {
      const sign = await ownSign(c);
      if (!sign) return jsonError(c, 409, NOT_READY);
      const { size } = c.req.valid("query");
      return c.body(new Uint8Array(await tipSignPdf(sign.content, size)), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${sign.fileBase}-${size}.pdf"`,
      });
    },
  )
  .get("/tip-sign.png", async (c) => {
    const sign = await ownSign(c);
    if (!sign) return jsonError(c, 409, NOT_READY);
    return c.body(new Uint8Array(await tipSignPng(sign.content)), 200, {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="${sign.fileBase}.png"`,
    });
  });
