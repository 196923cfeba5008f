import { type Brand, BrandTile } from "~/components/brand-icons";
import { m } from "~/i18n/paraglide/messages.js";

/** The payment methods a Tipped page offers (requirements 1), in the order the profile shows them. */
const PAYMENT_BRANDS: { brand: Brand; label: string }[] = [
  { brand: "cashapp", label: "Cash App" },
  { brand: "paypal", label: "PayPal" },
  { brand: "venmo", label: "Venmo" },
  { brand: "applepay", label: "Apple Pay" },
  { brand: "googlepay", label: "Google Pay" },
  { brand: "samsungpay", label: "Samsung Pay" },
];

/**
 * Four copies of the list run in a row and the track slides by one copy (25 %), so the band is full on any
 * screen up to three lists wide. Only the first copy is read out; the others are hidden from screen readers,
 * and under prefers-reduced-motion they are not drawn at all and the first copy wraps, standing still.
 */
const COPIES = 4;

/**
 * The payment-logo ticker (requirements 1). A CSS animation, so it runs before (and without) JavaScript; it stops
 * while hovered, when "Pause" is ticked (a checkbox, so that works without JavaScript too) and under
 * prefers-reduced-motion.
 */
export function PaymentTicker() {
  return (
    <section aria-labelledby="ticker-heading" className="group relative border-y border-white/10 bg-slate-900/70 py-6">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <h2 id="ticker-heading" className="text-sm font-semibold text-slate-300">
          {m.landing_ticker_title()}
        </h2>
        <label className="flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-2 py-1 text-sm font-medium text-slate-300 hover:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-400 motion-reduce:hidden">
          <input
            type="checkbox"
            data-ticker-pause=""
            className="h-4 w-4 accent-emerald-400 focus-visible:outline-none"
          />
          {m.landing_ticker_pause()}
        </label>
      </div>
      <div className="mt-4 overflow-hidden mask-x-from-90% mask-x-to-100% motion-reduce:mask-none">
        <div
          data-ticker-track=""
          className="flex w-max animate-[landing-ticker_36s_linear_infinite] group-hover:[animation-play-state:paused] group-has-checked:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none"
        >
          {Array.from({ length: COPIES }, (_, copy) => (
            <ul
              key={copy}
              aria-hidden={copy > 0 ? true : undefined}
              aria-label={copy === 0 ? m.landing_ticker_methods() : undefined}
              className={`flex shrink-0 gap-4 pe-4 ${copy > 0 ? "motion-reduce:hidden" : "motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4"}`}
            >
              {PAYMENT_BRANDS.map(({ brand, label }) => (
                <li
                  key={brand}
                  data-brand={brand}
                  className="flex items-center gap-3 rounded-full border border-white/10 bg-white/5 py-2 pe-5 ps-2 whitespace-nowrap"
                >
                  <BrandTile brand={brand} className="h-10 w-10 rounded-full" iconClassName="h-7 w-7" />
                  <span className="font-semibold text-slate-100">{label}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
