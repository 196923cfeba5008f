import { type Context, Hono } from "hono";
import type { ProfileRow } from "~/domain/profile-model";
import { profileUrl } from "~/domain/profile-url";
import { profileNames } from "~/domain/profile-view";
import { shareCardContent } from "~/domain/share-card";
import { awaitsEmailConfirmation } from "../../accounts/page-visibility";
import { calendarFeed, eventFileName } from "../calendar-feed";
import { findProfile, ownerLocale } from "../store";
import { m } from "~/i18n/paraglide/messages.js";
import { CARD_RETRY_AFTER_SECONDS, ImageQueueFull } from "../../media/image-work";
import { notModified } from "../../platform/http/conditional";
import { enforceLimit } from "../../platform/http/guards";
import type { AppEnv } from "../../platform/http/types";
import { profileTimeZone } from "~/domain/time-zone";

/** Cards a client may have drawn per minute; cards already kept cost nothing and are not counted. */
const CARD_RENDER_LIMIT = { max: 20, windowSeconds: 60 };
const PUBLIC_FIVE_MINUTES = "public, max-age=300";

/** A profile anyone may see (an active owner, email confirmed where that is required); null otherwise. */
async function visibleProfile(c: Context<AppEnv>): Promise<ProfileRow | null> {
  const uid = c.req.param("uid") ?? "";
  const runtime = c.get("runtime");
  const profile = await findProfile(runtime.db, uid);
  if (!profile || (await awaitsEmailConfirmation(runtime, uid))) return null;
  return profile;
}

const notFound = (c: Context<AppEnv>, what: string) =>
  c.body(`No ${what} here: this profile does not exist or is not public.`, 404, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });

// Cards and feeds show the short link (/@handle) when the profile has one.
const address = (profile: ProfileRow) => ({ ownerUid: profile.ownerUid, handle: profile.handle });

function feedInput(c: Context<AppEnv>, profile: ProfileRow, events = profile.events ?? []) {
  const publicUrl = c.get("runtime").settings.PUBLIC_URL;
  return {
    ownerUid: profile.ownerUid,
    displayName: profileNames(profile).displayName,
    pageUrl: profileUrl(publicUrl, address(profile)),
    host: new URL(publicUrl).host,
    events,
    timeZone: profileTimeZone(profile),
    stamp: profile.updatedAt,
  };
}

const calendarHeaders = (fileName: string, disposition: "inline" | "attachment") => ({
  "Content-Type": "text/calendar; charset=utf-8",
  "Content-Disposition": `${disposition}; filename="${fileName}"`,
  "Cache-Control": PUBLIC_FIVE_MINUTES,
  "X-Content-Type-Options": "nosniff",
});

/**
 * A profile's public files beside its page: the share card (og:image) and its events as iCalendar.
 * Mounted at /profile; every other /profile/{uid}/… path goes on to the pages.
 */
export const profileFiles = new Hono<AppEnv>()
  .get("/:uid/card.png", async (c) => {
    const profile = await visibleProfile(c);
    if (!profile) return notFound(c, "card");
    const runtime = c.get("runtime");
    const cards = runtime.profiles.shareCards;
    // In the owner's language; it is part of what the card shows, so of its ETag: a change of language redraws it.
    const locale = await ownerLocale(runtime.db, profile.ownerUid);
    const input = {
      content: shareCardContent({ ...profile, ...address(profile) }, runtime.settings.PUBLIC_URL, (name) =>
        m.rest_tip_name({ name }, { locale }),
      ),
      profileImageUrl: profile.profileImageUrl,
    };
    const headers = { "Cache-Control": PUBLIC_FIVE_MINUTES };
    if (notModified(c.req.header("if-none-match"), cards.etagOf(input)))
      return c.body(null, 304, { ...headers, ETag: cards.etagOf(input) });
    try {
      const card = await cards.get(profile.ownerUid, input, () =>
        enforceLimit(c, "share-card", c.get("clientIp"), CARD_RENDER_LIMIT),
      );
      return c.body(new Uint8Array(card.png), 200, { ...headers, ETag: card.etag, "Content-Type": "image/png" });
    } catch (error) {
      if (!(error instanceof ImageQueueFull)) throw error;
      // Cards wait in a bounded lane behind photo uploads: a crawler's burst is told to come back.
      return c.body(error.message, 503, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(CARD_RETRY_AFTER_SECONDS),
      });
    }
  })
  .get("/:uid/events.ics", async (c) => {
    const profile = await visibleProfile(c);
    if (!profile) return notFound(c, "calendar");
    return c.body(calendarFeed(feedInput(c, profile)), 200, calendarHeaders("events.ics", "inline"));
  })
  .get("/:uid/events/:file", async (c) => {
    const file = c.req.param("file");
    const profile = file.endsWith(".ics") ? await visibleProfile(c) : null;
    const event = profile?.events?.find((candidate) => `${candidate.id}.ics` === file);
    if (!profile || !event) return notFound(c, "event");
    return c.body(
      calendarFeed(feedInput(c, profile, [event])),
      200,
      calendarHeaders(eventFileName(event.title), "attachment"),
    );
  });
