import { Hono } from "hono";
import { z } from "zod";
import { printedProfileUrl } from "~/domain/profile-url";
import { pitchUrl } from "~/domain/pitches";
import { tipSignContent, type TipSignContent } from "~/domain/tip-sign";
import { findPitch } from "../../pitches/store";
import { railCodes } from "../local-rails";
import { findProfile } from "../store";
import { tipSignPdf, tipSignPng, tipSignWords } from "../tip-sign";
import { jsonError } from "../../platform/http/errors";
import { enforceLimit, requireApiUser } from "../../platform/http/guards";
import type { AppEnv } from "../../platform/http/types";
import type { Context } from "hono";
import { validate } from "../../platform/http/validation";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The signed-in owner's own sign only: the content comes from their stored profile, never from the request; its
 * words are in the language of the owner's request (the owner downloads it to print). With
 * ?pitch=<id> (one of the owner's pitches) its QR code is that pitch's, so the scans it brings are the pitch's.
 */
async function ownSign(c: Context<AppEnv>): Promise<{ content: TipSignContent; fileBase: string } | "no-pitch" | null> {
  const owner = await requireApiUser(c);
  await enforceLimit(c, "tip-sign", owner.id, { max: 30, windowSeconds: 60 }); // drawing costs CPU
  const { db, settings } = c.get("runtime");
  const pitchId = c.req.query("pitch");
  const pitch = pitchId ? await findPitch(db, owner.id, pitchId) : null;
  if (pitchId && !pitch) return "no-pitch";
  const profile = await findProfile(db, owner.id);
  if (!profile?.completed) return null;
  const printed = printedProfileUrl(settings.PUBLIC_URL, profile.ownerUid);
  const [railCode] = railCodes(profile);
  const content = {
    ...tipSignContent(profile, pitch ? pitchUrl(printed, pitch.code) : printed, tipSignWords()),
    ...(railCode ? { railCode: { label: railCode.label, code: railCode.code } } : {}),
  };
  const fileBase = `tip-sign-${slug(content.name) || "tipped"}${pitch ? `-${slug(pitch.name) || "pitch"}` : ""}`;
  return { content, fileBase };
}

const NOT_READY = "Finish your profile first: the sign is made from it";

/**
 * GET /api/tip-sign.pdf?size=a4|letter and GET /api/tip-sign.png: a printable tip sign for the owner's profile
 * (&pitch=<id>: for one of their pitches).
 */
export const tipSign = new Hono<AppEnv>()
  .get(
    "/tip-sign.pdf",
    validate(
      "query",
      z.object({ size: z.enum(["a4", "letter"], { error: "size must be a4 or letter" }).default("a4") }),
    ),
    async (c) => {
      const sign = await ownSign(c);
      if (sign === "no-pitch") return jsonError(c, 404, "Pitch not found");
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
    if (sign === "no-pitch") return jsonError(c, 404, "Pitch not found");
    if (!sign) return jsonError(c, 409, NOT_READY);
    return c.body(new Uint8Array(await tipSignPng(sign.content)), 200, {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="${sign.fileBase}.png"`,
    });
  });
