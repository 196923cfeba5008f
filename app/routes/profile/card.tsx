import { BrandIcon } from "~/components/brand-icons";
import { CameraIcon, HeartIcon, LinkIcon, PencilIcon, QuoteIcon, ShareIcon } from "~/components/icons";
import { Genres, Tags } from "~/components/profile-parts";
import { responsiveImage } from "~/domain/media";
import type { Profile } from "~/domain/profile-model";
import { editProfilePath } from "~/domain/profile-url";
import { type profileNames, socialLinks } from "~/domain/profile-view";
import { formatNumber, whose } from "~/i18n/format";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { m } from "~/i18n/paraglide/messages.js";
import { type CardTips, type LocalRails, TipSection, type TipPost } from "./payments";
import { TrackedLink } from "./tracked-link";

type Names = ReturnType<typeof profileNames>;

/**
 * The profile card (requirements 2): banner, photo, camera/like/share, names, description, socials, ways to tip and the
 * thought. On desktop the enhancement script (data-smart) makes it sticky: it scrolls with the page until its end
 * shows, then sticks. Without JavaScript it simply scrolls with the page: a scroll area of its own would hide
 * Venmo, the wallets and the thought below its fold with no cue.
 */
export function ProfileCard({
  profile,
  names,
  isOwner,
  avatarUrl,
  bannerUrl,
  cardTips,
  tipPost,
  localRails,
}: {
  profile: Profile;
  names: Names;
  isOwner: boolean;
  avatarUrl: string;
  bannerUrl: string | null;
  cardTips: CardTips | null;
  tipPost: TipPost | null;
  localRails: LocalRails;
}) {
  const { displayName } = names;
  return (
    <section
      data-part="card"
      data-card=""
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-[28px] border border-(--tp-line) bg-(--tp-surface) shadow-2xl shadow-black/25 min-[900px]:data-smart:sticky"
    >
      <Banner bannerUrl={bannerUrl} editUrl={isOwner ? editProfilePath(profile.ownerUid) : null} />
      <div className="relative -mt-14 flex items-end justify-between gap-3 px-5">
        <img
          {...responsiveImage(avatarUrl, "profile")}
          alt={m.profile_photo_alt({ name: displayName })}
          width={112}
          height={112}
          fetchPriority="high"
          className="h-28 w-28 shrink-0 rounded-full bg-(--tp-base) object-cover shadow-lg ring-4 ring-(--tp-base)"
        />
        <Actions name={displayName} likeCount={profile.likeCount} hasGallery={profile.images.length > 0} />
      </div>
      <div className="px-5 pt-4">
        <h1 id="profile-name" className="text-3xl leading-tight font-extrabold tracking-tight break-words">
          <bdi>{displayName}</bdi>
        </h1>
        {names.realName && (
          <p className="mt-0.5 font-medium text-(--tp-secondary)">
            <bdi>{names.realName}</bdi>
          </p>
        )}
        <Genres genres={profile.genres} size="page" />
        <Tags tags={profile.tags} size="page" />
        {profile.description ? (
          <p dir="auto" className="mt-3 leading-relaxed whitespace-pre-line text-(--tp-secondary)">
            {profile.description}
          </p>
        ) : (
          !profile.completed && <Unfinished isOwner={isOwner} />
        )}
        <Socials profile={profile} name={displayName} />
      </div>
      <TipSection
        profile={profile}
        firstName={names.firstName}
        cardTips={cardTips}
        tipPost={tipPost}
        localRails={localRails}
      />
      <ShareLink />
      {profile.thought?.trim() && <Thought thought={profile.thought.trim()} author={displayName} />}
      <div className="h-5" />
    </section>
  );
}

function Banner({ bannerUrl, editUrl }: { bannerUrl: string | null; editUrl: string | null }) {
  const layer = "absolute inset-x-0 -top-12 h-[calc(100%+3rem)] w-full will-change-transform";
  return (
    <div className="relative h-40 overflow-hidden bg-(image:--tp-banner)">
      {bannerUrl ? (
        <img
          data-parallax=""
          {...responsiveImage(bannerUrl, "banner")}
          fetchPriority="high"
          alt=""
          width={800}
          height={320}
          className={`${layer} object-cover`}
        />
      ) : (
        <div
          data-parallax=""
          className={`${layer} bg-[radial-gradient(circle_at_18%_35%,rgba(255,255,255,0.35),transparent_38%),radial-gradient(circle_at_82%_70%,rgba(255,255,255,0.22),transparent_42%),radial-gradient(circle_at_60%_10%,rgba(0,0,0,0.18),transparent_35%)]`}
        />
      )}
      <div className="absolute inset-x-0 bottom-0 h-16 bg-linear-to-t from-black/25 to-transparent" />
      {editUrl && (
        <a
          href={editUrl}
          className="absolute end-3 top-3 inline-flex min-h-10 items-center gap-1.5 rounded-full bg-black/60 px-4 text-sm font-semibold text-white shadow-lg backdrop-blur hover:bg-black/75"
        >
          <PencilIcon className="h-4 w-4" />
          {m.profile_edit()}
        </a>
      )}
    </div>
  );
}

const ROUND_BUTTON =
  "grid h-11 w-11 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong) transition hover:scale-105 active:scale-95 disabled:opacity-50";

/** Camera jumps to the gallery (a plain link); like and share need the script and stay hidden until it runs. */
function Actions({ name, likeCount, hasGallery }: { name: string; likeCount: number; hasGallery: boolean }) {
  return (
    <div className="relative flex items-center gap-2 pb-1">
      {hasGallery && (
        <a href="#gallery" className={ROUND_BUTTON} aria-label={m.profile_photos_of({ whose: whose(name) })}>
          <CameraIcon />
        </a>
      )}
      <button
        type="button"
        hidden
        data-js=""
        data-action="like"
        aria-pressed="false"
        className={`${ROUND_BUTTON} group w-auto min-w-11 gap-1.5 px-3 [grid-auto-flow:column]`}
      >
        <HeartIcon className="h-5 w-5 transition group-aria-pressed:scale-110 group-aria-pressed:fill-[#F43F5E] group-aria-pressed:stroke-[#F43F5E]" />
        <span className="sr-only">{m.profile_like({ name })}, </span>
        <span data-like-count={likeCount} className="text-sm font-bold tabular-nums">
          {formatNumber(likeCount, { notation: "compact" })}
        </span>
        <span className="sr-only"> {m.profile_likes()}</span>
      </button>
      <button
        type="button"
        hidden
        data-js=""
        data-action="share"
        aria-label={m.profile_share_page({ whose: whose(name) })}
        className={ROUND_BUTTON}
      >
        <ShareIcon />
      </button>
      <p
        role="status"
        data-status=""
        className="pointer-events-none absolute end-0 top-full z-10 mt-2 rounded-full bg-(--tp-primary) px-3 py-1 text-xs font-semibold whitespace-nowrap text-(--tp-on-primary) shadow-lg transition-opacity empty:opacity-0"
      />
    </div>
  );
}

/**
 * Copy link: in-app browsers (Instagram, TikTok) cannot open the payment apps, so visitors are offered
 * the page's share address to open in their own browser. The buttons need the script and stay hidden without it;
 * Share shows only where the system share sheet exists.
 */
function ShareLink() {
  const button =
    "inline-flex min-h-11 items-center gap-2 rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-4 text-sm font-semibold transition hover:bg-(--tp-line)";
  return (
    <div hidden data-js="" className="mx-5 mt-4 rounded-2xl border border-(--tp-line) bg-(--tp-surface) p-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" data-action="copy-link" className={button}>
          <LinkIcon className="h-4 w-4" />
          {m.profile_copy_link()}
        </button>
        <button type="button" hidden data-action="share-sheet" className={button}>
          <ShareIcon className="h-4 w-4" />
          {m.profile_share()}
        </button>
        <p role="status" aria-live="polite" data-copy-status="" className="text-sm font-semibold empty:hidden" />
      </div>
      <p hidden data-in-app-hint="" className="mt-2 text-sm text-(--tp-secondary)">
        {m.profile_in_app_hint()}
      </p>
    </div>
  );
}

function Unfinished({ isOwner }: { isOwner: boolean }) {
  return (
    <p className="mt-3 text-(--tp-secondary)">
      {isOwner ? (
        <>
          {m.profile_unfinished_owner()}{" "}
          <a href="/signup" className="rounded font-semibold underline underline-offset-4">
            {m.profile_finish_setup()}
          </a>
        </>
      ) : (
        m.profile_unfinished()
      )}
    </p>
  );
}

function Socials({ profile, name }: { profile: Profile; name: string }) {
  const links = socialLinks(profile);
  if (links.length === 0) return null;
  return (
    <ul aria-label={m.profile_social_links({ whose: whose(name) })} className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.type}>
          <TrackedLink
            link={link}
            aria-label={m.profile_on_service({ name, service: link.label })}
            className="grid h-11 w-11 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong) transition hover:-translate-y-0.5 hover:bg-(--tp-line)"
          >
            <BrandIcon brand={link.type} className="h-5 w-5" />
          </TrackedLink>
        </li>
      ))}
    </ul>
  );
}

/** "A Thought quote block attributed in upper case to the owner" (requirements 2). */
function Thought({ thought, author }: { thought: string; author: string }) {
  return (
    <figure className="relative mx-5 mt-5 rounded-2xl border border-(--tp-line) bg-(--tp-surface) px-5 pt-6 pb-4">
      <QuoteIcon className="absolute start-4 -top-3 h-7 w-7 text-(--tp-thought-author)" />
      <blockquote className="text-lg leading-snug font-medium text-(--tp-thought) italic">
        <p dir="auto">{thought}</p>
      </blockquote>
      <figcaption className="mt-3 text-sm font-bold tracking-[0.15em] text-(--tp-thought-author)">
        — <bdi>{author.toLocaleUpperCase(getLocale())}</bdi>
      </figcaption>
    </figure>
  );
}
