import { data, redirect } from "react-router";
import { enhanceScriptUrl } from "~/.server/platform/http/enhance";
import { INLINE_STYLES } from "~/.server/platform/http/inline-styles";
import { findProfileOnce } from "~/.server/profiles/request-profile";
import { signedInUser } from "~/.server/accounts/session";
import { calendarSubscribeUrl, localIsoDate } from "~/domain/calendar";
import { pageBackground } from "~/domain/colors";
import { DEFAULT_AVATAR_URL } from "~/domain/profile";
import { toPublicProfile } from "~/domain/profile-projection";
import { performingNow } from "~/domain/performing-now";
import { profileTimeZone } from "~/domain/time-zone";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardContent } from "~/domain/share-card";
import { orList } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { profileSubpath, profileUrl } from "~/domain/profile-url";
import { imageSrc, pageColorVariables, paymentLinks, profileNames } from "~/domain/profile-view";
import type { RouteHandle } from "~/root";
import { LanguageSwitcher } from "~/components/language-switcher";
import type { Route } from "./+types/route";
import { EventsCalendar } from "./calendar";
import { awaitsEmailConfirmation, hiddenUntilConfirmed } from "~/.server/accounts/page-visibility";
import { findTipTarget } from "~/.server/tips/checkout";
import { cardTipsView, tipAction } from "~/.server/tips/tip-form";
import { localRailsView } from "~/.server/profiles/local-rails";
import { isCitySlug } from "~/domain/slug";
import { pitchCodeOf } from "~/domain/pitches";
import { findOpenSession } from "~/.server/pitches/store";
import { ProfileCard } from "./card";
import { FansForm } from "./fans-form";
import { Gallery } from "./gallery";
import { PerformingNow } from "./performing-now";
import { Videos } from "./videos";

/** Server HTML only: app/enhance/profile.ts adds likes, sharing, scrolling, the video player and live updates. */
export const handle: RouteHandle = { hydrate: false, footer: false };

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
  const feedPath = profileSubpath(params.uid, "events.ics");
  const timeZone = profileTimeZone(profile);
  const live = performingNow(profile.events, now, timeZone);
  const session = await findOpenSession(runtime.db, params.uid);
  const card = shareCardContent(profile, publicUrl);
  const payload = {
    found: true as const,
    enhanceScript,
    inlineStyles,
    profile,
    isOwner: viewer?.id === params.uid,
    // The calendar's "today" and its event days are the performer's, not the server's.
    today: localIsoDate(now, timeZone),
    timeZone,
    // The month the calendar opens at: ?month=2026-12 (its previous/next links without JavaScript), else this one.
    month: requestedMonth(new URL(request.url).searchParams.get("month")),
    // The address the profile is shared at: its short link when it has one (also the canonical link).
    pageUrl: profileUrl(publicUrl, profile),
    // The version makes link previews fetch the card again after an edit.
    cardUrl: new URL(
      `${profileSubpath(params.uid, "card.png")}?v=${stored.updatedAt.getTime().toString(36)}`,
      publicUrl,
    ).href,
    cardAlt: card.alt,
    // A session started from the dashboard says where; else an event in progress.
    performing: session
      ? { title: "", location: session.pitchName }
      : live
        ? { title: live.title, location: live.location ?? null }
        : null,
    // Card and wallet tips through Stripe, when the site and the performer take them (tips/tip-form.ts).
    cardTips: await cardTipsView(
      runtime,
      params.uid,
      profile.tipAmounts,
      new URL(request.url).searchParams,
      profile.currency,
    ),
    // PIX, SEPA and UPI as codes to copy and QR codes for a second phone; Swish and UPI as app links.
    localRails: localRailsView(profile),
    feedPath,
    subscribeUrl: calendarSubscribeUrl(publicUrl, feedPath),
  };
  return payload;
}

/**
 * The card tip form's POST (plain HTML: it works before the page's script loads): 303 to Stripe's Checkout, or the
 * page again with the message beside the form and what the visitor typed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { runtime } = context;
  const search = new URL(request.url).searchParams;
  // The form posts to the page's own address, so a pitch's ?p= comes along: the tip is the pitch's and the session's.
  const pitchCode = pitchCodeOf(search.get("p"));
  const target = await findTipTarget(runtime.db, params.uid, pitchCode);
  if (!target || hiddenUntilConfirmed(runtime, target.emailVerified)) {
    throw data(null, { status: 404 });
  }
  const ref = search.get("ref");
  const { attribution } = target;
  // Back from Checkout the page keeps the pitch's code: the visitor's clicks there are still the pitch's.
  const returnTo = new URL(profileUrl(runtime.settings.PUBLIC_URL, target.address));
  if (pitchCode && attribution.pitchId) returnTo.searchParams.set("p", pitchCode);
  const result = await tipAction(runtime, {
    ownerUid: params.uid,
    performerName: profileNames(target.names).displayName,
    returnTo: returnTo.href,
    form: await request.formData(),
    clientIp: context.clientIp,
    source: attribution.pitchName ? `pitch: ${attribution.pitchName}` : ref && isCitySlug(ref) ? ref : null,
    attribution,
    currency: target.currency,
    account: target.account,
  });
  if ("url" in result) throw redirect(result.url, 303);
  return data({ tipError: result.message, tipValues: result.values }, { status: result.status });
}

/** A month key "2026-12" from the address, or null when absent or not one. */
function requestedMonth(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.found) return [{ title: m.profile_not_found_title() }, { name: "robots", content: "noindex" }];
  const { displayName } = profileNames(loaderData.profile);
  const title = m.profile_meta_title({ name: displayName });
  const labels = paymentLinks(loaderData.profile).map((link) => link.label);
  // The performer's own description when there is one, as written.
  const description =
    loaderData.profile.description?.trim().slice(0, 200) ||
    (labels.length > 0
      ? m.profile_meta_description({ name: displayName, methods: orList(labels) })
      : m.profile_meta_description_plain({ name: displayName }));
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

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
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
      // The script's words in the page's language (app/enhance/profile.ts imports no messages).
      data-w-copied={m.profile_link_copied()}
      data-w-copy-failed={m.profile_copy_failed()}
      data-w-copy-this={m.profile_copy_this({ url: "{url}" })}
      data-w-code-copied={m.profile_code_copied()}
      data-w-select-code={m.profile_select_code()}
      data-w-like-failed={m.profile_like_failed()}
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
          cardTips={loaderData.cardTips}
          tipPost={actionData ? { error: actionData.tipError, values: actionData.tipValues } : null}
          localRails={loaderData.localRails}
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
          {!isOwner && <FansForm uid={profile.ownerUid} firstName={names.firstName} />}
        </div>
      </main>
      <footer className="px-4 pb-10 text-center text-sm text-(--tp-tertiary)">
        <a href="/" className="rounded font-semibold underline-offset-4 hover:underline">
          Tipped
        </a>{" "}
        · {m.profile_footer_tagline()}{" "}
        <a href="/signup" className="rounded font-semibold underline underline-offset-4">
          {m.profile_get_your_own()}
        </a>
        {/* Not on the owner's own page; the owner's render is their own, never the cached one. */}
        {!isOwner && (
          <span className="mt-3 block">
            <a
              href={profileSubpath(profile.ownerUid, "report")}
              rel="nofollow"
              className="inline-flex min-h-8 items-center rounded px-2 text-xs underline-offset-4 hover:underline"
            >
              {m.profile_report()}
            </a>
          </span>
        )}
        <LanguageSwitcher className="mt-4" keepQuery={false} />
      </footer>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-white">{m.profile_not_found()}</h1>
      <p className="mt-4 text-slate-300">{m.profile_not_found_text()}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950 hover:bg-emerald-300"
      >
        {m.profile_go_home()}
      </a>
    </main>
  );
}
