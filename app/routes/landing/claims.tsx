/** The landing page's claims about cash and Venmo (requirements 1), each beside its picture. */
import { BrandTile } from "~/components/brand-icons";
import { CheckIcon, CloseIcon } from "~/components/icons";
import { PARALLAX_FACTORS } from "~/domain/parallax";
import { CONTAINER, EYEBROW, Glow, HEADING_2, LEDE, SECTION } from "./section";
import { m } from "~/i18n/paraglide/messages.js";

const { base, fast, slow } = PARALLAX_FACTORS;

export function CashSection() {
  return (
    <section aria-labelledby="cash-heading" className={`${SECTION} lg:min-h-[80svh]`}>
      <Glow
        factor={fast}
        className="top-10 -right-32 h-[30rem] w-[30rem] bg-[radial-gradient(closest-side,rgba(245,158,11,0.2),transparent)]"
      />
      <Glow
        factor={slow}
        className="-bottom-40 -left-24 h-[28rem] w-[28rem] bg-[radial-gradient(closest-side,rgba(16,185,129,0.14),transparent)]"
      />
      <div className={CONTAINER}>
        <div>
          <p className={`${EYEBROW} text-amber-300`}>{m.landing_cash_eyebrow()}</p>
          <h2 id="cash-heading" className={HEADING_2}>
            {m.landing_cash_title()}
          </h2>
          <p className={LEDE}>{m.landing_cash_p1()}</p>
          <p className={LEDE}>{m.landing_cash_p2()}</p>
        </div>
        <Pockets />
      </div>
    </section>
  );
}

const MARK = "h-4 w-4 stroke-[2.5]";

/** "What a passer-by carries": the cash claim as a picture. */
function Pockets() {
  const rows = [
    { item: m.landing_pockets_coins(), state: m.landing_pockets_none(), ok: false },
    { item: m.landing_pockets_bills(), state: m.landing_pockets_none(), ok: false },
    { item: m.landing_pockets_phone(), state: m.landing_pockets_in_hand(), ok: true },
  ];
  return (
    <div
      data-parallax={slow}
      data-parallax-desktop=""
      className="mx-auto w-full max-w-sm lg:motion-safe:will-change-transform"
    >
      <div className="rounded-3xl border border-white/10 bg-slate-900/90 p-6 shadow-2xl shadow-black/40">
        <p id="pockets-label" className="text-sm font-semibold text-slate-300">
          {m.landing_pockets_label()}
        </p>
        <ul aria-labelledby="pockets-label" className="mt-4 grid gap-3">
          {rows.map(({ item, state, ok }) => (
            <li
              key={item}
              className={`flex items-center justify-between rounded-2xl border px-4 py-3 ${ok ? "border-emerald-400/40 bg-emerald-400/10" : "border-white/10 bg-white/5"}`}
            >
              <span className="font-semibold text-white">{item}</span>
              <span
                className={`flex items-center gap-2 text-sm font-bold ${ok ? "text-emerald-300" : "text-slate-300"}`}
              >
                {ok ? <CheckIcon className={MARK} /> : <CloseIcon className={MARK} />}
                {state}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function VenmoSection() {
  return (
    <section aria-labelledby="venmo-heading" className={`${SECTION} lg:min-h-[80svh]`}>
      <Glow
        factor={base}
        className="top-1/4 -left-40 h-[34rem] w-[34rem] bg-[radial-gradient(closest-side,rgba(0,140,255,0.22),transparent)]"
      />
      <Glow
        factor={fast}
        className="-right-20 bottom-0 h-80 w-80 bg-[radial-gradient(closest-side,rgba(0,214,50,0.14),transparent)]"
      />
      <div className={CONTAINER}>
        <div className="lg:order-2">
          <p className={`${EYEBROW} text-sky-300`}>{m.landing_venmo_eyebrow()}</p>
          <h2 id="venmo-heading" className={HEADING_2}>
            {m.landing_venmo_title()}
          </h2>
          <p className={LEDE}>{m.landing_venmo_lede()}</p>
          <ul className="mt-6 grid gap-3 text-slate-200">
            <Check>{m.landing_venmo_check1()}</Check>
            <Check>{m.landing_venmo_check2()}</Check>
          </ul>
        </div>
        <Notifications />
      </div>
    </section>
  );
}

function Check({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 stroke-[2.5] text-emerald-300" />
      {children}
    </li>
  );
}

/** Tips landing as phone notifications: an illustration of the Venmo claim, hidden from screen readers. */
function Notifications() {
  const tips = [
    {
      brand: "venmo",
      app: "Venmo",
      text: m.landing_notification_venmo(),
      note: m.landing_notification_venmo_note(),
      factor: slow,
      shift: "lg:translate-x-8",
    },
    {
      brand: "cashapp",
      app: "Cash App",
      text: m.landing_notification_cashapp(),
      note: m.landing_notification_cashapp_note(),
      factor: base,
      shift: "lg:-translate-x-4",
    },
    {
      brand: "paypal",
      app: "PayPal",
      text: m.landing_notification_paypal(),
      note: m.landing_notification_paypal_note(),
      factor: fast,
      shift: "lg:translate-x-12",
    },
  ] as const;
  return (
    <div aria-hidden="true" className="mx-auto grid w-full max-w-sm gap-4 lg:order-1 lg:gap-8">
      {tips.map((tip) => (
        <div
          key={tip.brand}
          data-parallax={tip.factor}
          data-parallax-desktop=""
          className="lg:motion-safe:will-change-transform"
        >
          <div
            className={`flex items-start gap-3 rounded-2xl border border-white/10 bg-slate-800/90 p-4 shadow-xl shadow-black/40 ${tip.shift}`}
          >
            <BrandTile brand={tip.brand} className="h-10 w-10 shrink-0 rounded-xl" iconClassName="h-6 w-6" />
            <span className="min-w-0">
              <span className="block text-xs font-semibold text-slate-400">
                {tip.app} · {m.landing_notification_now()}
              </span>
              <span className="block font-bold text-white">{tip.text}</span>
              <span className="block text-sm text-slate-300">“{tip.note}”</span>
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}
