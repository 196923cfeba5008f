/**
 * Brand marks for payment methods and social networks, drawn from Simple Icons
 * (CC0, https://simpleicons.org). Each icon is imported by name so the bundler
 * keeps only the dozen marks Tipped shows. Decorative: the link text names the brand.
 */
import {
  type SimpleIcon,
  siApplepay,
  siBunq,
  siCashapp,
  siFacebook,
  siGooglepay,
  siInstagram,
  siMonzo,
  siPaypal,
  siRevolut,
  siSamsungpay,
  siSpotify,
  siTiktok,
  siVenmo,
  siX,
  siYoutube,
} from "simple-icons";
import type { PaymentType, SocialType, WalletType } from "~/domain/profile-model";

const BRANDS = {
  cashapp: siCashapp,
  paypal: siPaypal,
  venmo: siVenmo,
  monzo: siMonzo,
  revolut: siRevolut,
  bunq: siBunq,
  applepay: siApplepay,
  googlepay: siGooglepay,
  samsungpay: siSamsungpay,
  spotify: siSpotify,
  youtube: siYoutube,
  tiktok: siTiktok,
  instagram: siInstagram,
  twitter: siX,
  facebook: siFacebook,
} as const satisfies Record<PaymentType | SocialType | WalletType, SimpleIcon>;

export type Brand = keyof typeof BRANDS;

/** The brand's own colour as #RRGGBB, for chips and buttons that wear it. */
function brandColor(brand: Brand): string {
  return `#${BRANDS[brand].hex}`;
}

export function BrandIcon({ brand, className = "h-5 w-5" }: { brand: Brand; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={BRANDS[brand].path} />
    </svg>
  );
}

/** A brand's mark in the brand's colour on a white tile, the way the payment apps draw their own icons. */
export function BrandTile({
  brand,
  className,
  iconClassName,
}: {
  brand: Brand;
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={`grid place-items-center bg-white ${className}`} style={{ color: brandColor(brand) }}>
      <BrandIcon brand={brand} className={iconClassName} />
    </span>
  );
}
