/**
 * The profile page's local ways to pay (app/domain/local-rails.ts and pix.ts build the payloads): Swish as an app link, and
 * PIX, a SEPA transfer and UPI as a code to copy with its QR code for a second phone (UPI is also an app link).
 * Amounts are offered only in the rail's own currency, when the profile is in it.
 */
import { formatAmountShort } from "~/domain/tips";
import { epcPayload, ibanForPeople, swishLink, upiLink } from "~/domain/local-rails";
import { pixPayload } from "~/domain/pix";
import type { Profile } from "~/domain/profile-model";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { qrSvgPath } from "../sign/qr";

type Qr = { size: number; path: string };
export type CodeAtAmount = { amount: number; label: string; code: string; qr: Qr; appUrl: string | null };
export type CodeRail = {
  type: "pix" | "sepa" | "upi";
  label: string;
  detail: string;
  code: string;
  qr: Qr;
  /** A link the payer's app opens (UPI), beside the code. */
  appUrl: string | null;
  amounts: CodeAtAmount[];
};
export type LinkRail = { type: "swish"; label: string; detail: string; url: string; amounts: AmountLink[] };
type AmountLink = { amount: number; label: string; url: string };

type RailProfile = Pick<
  Profile,
  "swishNumber" | "upiId" | "pixKey" | "pixCity" | "iban" | "payeeName" | "currency" | "tipAmounts" | "showTipAmounts"
>;

const presets = (profile: RailProfile, currency: string) =>
  profile.showTipAmounts && profile.currency.toUpperCase() === currency ? profile.tipAmounts : [];

const codeRail = (
  base: Omit<CodeRail, "qr" | "amounts" | "appUrl">,
  amounts: readonly number[],
  currency: string,
  build: (amount?: number) => string,
  app?: (amount?: number) => string,
): CodeRail => ({
  ...base,
  qr: qrSvgPath(base.code, "M"),
  appUrl: app ? app() : null,
  amounts: amounts.map((amount) => {
    const code = build(amount);
    return {
      amount,
      label: formatAmountShort(amount, currency, getLocale()),
      code,
      qr: qrSvgPath(code, "M"),
      appUrl: app ? app(amount) : null,
    };
  }),
});

/** The profile's code rails (PIX, SEPA, UPI), each with its payload and QR code; values were checked on save. */
export function codeRails(profile: RailProfile): CodeRail[] {
  const name = profile.payeeName ?? "";
  const rails: CodeRail[] = [];
  if (profile.pixKey && profile.pixCity && name) {
    const build = (amount?: number) =>
      pixPayload({ key: profile.pixKey!, name, city: profile.pixCity!, ...(amount ? { amount } : {}) });
    rails.push(
      codeRail(
        { type: "pix", label: "PIX", detail: profile.pixKey, code: build() },
        presets(profile, "BRL"),
        "BRL",
        build,
      ),
    );
  }
  if (profile.iban && name) {
    const build = (amount?: number) => epcPayload({ name, iban: profile.iban!, ...(amount ? { amount } : {}) });
    rails.push(
      codeRail(
        { type: "sepa", label: m.profile_sepa(), detail: ibanForPeople(profile.iban), code: build() },
        presets(profile, "EUR"),
        "EUR",
        build,
      ),
    );
  }
  if (profile.upiId && name) {
    const build = (amount?: number) => upiLink(profile.upiId!, name, amount);
    rails.push(
      codeRail(
        { type: "upi", label: "UPI", detail: profile.upiId, code: build() },
        presets(profile, "INR"),
        "INR",
        build,
        build,
      ),
    );
  }
  return rails;
}

/** Each code rail's any-amount code, its name and QR code: the printed sign's and the sign screen's second code. */
export function railCodes(profile: RailProfile): Pick<CodeRail, "type" | "label" | "code" | "qr">[] {
  return codeRails({ ...profile, showTipAmounts: false }).map(({ type, label, code, qr }) => ({
    type,
    label,
    code,
    qr,
  }));
}

/** Swish: a link into the app, with amounts in kronor when the profile is in SEK. */
export function linkRails(profile: RailProfile): LinkRail[] {
  if (!profile.swishNumber) return [];
  const number = profile.swishNumber;
  return [
    {
      type: "swish",
      label: "Swish",
      detail: number.startsWith("46") ? `+${number}` : number,
      url: swishLink(number),
      amounts: presets(profile, "SEK").map((amount) => ({
        amount,
        label: formatAmountShort(amount, "SEK", getLocale()),
        url: swishLink(number, amount),
      })),
    },
  ];
}

export function localRailsView(profile: RailProfile): { codes: CodeRail[]; links: LinkRail[] } {
  return { codes: codeRails(profile), links: linkRails(profile) };
}
