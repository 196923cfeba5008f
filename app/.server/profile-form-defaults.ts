import type { PhotosDefaults } from "~/components/photos/photos-editor";
import type { RecipientRow } from "./db/schema";

/** The stored profile as the forms' starting values (empty strings for empty text inputs). */
export function requiredInfoDefaults(stored: RecipientRow) {
  return {
    firstName: stored.firstName ?? "",
    lastName: stored.lastName ?? "",
    altName: stored.altName ?? "",
    phone: stored.phone ?? "",
    subscription: stored.subscription ?? "",
    street: stored.street ?? "",
    city: stored.city ?? "",
    state: stored.state ?? "",
    postalCode: stored.postalCode ?? "",
    acceptsApplePay: stored.acceptsApplePay,
    acceptsGooglePay: stored.acceptsGooglePay,
    acceptsSamsungPay: stored.acceptsSamsungPay,
    taxID: stored.taxId ?? "",
  };
}

export function optionalDetailsDefaults(stored: RecipientRow) {
  return {
    description: stored.description ?? "",
    thought: stored.thought ?? "",
    tags: stored.tags,
    genres: stored.genres,
    payPalUrl: stored.payPalUrl ?? "",
    venmoUrl: stored.venmoUrl ?? "",
    cashAppTag: stored.cashAppTag ?? "",
    spotifyUrl: stored.spotifyUrl ?? "",
    youTubeUrl: stored.youTubeUrl ?? "",
    tikTokUrl: stored.tikTokUrl ?? "",
    twitterUrl: stored.twitterUrl ?? "",
    facebookUrl: stored.facebookUrl ?? "",
    instagramUrl: stored.instagramUrl ?? "",
    themeColor: stored.themeColor,
    videos: stored.videos,
    events: stored.events,
  };
}

/** Today as the server sees it (UTC); the browser refines "past" with its own date. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** What the photo uploaders start from (wizard step 3 and the edit page). */
export function photosDefaults(recipient: RecipientRow): PhotosDefaults {
  return {
    profileImageUrl: recipient.profileImageUrl,
    profileBannerUrl: recipient.profileBannerUrl,
    bannerColors: recipient.bannerColors,
    images: recipient.images,
  };
}
