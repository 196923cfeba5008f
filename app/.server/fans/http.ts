/**
 * The fans feature's public HTTP, plain forms that work without JavaScript: the profile's sign-up form and the
 * unsubscribe link's POST (the mail's one-click unsubscribe, RFC 8058, and the unsubscribe page's button).
 * Confirming and the unsubscribe page are pages (app/routes/fans).
 */
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fanAnswerId, parseFanSignup, UNSUBSCRIBE_LINK_INVALID, type FanAnswer } from "~/domain/fans";
import { profileNames } from "~/domain/profile-view";
import { awaitsEmailConfirmation } from "../accounts/page-visibility";
import { errorForLog } from "../platform/log-safe";
import type { AppEnv } from "../platform/http/types";
import { profiles } from "../profiles/schema";
import { fanConfirmMail } from "./messages";
import { storePendingSignup, unsubscribeFan } from "./signups";
import { readUnsubscribeToken } from "./tokens";
import { profilePath } from "~/domain/profile-url";

const HOUR = 60 * 60;

/** Back to the profile, whose line for the answer shows (CSS :target): the kept page itself stays one for all. */
const backToProfile = (c: Context<AppEnv>, uid: string, answer: FanAnswer) =>
  c.redirect(`${profilePath({ ownerUid: uid })}#${fanAnswerId(answer)}`, 303);

// Mounted at the site's root: a limit per route, not a "*" middleware every page would pass through.
const smallForm = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text("The form is larger than 16 KB.", 413) });

export const fansSite = new Hono<AppEnv>()
  .post("/profile/:uid/fans", smallForm, async (c) => {
    const runtime = c.get("runtime");
    const clientIp = c.get("clientIp");
    const { db, settings, limiter } = runtime;
    const uid = c.req.param("uid");
    const [profile] = await db
      .select({
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        altName: profiles.altName,
      })
      .from(profiles)
      .where(and(eq(profiles.ownerUid, uid), eq(profiles.completed, true)));
    if (!profile || (await awaitsEmailConfirmation(runtime, uid)))
      return c.text("Profile not found", 404, { "Cache-Control": "no-store" });

    const perClient = await limiter.hit("fan-signup", clientIp, {
      max: settings.FAN_SIGNUP_RATE_LIMIT_MAX,
      windowSeconds: HOUR,
    });
    if (!perClient.allowed) return backToProfile(c, uid, "too-many");
    const form = await c.req.parseBody();
    const parsed = parseFanSignup({ email: form.email, city: form.city });
    if (!parsed.ok) return backToProfile(c, uid, parsed.answer);
    const perAddress = await limiter.hit("fan-signup-email", parsed.value.email, {
      max: settings.FAN_SIGNUP_EMAIL_RATE_LIMIT_MAX,
      windowSeconds: HOUR,
    });
    if (!perAddress.allowed) return backToProfile(c, uid, "too-many");

    const token = await storePendingSignup(db, {
      ...parsed.value,
      profileUid: uid,
      // The visitor's language (the switcher's cookie, else Accept-Language): the fan's mails are written in it.
      language: c.get("locale"),
      now: new Date(),
    });
    const link = `${settings.PUBLIC_URL}/fans/confirm?token=${token}`;
    // Not awaited: a slow mail server must not hold the visitor's page; a failure is in the log.
    runtime.fans.mailer
      .send(fanConfirmMail(parsed.value.email, profileNames(profile).displayName, link))
      .catch((error: unknown) => console.error("A fan confirmation mail could not be sent", errorForLog(error)));
    return backToProfile(c, uid, "sent");
  })
  .post("/fans/unsubscribe", smallForm, async (c) => {
    const { db, settings } = c.get("runtime");
    const fanId = readUnsubscribeToken(settings.AUTH_SECRET, c.req.query("token"));
    const oneClick = (await c.req.parseBody())["List-Unsubscribe"] === "One-Click";
    if (!fanId) return c.text(UNSUBSCRIBE_LINK_INVALID, 400, { "Cache-Control": "no-store" });
    // Already gone (a second click, or the owner removed the fan): the same answer, nothing more to do.
    await unsubscribeFan(db, fanId);
    if (oneClick) return c.text("Unsubscribed.", 200, { "Cache-Control": "no-store" });
    return c.redirect("/fans/unsubscribe?done=1", 303);
  });
