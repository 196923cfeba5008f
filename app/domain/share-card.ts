/**
 * The share card: the 1200×630 image link previews show for a profile (og:image). This is what
 * goes on it and in which colours; app/.server/profiles/share-card.tsx draws it. Pure.
 */
import { backgroundColors, darken, textColorsFor } from "./colors";
import { type ProfileAddress, profileUrl } from "./profile-url";
import { profileNames } from "./profile-view";

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
  alt: string;
};

type CardProfile = ProfileAddress & {
  firstName?: string | null;
  lastName?: string | null;
  altName?: string | null;
  bannerColors?: string[] | null;
  themeColor?: string | null;
};

export function shareCardContent(profile: CardProfile, publicUrl: string): ShareCardContent {
  const { displayName, firstName } = profileNames({
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    altName: profile.altName ?? null,
  });
  const name = clip(displayName, SHARE_CARD_NAME_MAX);
  // The page's own background: the banner colours (or the theme colour) darkened, so white text stays readable.
  const painted = backgroundColors(profile);
  const gradient = painted.length > 1 ? painted : [painted[0]!, darken(painted[0]!, 0.55)];
  const shortAddress = profileUrl(publicUrl, profile)
    .replace(/^https?:\/\//, "")
    .replace(/\/$/, "");
  return {
    name,
    tipLine: `Tip ${clip(firstName, 24)}`,
    shortAddress,
    gradient,
    textColor: textColorsFor(gradient).primaryText,
    initials: initialsOf(displayName),
    nameSize: name.length <= 14 ? 84 : name.length <= 24 ? 68 : 52,
    alt: `${name} on Tipped: tip them with Cash App, PayPal or Venmo at ${shortAddress}`,
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
