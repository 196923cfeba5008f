import type { CodeAtAmount, CodeRail, LinkRail } from "~/.server/profiles/local-rails";
import { ArrowUpRightIcon } from "~/components/icons";
import { m } from "~/i18n/paraglide/messages.js";

const BOX = "rounded-2xl border border-(--tp-line) bg-(--tp-surface-strong) p-3 text-(--tp-payment) shadow-sm";
const PILL =
  "inline-grid h-11 min-w-14 place-items-center rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-4 text-base font-bold text-(--tp-payment) tabular-nums shadow-sm transition hover:bg-(--tp-line)";

/**
 * Local ways to pay: Swish as a link into its app; PIX, a SEPA transfer and UPI as a code to paste into the bank's
 * app (selectable without JavaScript; "Copy code" with it) and a QR code for a second phone. An amount is a plain
 * in-page link that shows that amount's code (CSS :target), so it works and is counted like any payment link.
 */
export function LocalRailsList({ rails }: { rails: { codes: CodeRail[]; links: LinkRail[] } }) {
  return (
    <ul className="mt-2.5 grid gap-2.5">
      {rails.links.map((rail) => (
        <li key={rail.type}>
          <a href={rail.url} data-link-type={rail.type} className={`flex min-h-16 items-center gap-3 ${BOX}`}>
            <span className="min-w-0 flex-1">
              <span className="block text-lg leading-tight font-bold">{rail.label}</span>
              <span className="block text-sm break-all text-(--tp-secondary)">
                <bdi>{rail.detail}</bdi>
              </span>
            </span>
            <ArrowUpRightIcon className="h-5 w-5 shrink-0" />
          </a>
          {rail.amounts.length > 0 && (
            <ul
              aria-label={m.profile_tip_amounts_with({ method: rail.label })}
              className="mt-2 flex flex-wrap gap-2 ps-1"
            >
              {rail.amounts.map(({ amount, label, url }) => (
                <li key={amount}>
                  <a
                    href={url}
                    data-link-type={rail.type}
                    data-amount={amount}
                    aria-label={m.profile_tip_amount_with({ amount: label, method: rail.label })}
                    className={PILL}
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
      {rails.codes.map((rail) => (
        <li
          key={rail.type}
          id={`pay-${rail.type}`}
          data-rail={rail.type}
          // An amount's code, once chosen, takes the place of the any-amount one.
          className={`${BOX} [&:has(:target)_[data-any]]:hidden`}
        >
          <p className="text-lg leading-tight font-bold">{rail.label}</p>
          <p className="text-sm break-all text-(--tp-secondary)">
            <bdi>{rail.detail}</bdi>
          </p>
          {rail.amounts.length > 0 && (
            <ul aria-label={m.profile_tip_amounts_with({ method: rail.label })} className="mt-2 flex flex-wrap gap-2">
              {rail.amounts.map(({ amount, label }) => (
                <li key={amount}>
                  <a
                    href={`#pay-${rail.type}-${amount}`}
                    data-link-type={rail.type}
                    data-amount={amount}
                    aria-label={m.profile_rail_code_for({ method: rail.label, amount: label })}
                    className={PILL}
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {rail.amounts.map((entry) => (
            <CodeBox
              key={entry.amount}
              id={`pay-${rail.type}-${entry.amount}`}
              rail={rail}
              entry={entry}
              className="hidden target:block"
            />
          ))}
          <CodeBox id={`pay-${rail.type}-any`} rail={rail} entry={null} className="block" />
        </li>
      ))}
    </ul>
  );
}

function CodeBox({
  id,
  rail,
  entry,
  className,
}: {
  id: string;
  rail: CodeRail;
  entry: CodeAtAmount | null;
  className: string;
}) {
  const code = entry?.code ?? rail.code;
  const qr = entry?.qr ?? rail.qr;
  const appUrl = entry ? entry.appUrl : rail.appUrl;
  const what = entry
    ? m.profile_rail_code_for({ method: rail.label, amount: entry.label })
    : m.profile_rail_code_any({ method: rail.label });
  return (
    <div id={id} data-code-box="" data-any={entry ? undefined : ""} className={`mt-3 ${className}`}>
      <div className="flex flex-wrap items-start gap-3">
        <svg
          role="img"
          aria-label={m.profile_qr_code({ what })}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
          className="h-44 w-44 shrink-0 rounded-lg bg-white"
        >
          <path d={qr.path} fill="#000" />
        </svg>
        <div className="min-w-0 flex-1 basis-40">
          <label className="block text-sm font-semibold">
            {what}
            <textarea
              readOnly
              rows={4}
              value={code}
              data-code=""
              className="mt-1 block w-full resize-none rounded-xl border border-(--tp-line) bg-(--tp-surface) p-2 font-mono text-xs break-all text-(--tp-primary)"
            />
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <button
              type="button"
              hidden
              data-js=""
              data-action="copy-code"
              data-link-type={rail.type}
              data-amount={entry?.amount}
              className="min-h-11 rounded-full border border-(--tp-line) bg-(--tp-surface-strong) px-4 text-sm font-bold"
            >
              {m.profile_copy_code()}
            </button>
            {appUrl && (
              <a
                href={appUrl}
                data-link-type={rail.type}
                data-amount={entry?.amount}
                className="inline-flex min-h-11 items-center rounded-full border border-(--tp-line) px-4 text-sm font-bold"
              >
                {m.profile_open_in_app({ method: rail.label })}
              </a>
            )}
            <span role="status" aria-live="polite" data-code-status="" className="text-sm font-semibold empty:hidden" />
          </div>
        </div>
      </div>
    </div>
  );
}
