import { FAN_CITY_MAX, FAN_SIGNUP_ANSWERS, fanAnswerId, type FanAnswer } from "~/domain/fans";
import { PANEL, SECTION_HEADING } from "./styles";
import { localized } from "~/i18n/known";
import { m } from "~/i18n/paraglide/messages.js";
import { profileSubpath } from "~/domain/profile-url";

const SHOWN: FanAnswer[] = ["sent", "confirmed", "already", "bad-email", "bad-city", "too-many", "expired"];
const GOOD = new Set<FanAnswer>(["sent", "confirmed", "already"]);

/**
 * "Hear when … plays near you": a plain form (no script) posting to fans/http.ts, which answers with a redirect
 * back here to `#fans-{answer}`. Every answer's line is in the page, hidden until it is the :target, so the page
 * stays one kept copy for every visitor.
 */
export function FansForm({ uid, firstName }: { uid: string; firstName: string }) {
  return (
    <section data-part="fans" aria-labelledby="fans-heading" className={PANEL}>
      <h2 id="fans-heading" className={SECTION_HEADING}>
        {m.profile_fans_heading({ firstName })}
      </h2>
      {SHOWN.map((answer) => (
        <p
          key={answer}
          id={fanAnswerId(answer)}
          role={GOOD.has(answer) ? "status" : "alert"}
          className={`mt-3 hidden rounded-xl px-4 py-3 text-sm font-semibold target:block ${
            GOOD.has(answer) ? "bg-emerald-500/15 ring-1 ring-emerald-500/40" : "bg-rose-500/15 ring-1 ring-rose-500/40"
          }`}
        >
          {localized(FAN_SIGNUP_ANSWERS[answer])}
        </p>
      ))}
      <form method="post" action={profileSubpath(uid, "fans")} className="mt-4 grid gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          {m.profile_email()}
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            maxLength={254}
            className="min-h-11 rounded-xl border border-(--tp-line) bg-white px-3 text-base font-normal text-slate-900"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {m.profile_city()} <span className="font-normal text-(--tp-secondary)">{m.profile_city_hint()}</span>
          <input
            type="text"
            name="city"
            autoComplete="address-level2"
            maxLength={FAN_CITY_MAX}
            className="min-h-11 rounded-xl border border-(--tp-line) bg-white px-3 text-base font-normal text-slate-900"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-full justify-self-start bg-(--tp-primary) px-5 font-semibold text-(--tp-on-primary)"
        >
          {m.profile_let_me_know()}
        </button>
        <p className="text-xs text-(--tp-tertiary)">{m.profile_fans_note()}</p>
      </form>
    </section>
  );
}
