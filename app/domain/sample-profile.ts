/**
 * The sample performer the landing page shows in its phone (requirements 1: "a phone-framed sample profile (fixed
 * static data in the profile shape)"). Fictional; its links are stored the way the forms store them
 * (canonical URLs from links.ts) so the landing page renders it with the profile page's own helpers.
 */
import { NO_LOCAL_RAILS } from "./local-rails";
import type { Profile } from "./profile-model";

export const SAMPLE_PROFILE: Profile = {
  ownerUid: "sample",
  completed: true,
  firstName: "Maya",
  lastName: "Okafor",
  altName: "Maya Rivers",
  // Said in the page's language on the landing page (messages landing_sample_description and _thought).
  description: "Singer-songwriter and street guitarist. Saturdays by the fountain on Market Square, 2 to 6 pm.",
  thought: "Every song is better with someone listening.",
  profileImageUrl: "/sample-performer.svg",
  profileBannerUrl: null,
  bannerColors: ["#C2410C", "#BE185D", "#6D28D9"],
  textColors: null,
  themeColor: "#6D28D9",
  tags: ["acoustic", "busking", "covers"],
  genres: ["Pop", "Jazz"],
  images: [],
  acceptsApplePay: true,
  acceptsGooglePay: true,
  acceptsSamsungPay: false,
  payPalUrl: "https://paypal.me/mayarivers",
  venmoUrl: "https://venmo.com/u/mayarivers",
  cashAppTag: "MayaRivers",
  cashAppUrl: "https://cash.app/$MayaRivers",
  spotifyUrl: "https://open.spotify.com/artist/0000000000000000000000",
  youTubeUrl: "https://www.youtube.com/@mayarivers",
  tikTokUrl: "https://www.tiktok.com/@mayarivers",
  twitterUrl: null,
  facebookUrl: null,
  instagramUrl: "https://www.instagram.com/mayarivers",
  videos: [],
  events: [],
  timeZone: null,
  likeCount: 1284,
  handle: null,
  tipAmounts: [],
  showTipAmounts: false,
  ...NO_LOCAL_RAILS,
  currency: "USD",
};
