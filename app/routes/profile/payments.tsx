import { PaymentFace, WalletsInPerson } from "~/components/profile-parts";
import { formatAmountShort, TIP_MESSAGE_MAX, TIP_NAME_MAX } from "~/domain/tips";
import type { CardTipsView, TipFormValues } from "~/.server/tips/tip-form";
import type { localRailsView } from "~/.server/profiles/local-rails";
import { LocalRailsList } from "./local-rails";
import type { Profile } from "~/domain/profile-model";
import { paymentLinks, walletMethods } from "~/domain/profile-view";
import { amountLinks } from "~/domain/tip-amounts";
import { TrackedLink } from "./tracked-link";
import { localized } from "~/i18n/known";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";

export type CardTips = CardTipsView;
export type LocalRails = ReturnType<typeof localRailsView>;
/** A refused card tip POST: the message, and what the visitor typed (the form is filled in again). */
export type TipPost = { error: string; values: TipFormValues };

/**
 * "Tip {firstName}" (requirements 2): card and wallet tips through Stripe when the performer takes them (a plain
 * form), then Cash App, PayPal and Venmo as big links that work without JavaScript; Apple, Google and Samsung Pay
 * otherwise accepted in person, said in words.
 */
export function TipSection({
  profile,
  firstName,
  cardTips,
  tipPost,
  localRails,
}: {
  profile: Profile;
  firstName: string;
  cardTips: CardTips | null;
  tipPost: TipPost | null;
  localRails: LocalRails;
}) {
  const links = paymentLinks(profile);
  const anyRail = localRails.codes.length > 0 || localRails.links.length > 0;
  const amounts = profile.showTipAmounts ? profile.tipAmounts : [];
  const wallets = walletMethods(profile);
  return (
    <section aria-labelledby="tip-heading" className="px-5 pt-6">
      <h2 id="tip-heading" className="text-xl font-bold tracking-tight">
        {m.profile_tip_heading({ firstName })}
      </h2>
      {cardTips ? (
        <CardTipForm tips={cardTips} post={tipPost} firstName={firstName} />
      ) : (
        tipPost && <TipAlert message={tipPost.error} />
      )}
      {links.length > 0 ? (
        <ul className="mt-3 grid gap-2.5">
          {links.map((link) => (
            <li key={link.type}>
              <TrackedLink
                link={link}
                className="group flex min-h-16 items-center gap-3 rounded-2xl border border-(--tp-line) bg-(--tp-surface-strong) p-2.5 pe-4 text-(--tp-payment) shadow-sm transition hover:-translate-y-0.5 hover:bg-(--tp-line) hover:shadow-lg active:translate-y-0"
              >
                <PaymentFace payment={link} size="page" />
              </TrackedLink>
              <AmountPills
                type={link.type}
                label={link.label}
                currency={profile.currency}
                links={amountLinks(link.type, link.url, amounts, profile.currency)}
              />
            </li>
          ))}
        </ul>
      ) : (
        !anyRail &&
        wallets.length === 0 &&
        !cardTips && <p className="mt-2 text-(--tp-secondary)">{m.profile_no_way_to_tip({ firstName })}</p>
      )}
      {anyRail && <LocalRailsList rails={localRails} />}
      {wallets.length > 0 && !cardTips && <WalletsInPerson wallets={wallets} size="page" />}
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
  currency,
  links,
}: {
  type: string;
  label: string;
  currency: string;
  links: { amount: number; url: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={m.profile_tip_amounts_with({ method: label })} className="mt-2 flex flex-wrap gap-2 ps-1">
      {links.map(({ amount, url }) => (
        <li key={amount}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-link-type={type}
            data-amount={amount}
            aria-label={m.profile_tip_amount_with({
              amount: formatAmountShort(amount, currency, getLocale()),
              method: label,
            })}
            className="inline-grid h-11 min-w-14 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-4 text-base font-bold text-(--tp-payment) tabular-nums shadow-sm transition hover:-translate-y-0.5 hover:bg-(--tp-line) active:translate-y-0"
          >
            {formatAmountShort(amount, currency, getLocale())}
          </a>
        </li>
      ))}
    </ul>
  );
}

const PILL =
  "inline-grid h-12 min-w-16 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-4 text-lg font-bold text-(--tp-payment) tabular-nums shadow-sm transition hover:-translate-y-0.5 hover:bg-(--tp-line) active:translate-y-0";
const FIELD =
  "mt-1 block w-full rounded-xl border border-(--tp-line) bg-(--tp-surface) px-3 py-2.5 text-base text-(--tp-primary) placeholder:text-(--tp-tertiary)";

/**
 * Card, Apple Pay or Google Pay through Stripe's hosted Checkout: a plain form whose every preset amount is its own
 * submit button, so one tap starts paying, with no script. Enter in "Other amount" submits the first (hidden)
 * button, which takes the typed amount rather than the first preset.
 */
function CardTipForm({ tips, post, firstName }: { tips: CardTips; post: TipPost | null; firstName: string }) {
  const short = (amount: number) => formatAmountShort(amount, tips.currency, getLocale());
  const values = post?.values ?? (tips.outcome === "cancelled" && tips.returned ? returnedValues(tips.returned) : null);
  const returned = tips.returned;
  return (
    <div id="tip" data-card-tips="" className="mt-3 rounded-2xl border border-(--tp-line) bg-(--tp-surface) p-4">
      <p className="font-semibold">{m.profile_card_wallets()}</p>
      {tips.outcome === "thanks" && (
        <p role="status" className="mt-2 rounded-xl bg-white px-3 py-2 font-semibold text-emerald-900">
          {returned?.status === "failed"
            ? m.profile_payment_failed()
            : returned
              ? m.profile_thanks_amount({ amount: returned.amount, firstName })
              : m.profile_thanks({ firstName })}
        </p>
      )}
      {tips.outcome === "cancelled" && !post && (
        <p role="status" className="mt-2 rounded-xl bg-white px-3 py-2 font-semibold text-slate-900">
          {m.profile_tip_cancelled()}
        </p>
      )}
      {post && <TipAlert message={post.error} />}
      <form method="post" className="mt-3 grid gap-3">
        {/* The form's default button (Enter in a field): the typed amount, not the first preset. */}
        <button type="submit" name="amount" value="other" tabIndex={-1} aria-hidden="true" className="sr-only">
          {m.profile_tip_typed()}
        </button>
        <details open={Boolean(values?.name || values?.message)} className="text-sm">
          <summary className="cursor-pointer font-semibold text-(--tp-secondary)">
            {m.profile_add_name_message()}
          </summary>
          <label className="mt-2 block font-semibold">
            {m.profile_your_name()}
            <input
              name="name"
              maxLength={TIP_NAME_MAX}
              autoComplete="name"
              defaultValue={values?.name}
              className={FIELD}
            />
          </label>
          <label className="mt-2 block font-semibold">
            {m.profile_message_for({ firstName })}
            <textarea
              name="message"
              maxLength={TIP_MESSAGE_MAX}
              rows={3}
              defaultValue={values?.message}
              className={FIELD}
            />
          </label>
          <p className="mt-1 text-(--tp-secondary)">{m.profile_only_sees({ firstName })}</p>
        </details>
        {tips.presets.length > 0 && (
          <div role="group" aria-label={m.profile_tip_amount()} className="flex flex-wrap gap-2">
            {tips.presets.map((amount) => (
              <button
                key={amount}
                type="submit"
                name="amount"
                value={String(amount)}
                aria-label={m.profile_tip_by_card({ amount: short(amount) })}
                className={PILL}
              >
                {short(amount)}
              </button>
            ))}
          </div>
        )}
        <div className="flex items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-semibold">
            {m.profile_other_amount()}
            <input
              name="custom"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values?.custom}
              className={FIELD}
            />
          </label>
          <button type="submit" name="amount" value="other" className={`${PILL} text-base`}>
            {m.profile_tip()}
          </button>
        </div>
        <p className="text-xs text-(--tp-secondary)">
          {m.profile_stripe_range({ min: short(tips.min), max: short(tips.max) })}
        </p>
      </form>
    </div>
  );
}

function TipAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-2 rounded-xl bg-white px-3 py-2 font-semibold text-red-800">
      {localized(message)}
    </p>
  );
}

function returnedValues(tip: NonNullable<CardTips["returned"]>): TipFormValues {
  return { amount: "other", custom: String(tip.value), name: tip.name ?? "", message: tip.message ?? "" };
}
