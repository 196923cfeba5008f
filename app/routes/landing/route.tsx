import { Link } from "react-router";
import { BrandTile } from "~/components/brand-icons";
import { CheckIcon, CloseIcon } from "~/components/icons";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { PARALLAX_FACTORS, type ParallaxFactor } from "~/domain/parallax";
import { enhanceScriptUrl } from "~/.server/platform/http/enhance";
import type { RouteHandle, StaticPageData } from "~/root";
import type { Route } from "./+types/route";
import { SamplePhone } from "./sample-phone";
import { PaymentTicker } from "./ticker";
import "./landing.css";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * Server HTML only: a small script (app/enhance/landing.ts) moves the parallax layers; no React in the browser.
 * Its own footer carries the language picker.
 */
export const handle: RouteHandle = { hydrate: false, footer: false };

export function loader(): StaticPageData {
  return { enhanceScript: enhanceScriptUrl("landing") };
}

export const meta: Route.MetaFunction = () => [
  { title: m.meta_landing_title() },
  { name: "description", content: m.meta_landing_description() },
];

const { base, fast, slow } = PARALLAX_FACTORS;

/**
 * The landing page (requirements 1): four scroll sections with parallax layers, the payment-logo ticker, a sample
 * profile in a phone, the claims about cash and Venmo, and a call to action. Server-rendered complete: the
 * parallax is the only thing that waits for JavaScript, and the links are plain links.
 */
export default function LandingPage() {
  return (
    <>
      <main data-landing className="overflow-clip">
        <Hero />
        <PaymentTicker />
        <CashSection />
        <VenmoSection />
        <CallToAction />
      </main>
      <footer className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-400 sm:flex-row sm:px-6">
          <Logo className="text-lg" />
          <p>{m.landing_footer_tagline()}</p>
        </div>
        <LanguageSwitcher className="px-4 pb-8 text-slate-400" />
      </footer>
    </>
  );
}

const SECTION = "relative isolate flex items-center";
const CONTAINER =
  "mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-24";
const EYEBROW = "text-sm font-bold tracking-[0.18em] uppercase";
const HEADING_2 = "mt-3 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-white sm:text-5xl";
const LEDE = "mt-5 text-lg leading-relaxed text-slate-300";
const PRIMARY_BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-emerald-400 px-7 text-base font-bold text-slate-950 shadow-lg shadow-emerald-500/20 transition hover:bg-emerald-300";
const SECONDARY_BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-full border border-white/20 px-7 text-base font-semibold text-slate-100 transition hover:bg-white/10";

/** A soft glow behind a section that drifts at one of the three parallax speeds. Decoration only. */
function Glow({ factor, className }: { factor: ParallaxFactor; className: string }) {
  return (
    <div
      aria-hidden="true"
      data-parallax={factor}
      className={`pointer-events-none absolute -z-10 rounded-full motion-safe:will-change-transform ${className}`}
    />
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className={`${SECTION} lg:min-h-[calc(100svh-4rem)]`}>
      <Glow
        factor={base}
        className="-top-24 -left-40 h-[36rem] w-[36rem] bg-[radial-gradient(closest-side,rgba(16,185,129,0.28),transparent)]"
      />
      <Glow
        factor={slow}
        className="top-1/3 -right-48 h-[40rem] w-[40rem] bg-[radial-gradient(closest-side,rgba(139,92,246,0.25),transparent)]"
      />
      <Glow
        factor={fast}
        className="bottom-0 left-1/3 h-72 w-72 bg-[radial-gradient(closest-side,rgba(249,115,22,0.18),transparent)]"
      />
      <div className={`${CONTAINER} lg:grid-cols-[1.1fr_0.9fr] lg:py-16`}>
        <div className="text-center lg:text-start">
          <p className={`${EYEBROW} text-emerald-300`}>{m.landing_hero_eyebrow()}</p>
          <h1
            id="hero-heading"
            className="mt-4 text-5xl leading-[0.95] font-extrabold tracking-tight text-white sm:text-6xl lg:text-7xl"
          >
            {m.landing_hero_title()}
          </h1>
          <p className={`${LEDE} mx-auto max-w-xl lg:mx-0`}>{m.landing_hero_lede()}</p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Link to="/signup" className={PRIMARY_BUTTON}>
              {m.landing_create_page()}
            </Link>
            <a href="#sample-profile" className={SECONDARY_BUTTON}>
              {m.landing_see_sample()}
            </a>
          </div>
        </div>
        <SamplePhone />
      </div>
    </section>
  );
}

function CashSection() {
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

function VenmoSection() {
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

/** requirements 1: "Benefits listed at signup: one link for all payments, a QR code to connect with others, personalised profile pages, analytics." */
const benefits = () => [
  { title: m.landing_benefit_link_title(), body: m.landing_benefit_link_body() },
  { title: m.landing_benefit_qr_title(), body: m.landing_benefit_qr_body() },
  { title: m.landing_benefit_page_title(), body: m.landing_benefit_page_body() },
  { title: m.landing_benefit_analytics_title(), body: m.landing_benefit_analytics_body() },
];

function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className={`${SECTION} lg:min-h-[80svh]`}>
      <Glow
        factor={base}
        className="top-0 left-1/2 h-[40rem] w-[40rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgba(16,185,129,0.2),transparent)]"
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-20 text-center sm:px-6 lg:py-24">
        <p className={`${EYEBROW} text-emerald-300`}>{m.landing_cta_eyebrow()}</p>
        <h2 id="cta-heading" className={`${HEADING_2} mx-auto max-w-3xl`}>
          {m.landing_cta_title()}
        </h2>
        <ul className="mt-12 grid gap-4 text-start sm:grid-cols-2 lg:grid-cols-4">
          {benefits().map((benefit) => (
            <li key={benefit.title} className="rounded-3xl border border-white/10 bg-white/5 p-6">
              <h3 className="text-lg font-bold text-white">{benefit.title}</h3>
              <p className="mt-2 text-slate-300">{benefit.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={PRIMARY_BUTTON}>
            {m.landing_cta_start()}
          </Link>
          <Link to="/signup" className={SECONDARY_BUTTON}>
            {m.landing_cta_login()}
          </Link>
        </div>
      </div>
    </section>
  );
}
