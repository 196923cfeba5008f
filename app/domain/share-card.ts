/**
 * The share card: the 1200×630 image link previews show for a profile (og:image). This is what
 * goes on it and in which colours; app/.server/profiles/share-card.tsx draws it. Pure.
 */
import { backgroundColors, darken, textColorsFor } from "./colors";
import { type ProfileAddress, profileUrl } from "./profile-url";
import type { PaymentLinkField } from "./profile-model";
import type { LinkSwitches } from "./profile-projection";
import { paymentLinks, profileNames } from "./profile-view";

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** Names longer than this are cut with an ellipsis: the card has two lines for it. */
export const SHARE_CARD_NAME_MAX = 48;

export type ShareCardContent = {
  name: string;
  /** "Tip Maya" */
  tipLine: string;
  /** The address people can type: "tipped.example/@maya", no scheme. */
  shortAddress: string;
  /** Two or three colour stops of the background gradient (#RRGGBB). */
  gradient: string[];
  /** The text colour on that background. */
  textColor: string;
  /** Shown in the avatar's circle when there is no photo. */
  initials: string;
  /** Name size in px: long names get smaller. */
  nameSize: number;
  /** The payment links the page shows ("Cash App", "PayPal"): never one the owner hid. */
  methods: string[];
  alt: string;
};

type CardProfile = ProfileAddress & {
  firstName?: string | null;
  lastName?: string | null;
  altName?: string | null;
  bannerColors?: string[] | null;
  themeColor?: string | null;
} & Partial<Record<PaymentLinkField | "cashAppUrl", string | null>> &
  LinkSwitches;

/** "Cash App, PayPal or Venmo": the shown payment links, as words for the card's alt text and the page description. */
export function tipMethodsPhrase(labels: string[]): string {
  return labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

/**
 * `tip` words the "Tip Maya" line in the owner's language (English by default): the card is the owner's, shown
 * wherever the page is shared, so it speaks as their page does, not as the one who fetches it.
 */
export function shareCardContent(
  profile: CardProfile,
  publicUrl: string,
  tip: (firstName: string) => string = (firstName) => `Tip ${firstName}`,
): ShareCardContent {
  const { displayName, firstName } = profileNames({
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    altName: profile.altName ?? null,
  });
  const name = clip(displayName, SHARE_CARD_NAME_MAX);
  // The page's own background: the banner colours (or the theme colour) darkened, so white text stays readable.
  const painted = backgroundColors(profile);
  const gradient = painted.length > 1 ? painted : [painted[0]!, darken(painted[0]!, 0.55)];
  const methods = paymentLinks({
    cashAppTag: profile.cashAppTag ?? null,
    cashAppUrl: profile.cashAppUrl ?? null,
    payPalUrl: profile.payPalUrl ?? null,
    venmoUrl: profile.venmoUrl ?? null,
    hiddenLinks: profile.hiddenLinks,
  }).map((link) => link.label);
  const shortAddress = profileUrl(publicUrl, profile)
    .replace(/^https?:\/\//, "")
    .replace(/\/$/, "");
  return {
    name,
    tipLine: tip(clip(firstName, 24)),
    shortAddress,
    gradient,
    textColor: textColorsFor(gradient).primaryText,
    initials: initialsOf(displayName),
    nameSize: name.length <= 14 ? 84 : name.length <= 24 ? 68 : 52,
    methods,
    alt:
      methods.length > 0
        ? `${name} on Tipped: tip them with ${tipMethodsPhrase(methods)} at ${shortAddress}`
        : `${name} on Tipped at ${shortAddress}`,
  };
}

function clip(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max
    ? chars.join("")
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => [...word][0] ?? "")
    .filter((letter) => /\p{L}|\p{N}/u.test(letter));
  return (letters.slice(0, 2).join("") || "T").toLocaleUpperCase("en-US");
}
