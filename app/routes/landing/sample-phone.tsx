import type { CSSProperties } from "react";
import { BrandIcon } from "~/components/brand-icons";
import { HeartIcon } from "~/components/icons";
import { Genres, PaymentFace, Tags, WalletsInPerson } from "~/components/profile-parts";
import { pageBackground } from "~/domain/colors";
import { DEFAULT_AVATAR_URL } from "~/domain/profile";
import {
  imageSrc,
  pageColorVariables,
  paymentLinks,
  profileNames,
  socialLinks,
  walletMethods,
} from "~/domain/profile-view";
import { SAMPLE_PROFILE } from "~/domain/sample-profile";
import { formatNumber, whose } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A phone showing a miniature of the public profile card (requirements 1: "a phone-framed sample profile (fixed static
 * data in the profile shape)"), painted with the profile page's own rules for names, links and colours. It is a
 * picture of a page, not a page: nothing in it is a link (the sample performer's accounts are not real), and it
 * has no headings of its own, so the landing page's outline stays the landing page's. The screen grows to hold
 * the whole card: a card cut off mid-way looked broken, not "more below".
 */
export function SamplePhone({ className = "" }: { className?: string }) {
  const profile = SAMPLE_PROFILE;
  const names = profileNames(profile);
  const payments = paymentLinks(profile);
  const wallets = walletMethods(profile);
  const socials = socialLinks(profile);
  const avatar = imageSrc(profile.profileImageUrl) ?? DEFAULT_AVATAR_URL;
  const screenStyle = { ...pageColorVariables(profile), background: pageBackground(profile) } as CSSProperties;

  return (
    <figure id="sample-profile" aria-labelledby="sample-profile-caption" className={className}>
      <div className="relative mx-auto w-[300px] rounded-[2.9rem] bg-slate-800 p-2.5 shadow-2xl ring-1 shadow-black/60 ring-white/20">
        <div
          aria-hidden="true"
          className="absolute top-4.5 left-1/2 z-20 h-6 w-24 -translate-x-1/2 rounded-full bg-black"
        />
        <div
          data-sample-screen=""
          className="relative min-h-[600px] overflow-hidden rounded-[2.3rem] pb-6 text-(--tp-primary)"
          style={screenStyle}
        >
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 z-10 flex h-11 items-center justify-between px-7 text-[13px] font-semibold text-white"
          >
            <span>9:41</span>
            <span className="flex items-center gap-1">
              <span className="h-2.5 w-4 rounded-[3px] border border-white/80 p-px">
                <span className="block h-full w-3/4 rounded-[1px] bg-white" />
              </span>
            </span>
          </div>
          <div className="px-2 pt-12">
            <MiniCard
              name={names.displayName}
              realName={names.realName}
              firstName={names.firstName}
              avatar={avatar}
              payments={payments}
              wallets={wallets}
              socials={socials}
            />
          </div>
        </div>
      </div>
      <figcaption id="sample-profile-caption" className="mt-4 text-center text-sm text-slate-400">
        {m.landing_sample_caption()}
      </figcaption>
    </figure>
  );
}

type MiniCardProps = {
  name: string;
  realName: string | null;
  firstName: string;
  avatar: string;
  payments: ReturnType<typeof paymentLinks>;
  wallets: ReturnType<typeof walletMethods>;
  socials: ReturnType<typeof socialLinks>;
};

/**
 * The profile card of app/routes/profile/card.tsx at phone size, without its buttons and links: the genres, the
 * payment cards and the wallets are the profile page's own parts in their sample size.
 */
function MiniCard({ name, realName, firstName, avatar, payments, wallets, socials }: MiniCardProps) {
  const profile = SAMPLE_PROFILE;
  return (
    <div className="overflow-hidden rounded-3xl border border-(--tp-line) bg-(--tp-surface) pb-4 shadow-xl shadow-black/25">
      <div className="relative h-20 bg-(image:--tp-banner)">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_18%_35%,rgba(255,255,255,0.35),transparent_38%),radial-gradient(circle_at_82%_70%,rgba(255,255,255,0.22),transparent_42%)]" />
        <span className="absolute top-2 end-2 rounded-full bg-black/55 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
          {m.landing_sample_badge()}
        </span>
      </div>
      <div className="relative -mt-8 flex items-end justify-between px-3">
        <img
          src={avatar}
          alt={m.landing_sample_photo_alt({ name })}
          width={64}
          height={64}
          className="h-16 w-16 rounded-full bg-(--tp-base) object-cover ring-4 ring-(--tp-base)"
        />
        <span className="mb-0.5 inline-flex items-center gap-1 rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-2.5 py-1 text-xs font-bold">
          <HeartIcon className="h-3.5 w-3.5 fill-[#F43F5E] stroke-none" />
          {formatNumber(profile.likeCount, { notation: "compact" })}
          <span className="sr-only">{m.landing_sample_likes()}</span>
        </span>
      </div>
      <div className="px-3 pt-2">
        <p className="text-xl leading-tight font-extrabold tracking-tight">{name}</p>
        {realName && <p className="text-xs font-medium text-(--tp-secondary)">{realName}</p>}
        <Genres genres={profile.genres} size="sample" />
        <Tags tags={profile.tags} size="sample" />
        <p className="mt-2 text-xs leading-snug text-(--tp-secondary)">{m.landing_sample_description()}</p>
        <ul aria-label={m.profile_social_links({ whose: whose(name) })} className="mt-2.5 flex gap-1.5">
          {socials.map((social) => (
            <li
              key={social.type}
              className="grid h-8 w-8 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong)"
            >
              <BrandIcon brand={social.type} className="h-4 w-4" />
              <span className="sr-only">{social.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="px-3 pt-3.5">
        <p id="sample-tip-heading" className="text-base font-bold tracking-tight">
          {m.profile_tip_heading({ firstName })}
        </p>
        <ul aria-labelledby="sample-tip-heading" className="mt-2 grid grid-cols-1 gap-1.5">
          {payments.map((payment) => (
            <li
              key={payment.type}
              data-payment={payment.type}
              className="flex items-center gap-2.5 rounded-xl border border-(--tp-line) bg-(--tp-surface-strong) p-1.5 pe-3 text-(--tp-payment)"
            >
              <PaymentFace payment={payment} size="sample" />
            </li>
          ))}
        </ul>
        <WalletsInPerson wallets={wallets} size="sample" />
      </div>
      {profile.thought && (
        <figure className="mx-3 mt-3.5 rounded-xl border border-(--tp-line) bg-(--tp-surface) px-3 py-2.5">
          <blockquote className="text-sm leading-snug font-medium text-(--tp-thought) italic">
            <p>{m.landing_sample_thought()}</p>
          </blockquote>
          <figcaption className="mt-1.5 text-[11px] font-bold tracking-[0.15em] text-(--tp-thought-author)">
            — {name.toLocaleUpperCase("en-US")}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
