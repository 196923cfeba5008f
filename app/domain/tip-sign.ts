/**
 * The printable tip sign (beyond the spec): what it says, worked out from the profile. Pure; the
 * drawing (PDF and PNG) is app/.server/tip-sign.ts.
 */
import { hexToRgb, safeHex } from "./colors";
import { paymentLinks, profileNames, walletMethods } from "./profile-view";
import type { Profile } from "./profile-model";
import type { LinkSwitches } from "./profile-projection";
import { drawableText } from "./text";

/** The sign's own words, in the owner's language (English by default). */
export type TipSignWords = {
  tip: (name: string) => string;
  scan: string;
  accepted: string;
  camera: string;
  bankingApp: string;
  /** The PDF's title, from the headline. */
  title: (headline: string) => string;
};

export const ENGLISH_SIGN_WORDS: TipSignWords = {
  tip: (name) => `Tip ${name}`,
  scan: "Scan to tip",
  accepted: "Accepted here",
  camera: "with your camera",
  bankingApp: "with your banking app",
  title: (headline) => `${headline} · Tipped tip sign`,
};

export type TipSignContent = {
  /** "Tip Maya" */
  headline: string;
  /** The name the crowd knows: the stage name, else the first name. */
  name: string;
  /** Whether that name goes under the headline (it differs from the first name the headline says). */
  showName: boolean;
  words: TipSignWords;
  /** Cash App, PayPal, Venmo (with their handles), then the phone wallets. */
  methods: { label: string; detail?: string }[];
  profileUrl: string;
  accent: string;
  /** A local rail's code for a banking app (PIX, SEPA, UPI), printed beside the profile's: its name and payload. */
  railCode?: { label: string; code: string };
};

export type TipSignSize = "a4" | "letter";

/** Page sizes in PDF points (1/72 inch). */
export const PAGE_SIZES: Record<TipSignSize, { width: number; height: number; label: string }> = {
  a4: { width: 595.28, height: 841.89, label: "A4" },
  letter: { width: 612, height: 792, label: "US Letter" },
};

type SignProfile = Pick<
  Profile,
  | "firstName"
  | "lastName"
  | "altName"
  | "cashAppUrl"
  | "cashAppTag"
  | "payPalUrl"
  | "venmoUrl"
  | "acceptsApplePay"
  | "acceptsGooglePay"
  | "acceptsSamsungPay"
  | "themeColor"
> &
  LinkSwitches;

export function tipSignContent(
  profile: SignProfile,
  profileUrl: string,
  words: TipSignWords = ENGLISH_SIGN_WORDS,
): TipSignContent {
  const { displayName, firstName } = profileNames(profile);
  // Stored before control characters were refused, or with a noncharacter (U+FFFE), a name must still draw: SVG
  // and PNG refuse both.
  const clean = drawableText;
  return {
    headline: words.tip(clean(firstName)),
    name: clean(displayName),
    showName: clean(displayName) !== clean(firstName),
    words,
    methods: [
      ...paymentLinks(profile).map(({ label, detail }) => ({
        label,
        detail: detail === undefined ? undefined : clean(detail),
      })),
      ...walletMethods(profile).map(({ label }) => ({ label })),
    ],
    profileUrl,
    accent: darkEnoughForPrint(safeHex(profile.themeColor, "#008080")),
  };
}

/** A light theme colour would vanish on white paper: those print in Tipped's dark teal instead. */
function darkEnoughForPrint(hex: string): string {
  const [r, g, b] = hexToRgb(hex).map((channel) => channel / 255) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.45 ? "#0f766e" : hex;
}

/**
 * The PDF's built-in fonts know only Latin-1-ish characters (WinAnsi): accents are kept where they exist there,
 * others lose their marks ("Łódź" → "Lodz"), and anything left (e.g. CJK) becomes "?".
 */
export function toWinAnsi(text: string): string {
  const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
  const fits = (ch: string) => {
    const code = ch.codePointAt(0)!;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
  };
  const EXTRA_FOLDS: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", ß: "ss" };
  return [...text.normalize("NFC")]
    .map((ch) => {
      if (fits(ch)) return ch;
      if (EXTRA_FOLDS[ch]) return EXTRA_FOLDS[ch];
      const stripped = ch.normalize("NFD").replace(/\p{M}+/gu, "");
      return stripped && [...stripped].every(fits) ? stripped : "?";
    })
    .join("");
}
