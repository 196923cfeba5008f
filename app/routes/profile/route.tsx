import { data } from "react-router";
import { enhanceScriptUrl } from "~/.server/platform/http/enhance";
import { INLINE_STYLES } from "~/.server/platform/http/inline-styles";
import { findProfileOnce } from "~/.server/profiles/request-profile";
import { signedInUser } from "~/.server/accounts/session";
import { calendarSubscribeUrl, localIsoDate } from "~/domain/calendar";
import { pageBackground } from "~/domain/colors";
import { DEFAULT_AVATAR_URL } from "~/domain/profile";
import { toPublicProfile } from "~/domain/profile-model";
import { performingNow } from "~/domain/performing-now";
import { profileTimeZone } from "~/domain/time-zone";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardContent, tipMethodsPhrase } from "~/domain/share-card";
import { profileUrl } from "~/domain/profile-url";
import { imageSrc, pageColorVariables, paymentLinks, profileNames } from "~/domain/profile-view";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/route";
import { EventsCalendar } from "./calendar";
import { awaitsEmailConfirmation } from "~/.server/accounts/page-visibility";
import { ProfileCard } from "./card";
import { Gallery } from "./gallery";
import { PerformingNow } from "./performing-now";
import { Videos } from "./videos";

/** Server HTML only: app/enhance/profile.ts adds likes, sharing, scrolling, the video player and live updates. */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const enhanceScript = enhanceScriptUrl("profile");
  const inlineStyles = INLINE_STYLES;
  const stored = await findProfileOnce(runtime.db, context, params.uid);
  if (!stored || (await awaitsEmailConfirmation(runtime, params.uid))) {
    return data({ found: false as const, enhanceScript, inlineStyles }, { status: 404 });
  }
  const viewer = signedInUser(context);
  const profile = toPublicProfile(stored);
  const publicUrl = runtime.settings.PUBLIC_URL;
  const now = new Date(runtime.now());
  const uid = encodeURIComponent(params.uid);
  const feedPath = `/profile/${uid}/events.ics`;
  const timeZone = profileTimeZone(profile);
  const live = performingNow(profile.events, now, timeZone);
  const card = shareCardContent(profile, publicUrl);
  const payload = {
    found: true as const,
    enhanceScript,
    inlineStyles,
    profile,
    isOwner: viewer?.id === params.uid,
    // The calendar's "today" and its event days are the performer's (issue 29 #2), not the server's.
    today: localIsoDate(now, timeZone),
    timeZone,
    // The month the calendar opens at: ?month=2026-12 (its previous/next links without JavaScript), else this one.
    month: requestedMonth(new URL(request.url).searchParams.get("month")),
    // The address the profile is shared at: its short link when it has one (also the canonical link).
    pageUrl: profileUrl(publicUrl, profile),
    // The version makes link previews fetch the card again after an edit.
    cardUrl: new URL(`/profile/${uid}/card.png?v=${stored.updatedAt.getTime().toString(36)}`, publicUrl).href,
    cardAlt: card.alt,
    performing: live ? { title: live.title, location: live.location ?? null } : null,
    feedPath,
    subscribeUrl: calendarSubscribeUrl(publicUrl, feedPath),
  };
  return payload;
}

/** A month key "2026-12" from the address, or null when absent or not one. */
function requestedMonth(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.found) return [{ title: "Profile not found · Tipped" }, { name: "robots", content: "noindex" }];
  const { displayName } = profileNames(loaderData.profile);
  const title = `Tip ${displayName} · Tipped`;
  const methods = tipMethodsPhrase(paymentLinks(loaderData.profile).map((link) => link.label));
  const description =
    loaderData.profile.description?.trim().slice(0, 200) ||
    `Tip ${displayName}${methods ? ` with ${methods}` : ""}, and see their photos, videos and upcoming shows.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: loaderData.pageUrl },
    { property: "og:site_name", content: "Tipped" },
    { property: "og:image", content: loaderData.cardUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_CARD_WIDTH) },
    { property: "og:image:height", content: String(SHARE_CARD_HEIGHT) },
    { property: "og:image:alt", content: loaderData.cardAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: loaderData.cardUrl },
    { name: "twitter:image:alt", content: loaderData.cardAlt },
    { tagName: "link", rel: "canonical", href: loaderData.pageUrl },
  ];
};

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ProfileNotFound />;
  const { profile, isOwner, today, performing, pageUrl } = loaderData;
  const names = profileNames(profile);
  const style = {
    background: pageBackground(profile),
    ...pageColorVariables(profile),
  } as React.CSSProperties;
  return (
    <div
      id="profile-root"
      data-uid={profile.ownerUid}
      data-share-url={pageUrl}
      data-owner={isOwner ? "" : undefined}
      style={style}
      className="min-h-[calc(100vh-4rem)] text-(--tp-primary) [&_:focus-visible]:outline-(--tp-primary)"
    >
      {performing && <PerformingNow title={performing.title} location={performing.location} />}
      <main
        id="main"
        className="mx-auto grid max-w-[1200px] grid-cols-[minmax(0,1fr)] items-start gap-5 px-3 pt-4 pb-10 min-[900px]:grid-cols-[400px_minmax(0,1fr)] min-[900px]:gap-8 min-[900px]:px-8 min-[900px]:pt-8"
      >
        <ProfileCard
          profile={profile}
          names={names}
          isOwner={isOwner}
          avatarUrl={imageSrc(profile.profileImageUrl) ?? DEFAULT_AVATAR_URL}
          bannerUrl={imageSrc(profile.profileBannerUrl)}
        />
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5 min-[900px]:gap-6">
          <Gallery images={profile.images} name={names.displayName} />
          <Videos videos={profile.videos} />
          {/* No events at all: no calendar (a new performer's page is not two blank months). */}
          {profile.events.length > 0 && (
            <EventsCalendar
              events={profile.events}
              today={today}
              month={loaderData.month}
              timeZone={loaderData.timeZone}
              feed={{ uid: profile.ownerUid, subscribeUrl: loaderData.subscribeUrl, feedPath: loaderData.feedPath }}
            />
          )}
        </div>
      </main>
      <footer className="px-4 pb-10 text-center text-sm text-(--tp-tertiary)">
        <a href="/" className="rounded font-semibold underline-offset-4 hover:underline">
          Tipped
        </a>{" "}
        · One link for every way to tip.{" "}
        <a href="/signup" className="rounded font-semibold underline underline-offset-4">
          Get your own page
        </a>
        {/* Not on the owner's own page (issue 29 #11); the owner's render is their own, never the cached one. */}
        {!isOwner && (
          <span className="mt-3 block">
            <a
              href={`/profile/${encodeURIComponent(profile.ownerUid)}/report`}
              rel="nofollow"
              className="inline-flex min-h-8 items-center rounded px-2 text-xs underline-offset-4 hover:underline"
            >
              Report this profile
            </a>
          </span>
        )}
      </footer>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-white">Profile not found</h1>
      <p className="mt-4 text-slate-300">This page does not exist, or its owner has taken it down.</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950 hover:bg-emerald-300"
      >
        Go home
      </a>
    </main>
  );
}
