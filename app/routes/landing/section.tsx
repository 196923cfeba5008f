/** What the landing page's sections share: their layout and type, the buttons, and the glows behind them. */
import type { ParallaxFactor } from "~/domain/parallax";

export const SECTION = "relative isolate flex items-center";
export const CONTAINER =
  "mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-24";
export const EYEBROW = "text-sm font-bold tracking-[0.18em] uppercase";
export const HEADING_2 =
  "mt-3 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-white sm:text-5xl";
export const LEDE = "mt-5 text-lg leading-relaxed text-slate-300";
export const PRIMARY_BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-emerald-400 px-7 text-base font-bold text-slate-950 shadow-lg shadow-emerald-500/20 transition hover:bg-emerald-300";
export const SECONDARY_BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-full border border-white/20 px-7 text-base font-semibold text-slate-100 transition hover:bg-white/10";

/** A soft glow behind a section that drifts at one of the three parallax speeds. Decoration only. */
export function Glow({ factor, className }: { factor: ParallaxFactor; className: string }) {
  return (
    <div
      aria-hidden="true"
      data-parallax={factor}
      className={`pointer-events-none absolute -z-10 rounded-full motion-safe:will-change-transform ${className}`}
    />
  );
}
