/**
 * What the public profile page (requirements 2, "Profile page") shows of a profile: names, links, colours, event
 * times and the calendar's months. Pure: "today" and the time zone are passed in.
 */
import { dateFormat } from "./intl-formats";
import type { Month } from "./calendar";
import { eventInstant } from "./time-zone";
import { hexToRgb, luminance, MIN_TEXT_CONTRAST, pagePalette, safeHex, worstContrast } from "./colors";
import { cashAppUrlFromTag, cashTag, safeHttpUrl } from "./links";
import type { TextColors } from "./profile";
import {
  PAGE_PAYMENT_LINKS,
  PAGE_SOCIAL_LINKS,
  type PaymentLinkField,
  type PaymentType,
  type Profile,
  type SocialLinkField,
  type SocialType,
  WALLETS,
  type WalletType,
} from "./profile-model";
import { isLinkShown, type LinkSwitches } from "./profile-projection";

const NAME_PLACEHOLDER = "New performer";

type Names = Pick<Profile, "firstName" | "lastName" | "altName">;

const clean = (value: string | null | undefined): string => (value ?? "").trim();

/**
 * requirements 2: "first name and last name (last name shown only if altName is set)". Read as: a performer who
 * gives a stage name is known by it, so the stage name is the headline and the real name is shown in
 * full under it; without a stage name only the first name is public (the last name stays private).
 * The display name is also what the thought is attributed to and what the page title says.
 */
export function profileNames(profile: Names): { displayName: string; realName: string | null; firstName: string } {
  const first = clean(profile.firstName);
  const alt = clean(profile.altName);
  if (alt) {
    const real = [first, clean(profile.lastName)].filter(Boolean).join(" ");
    return { displayName: alt, realName: real && real !== alt ? real : null, firstName: first || alt };
  }
  const displayName = first || NAME_PLACEHOLDER;
  return { displayName, realName: null, firstName: displayName };
}

/** "Maya's" / "James'" */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/**
 * An image address safe to put in src: a same-origin path ("/media/...", not "//host") or an http(s) URL.
 * Anything else (javascript:, data:, relative junk) gives null.
 */
export function imageSrc(value: string | null | undefined): string | null {
  const trimmed = clean(value);
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? safeHttpUrl(trimmed) : null;
}

export type { WalletType };
export type PaymentLink = { type: PaymentType; label: string; detail: string; url: string };
export type SocialLink = { type: SocialType; label: string; url: string };

/** "venmo.com/u/maya": where a link goes, shown under its label so visitors can trust it. */
const shortAddress = (url: string): string => {
  const parsed = new URL(url);
  return (parsed.hostname.replace(/^www\./, "") + parsed.pathname).replace(/\/$/, "");
};

/**
 * Cash App, PayPal and Venmo links that are safe to render and that the owner shows (isLinkShown: a hidden Cash
 * App tag takes its URL with it), in the order they are shown.
 */
export function paymentLinks(
  profile: Partial<Pick<Profile, PaymentLinkField | "cashAppUrl">> & LinkSwitches,
): PaymentLink[] {
  return PAGE_PAYMENT_LINKS.flatMap(({ field, platform, label }): PaymentLink[] => {
    if (!isLinkShown(profile, field)) return [];
    if (field === "cashAppTag") {
      // The stored URL, else one built from the tag; the tag itself is the detail.
      const url = safeHttpUrl(profile.cashAppUrl) ?? cashAppUrlFromTag(profile.cashAppTag);
      if (!url) return [];
      const tag = cashTag(profile.cashAppTag) ?? cashTag(url);
      return [{ type: platform, label, detail: tag ? `$${tag}` : shortAddress(url), url }];
    }
    const url = safeHttpUrl(profile[field]);
    return url ? [{ type: platform, label, detail: shortAddress(url), url }] : [];
  });
}

/** Apple Pay, Google Pay and Samsung Pay are accepted in person; they are not links (ARCHITECTURE.md). */
export function walletMethods(
  profile: Pick<Profile, (typeof WALLETS)[number]["field"]>,
): { type: WalletType; label: string }[] {
  return WALLETS.filter(({ field }) => profile[field]).map(({ type, label }) => ({ type, label }));
}

/** The social links that are set, safe and shown (isLinkShown), in SPEC order. */
export function socialLinks(profile: Pick<Profile, SocialLinkField> & LinkSwitches): SocialLink[] {
  return PAGE_SOCIAL_LINKS.flatMap(({ platform, label, field }): SocialLink[] => {
    if (!isLinkShown(profile, field)) return [];
    const url = safeHttpUrl(profile[field]);
    return url ? [{ type: platform, label, url }] : [];
  });
}

/** "#RRGGBB" with an alpha, as rgba(): tints derived from the text colour stay readable on any background. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(safeHex(hex));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The text colours to paint: the stored ones when every one of them reads at 4.5:1 on the background actually
 * painted, else the computed ones. Stored colours may have been judged by an older rule or against
 * other colours; contrast wins.
 */
export function pageTextColors(profile: Pick<Profile, "bannerColors" | "themeColor" | "textColors">): TextColors {
  const { stops, text } = pagePalette(profile);
  const stored = profile.textColors;
  return stored && worstContrast(stored, stops) >= MIN_TEXT_CONTRAST ? stored : text;
}

/** The CSS custom properties the page is painted with (--tp-*), from the profile's colours. */
export function pageColorVariables(
  profile: Pick<Profile, "bannerColors" | "themeColor" | "textColors">,
): Record<`--tp-${string}`, string> {
  const text = pageTextColors(profile);
  const painted = pagePalette(profile).stops;
  const primaryIsLight = luminance(safeHex(text.primaryText)) > 128;
  const accents =
    profile.bannerColors.length > 0 ? profile.bannerColors.map((hex) => safeHex(hex)) : [safeHex(profile.themeColor)];
  return {
    "--tp-primary": text.primaryText,
    "--tp-secondary": text.secondaryText,
    "--tp-tertiary": text.tertiaryText,
    "--tp-thought": text.thoughtText,
    "--tp-thought-author": text.thoughtAuthor,
    "--tp-payment": text.paymentText,
    // Surfaces are tints of the text colour: light on dark pages, dark on light ones.
    "--tp-surface": withAlpha(text.primaryText, 0.08),
    "--tp-surface-strong": withAlpha(text.primaryText, 0.14),
    "--tp-line": withAlpha(text.primaryText, 0.16),
    // Text on a chip filled with the primary colour (today in the calendar, the liked heart).
    "--tp-on-primary": primaryIsLight ? "#111111" : "#FFFFFF",
    "--tp-base": painted[0] ?? "#1A1A1A",
    "--tp-banner": bannerGradient(accents),
  };
}

/** The banner when there is no banner image: the banner colours (or the theme colour) undarkened. */
function bannerGradient(colors: string[]): string {
  const [first = "#008080"] = colors;
  if (colors.length > 1) return `linear-gradient(135deg, ${colors.join(", ")})`;
  return `linear-gradient(135deg, ${first}, ${withAlpha(first, 0.55)})`;
}

/**
 * "Sat, Nov 28, 7:30 – 9:30 PM PST" (en-US): the event's times in the performer's zone, the zone named, so a
 * visitor elsewhere reads them right. The end is left out when it is missing, unreadable or not
 * after the start.
 */
export function formatEventWhen(
  startTime: string,
  endTime: string | undefined,
  timeZone: string,
  locale = "en-US",
): string {
  const start = eventInstant(startTime, timeZone);
  if (start === null) return startTime;
  const format = dateFormat(
    {
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    },
    locale,
  );
  const end = endTime ? eventInstant(endTime, timeZone) : null;
  if (end === null || end <= start) return format.format(start);
  return format.formatRange(start, end);
}

/** "March 14" / "November 2026" for labels and headings. */
export const formatMonth = ({ year, monthIndex }: Month, locale = "en-US"): string =>
  dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }, locale).format(
    new Date(Date.UTC(year, monthIndex, 1)),
  );

export const formatDay = (isoDate: string, locale = "en-US"): string =>
  dateFormat({ month: "long", day: "numeric", timeZone: "UTC" }, locale).format(new Date(`${isoDate}T00:00:00Z`));
