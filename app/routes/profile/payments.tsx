import { PaymentFace, WalletChips } from "~/components/profile-parts";
import type { Profile } from "~/domain/profile-model";
import { paymentLinks, walletMethods } from "~/domain/profile-view";
import { amountLinks } from "~/domain/tip-amounts";
import { TrackedLink } from "./tracked-link";

/**
 * "Tip {firstName}" (requirements 2): Cash App, PayPal and Venmo as big links that work without JavaScript; Apple,
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

/**
 * Preset amounts: "$2 $5 $10 $20" under a payment card, each a plain link into the app with the amount
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
