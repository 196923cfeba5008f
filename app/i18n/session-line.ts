/**
 * A pitch session's line in the page's language: English as app/domain/pitches.ts words it, another language with its
 * own messages, its times through Intl (its clock, weekday and range) and its plurals by its rules.
 */
import { isolatedIn, type Locale } from "~/domain/languages";
import { perHour, sessionDurationMs, sessionLine, type SessionFigures } from "~/domain/pitches";
import { dateFormat } from "~/domain/intl-formats";
import { currencyDecimals, formatAmountShort } from "~/domain/tips";
import { counted } from "./format";
import { m } from "./paraglide/messages.js";

export function localizedSessionLine(session: SessionFigures, now: Date, locale: Locale): string {
  return locale === "en" ? sessionLine(session, now) : localSessionLine(session, now, locale);
}

function localSessionTimes(session: Pick<SessionFigures, "startedAt" | "endedAt" | "timeZone">, locale: Locale) {
  const format = dateFormat(
    { timeZone: session.timeZone, weekday: "short", hour: "numeric", minute: "2-digit" },
    locale,
  );
  if (!session.endedAt) return m.owner_session_open({ start: format.format(session.startedAt) }, { locale });
  return format.formatRange(session.startedAt, session.endedAt);
}

function localSessionLine(session: SessionFigures, now: Date, locale: Locale): string {
  const options = { locale };
  const amount = (minor: number, whole: boolean) => {
    const unit = 10 ** currencyDecimals(session.currency);
    return formatAmountShort(whole ? Math.floor(minor / unit) : minor / unit, session.currency, locale);
  };
  const rate = perHour(session.tipAmount, sessionDurationMs(session, now));
  const figures = [
    m.owner_session_scans(counted(session.views, locale), options),
    m.owner_session_clicks(counted(session.clicks, locale), options),
    m.owner_session_tips(counted(session.tips, locale), options),
    amount(session.tipAmount, false),
    ...(rate === null ? [] : [m.owner_session_per_hour({ amount: amount(rate, true) }, options)]),
  ].join(m.owner_session_separator({}, options));
  const times = localSessionTimes(session, locale);
  return session.pitchName
    ? m.owner_session_line_at({ times, place: isolatedIn(locale, session.pitchName), figures }, options)
    : m.owner_session_line({ times, figures }, options);
}
