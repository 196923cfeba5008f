import { BrandTile } from "~/components/brand-icons";
import { ArrowUpRightIcon } from "~/components/icons";
import type { Profile } from "~/domain/profile-model";
import { type PaymentLink, paymentLinks, walletMethods } from "~/domain/profile-view";
import { amountLinks } from "~/domain/tip-amounts";
import { TrackedLink } from "./tracked-link";

type Wallet = ReturnType<typeof walletMethods>[number];

/**
 * The sizes the profile's parts come in: the page's own, and the landing page's sample phone, which draws the same
 * card as a miniature.
 */
export type PartSize = "page" | "sample";

/**
 * "Tip {firstName}" (SPEC 2): Cash App, PayPal and Venmo as big links that work without JavaScript; Apple,
 * Google and Samsung Pay are accepted in person, so they are shown as chips, not links.
 */
export function TipSection({ profile, firstName }: { profile: Profile; firstName: string }) {
  const links = paymentLinks(profile);
  const amounts = profile.showTipAmounts ? profile.tipAmounts : [];
  const wallets = walletMethods(profile);
  return (
    <section aria-labelledby="tip-heading" className="px-5 pt-6">
      <h2 id="tip-heading" className="text-xl font-bold tracking-tight">
        Tip {firstName}
      </h2>
      {links.length > 0 ? (
        <ul className="mt-3 grid gap-2.5">
          {links.map((link) => (
            <li key={link.type}>
              <TrackedLink
                link={link}
                className="group flex min-h-16 items-center gap-3 rounded-2xl border border-(--tp-line) bg-(--tp-surface-strong) p-2.5 pr-4 text-(--tp-payment) shadow-sm transition hover:-translate-y-0.5 hover:bg-(--tp-line) hover:shadow-lg active:translate-y-0"
              >
                <PaymentFace payment={link} size="page" />
              </TrackedLink>
              <AmountPills type={link.type} label={link.label} links={amountLinks(link.type, link.url, amounts)} />
            </li>
          ))}
        </ul>
      ) : (
        wallets.length === 0 && (
          <p className="mt-2 text-(--tp-secondary)">{firstName} has not added a way to tip online yet.</p>
        )
      )}
      {wallets.length > 0 && (
        <div className="mt-3">
          <p id="wallets-heading" className="text-sm font-semibold text-(--tp-secondary)">
            {links.length > 0 ? "Also accepts in person" : "Accepts in person"}
          </p>
          <WalletChips wallets={wallets} size="page" labelledBy="wallets-heading" />
        </div>
      )}
    </section>
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
        <span className={`block truncate text-(--tp-secondary) ${look.detail}`}>{payment.detail}</span>
      </span>
      <ArrowUpRightIcon className={`shrink-0 ${look.arrow}`} />
    </>
  );
}

const WALLET_LOOK = {
  page: { list: "mt-2 gap-2", chip: "min-h-9 gap-2 py-1 pr-3 pl-1.5 text-sm", tile: "h-7 w-7", icon: "h-4 w-4" },
  sample: { list: "mt-1 gap-1.5", chip: "gap-1.5 py-0.5 pr-2.5 pl-0.5 text-[11px]", tile: "h-5 w-5", icon: "h-3 w-3" },
} satisfies Record<PartSize, Record<string, string>>;

/** The phone wallets a performer accepts in person, as chips; the list is named by a heading or, failing one, a label. */
export function WalletChips({
  wallets,
  size,
  labelledBy,
  label,
}: {
  wallets: Wallet[];
  size: PartSize;
  labelledBy?: string;
  label?: string;
}) {
  const look = WALLET_LOOK[size];
  return (
    <ul aria-labelledby={labelledBy} aria-label={label} className={`flex flex-wrap ${look.list}`}>
      {wallets.map((wallet) => (
        <li
          key={wallet.type}
          className={`inline-flex items-center rounded-full border border-(--tp-line) bg-(--tp-surface) font-semibold ${look.chip}`}
        >
          <BrandTile brand={wallet.type} className={`rounded-full ${look.tile}`} iconClassName={look.icon} />
          {wallet.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Preset amounts (issue 17): "$2 $5 $10 $20" under a payment card, each a plain link into the app with the amount
 * filled in (works without JavaScript); data-amount lets the page's click tracking record which one was chosen.
 */
function AmountPills({
  type,
  label,
  links,
}: {
  type: string;
  label: string;
  links: { amount: number; url: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={`Tip amounts with ${label}`} className="mt-2 flex flex-wrap gap-2 pl-1">
      {links.map(({ amount, url }) => (
        <li key={amount}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-link-type={type}
            data-amount={amount}
            aria-label={`Tip $${amount} with ${label}`}
            className="inline-grid h-11 min-w-14 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-4 text-base font-bold text-(--tp-payment) tabular-nums shadow-sm transition hover:-translate-y-0.5 hover:bg-(--tp-line) active:translate-y-0"
          >
            ${amount}
          </a>
        </li>
      ))}
    </ul>
  );
}
