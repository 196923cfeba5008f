import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { PARALLAX_FACTORS } from "~/domain/parallax";
import { enhanceScriptUrl } from "~/.server/platform/http/enhance";
import type { RouteHandle, StaticPageData } from "~/root";
import type { Route } from "./+types/route";
import { CashSection, VenmoSection } from "./claims";
import { SamplePhone } from "./sample-phone";
import { CONTAINER, EYEBROW, Glow, HEADING_2, LEDE, PRIMARY_BUTTON, SECONDARY_BUTTON, SECTION } from "./section";
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
