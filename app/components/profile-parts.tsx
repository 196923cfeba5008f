import { BrandTile } from "~/components/brand-icons";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { genreLabel } from "~/i18n/genres";
import { ArrowUpRightIcon } from "~/components/icons";
import type { PaymentLink, WalletType } from "~/domain/profile-view";

/**
 * Parts of the public profile card (app/routes/profile/) that the landing page's sample phone draws too, so the
 * sample is the real card in miniature. Presentational only: the profile page wraps a payment in its tracked link,
 * the sample in a plain list item.
 */

type Wallet = { type: WalletType; label: string };

/**
 * The sizes the profile's parts come in: the page's own, and the landing page's sample phone, which draws the same
 * card as a miniature.
 */
export type PartSize = "page" | "sample";

const GENRE_LOOK = {
  page: { list: "mt-3 gap-1.5", chip: "px-2.5 py-0.5 text-xs" },
  sample: { list: "mt-2 gap-1", chip: "px-2 py-px text-[11px]" },
} satisfies Record<PartSize, Record<string, string>>;

/** The performer's genres as chips (none: nothing at all). */
export function Genres({ genres, size }: { genres: string[]; size: PartSize }) {
  if (genres.length === 0) return null;
  const look = GENRE_LOOK[size];
  return (
    <ul aria-label={m.owner_genres()} className={`flex flex-wrap ${look.list}`}>
      {genres.map((genre) => (
        <li
          key={genre}
          className={`rounded-full border border-(--tp-line) font-semibold text-(--tp-secondary) ${look.chip}`}
        >
          {genreLabel(genre)}
        </li>
      ))}
    </ul>
  );
}

const TAG_LOOK = {
  page: { list: "mt-2 gap-x-3 gap-y-1", tag: "text-sm" },
  sample: { list: "mt-1 gap-x-2", tag: "text-[11px]" },
} satisfies Record<PartSize, Record<string, string>>;

/**
 * The performer's own tags, as "#tag" words after the genres: lighter than the genre chips, since
 * they are the performer's words rather than the site's choices. Long ones wrap inside the card.
 */
export function Tags({ tags, size }: { tags: string[]; size: PartSize }) {
  if (tags.length === 0) return null;
  const look = TAG_LOOK[size];
  return (
    <ul aria-label={m.owner_tags()} className={`flex min-w-0 flex-wrap ${look.list}`}>
      {tags.map((tag) => (
        <li key={tag} className={`min-w-0 font-medium break-words text-(--tp-secondary) ${look.tag}`}>
          <bdi>
            <span aria-hidden="true">#</span>
            {tag}
          </bdi>
        </li>
      ))}
    </ul>
  );
}

const PAYMENT_LOOK = {
  page: {
    tile: "h-11 w-11 overflow-hidden rounded-xl shadow-sm",
    icon: "h-7 w-7",
    label: "text-base",
    detail: "text-sm",
    arrow: "h-5 w-5 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5",
  },
  sample: { tile: "h-8 w-8 rounded-lg", icon: "h-5 w-5", label: "text-sm", detail: "text-[11px]", arrow: "h-4 w-4" },
} satisfies Record<PartSize, Record<string, string>>;

/** What a payment card shows: the app's tile, its name and the account, and the arrow of a link that leaves. */
export function PaymentFace({ payment, size }: { payment: PaymentLink; size: PartSize }) {
  const look = PAYMENT_LOOK[size];
  return (
    <>
      <BrandTile brand={payment.type} className={`shrink-0 ${look.tile}`} iconClassName={look.icon} />
      <span className="min-w-0 flex-1">
        <span className={`block leading-tight font-bold ${look.label}`}>{payment.label}</span>
        <span className={`block break-all text-(--tp-secondary) ${look.detail}`}>
          <bdi>{payment.detail}</bdi>
        </span>
      </span>
      <ArrowUpRightIcon className={`shrink-0 ${look.arrow}`} />
    </>
  );
}

const WALLET_LOOK = {
  page: { text: "mt-3 gap-x-2 gap-y-1 text-sm", tile: "h-6 w-6", icon: "h-3.5 w-3.5" },
  sample: { text: "mt-2.5 gap-x-1.5 text-[11px]", tile: "h-4 w-4", icon: "h-2.5 w-2.5" },
} satisfies Record<PartSize, Record<string, string>>;

/**
 * The phone wallets a performer accepts in person, said plainly ("Apple Pay and Google Pay accepted in person")
 * with their marks: a sentence, not chips that look like buttons and do nothing when tapped.
 */
export function WalletsInPerson({ wallets, size }: { wallets: Wallet[]; size: PartSize }) {
  const look = WALLET_LOOK[size];
  return (
    <p data-wallets="" className={`flex flex-wrap items-center font-semibold text-(--tp-secondary) ${look.text}`}>
      <span aria-hidden="true" className="inline-flex gap-1">
        {wallets.map((wallet) => (
          <BrandTile
            key={wallet.type}
            brand={wallet.type}
            className={`rounded-full ${look.tile}`}
            iconClassName={look.icon}
          />
        ))}
      </span>
      <span>
        {m.profile_wallets_in_person({
          wallets: new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(
            wallets.map((wallet) => wallet.label),
          ),
        })}
      </span>
    </p>
  );
}
