/** The shape of a recipient profile as pages see it (SPEC 3). */

export const DEFAULT_THEME_COLOR = "#008080";
export const DEFAULT_AVATAR_URL = "/default-avatar.svg";
export const PLANS = ["monthly", "yearly"] as const;
export type Plan = (typeof PLANS)[number];
export const GENRES = ["Rock", "Pop", "Hip-Hop", "Jazz", "Country", "Electronic", "Classical"] as const;

export type TextColors = {
  primaryText: string;
  secondaryText: string;
  tertiaryText: string;
  thoughtText: string;
  thoughtAuthor: string;
  paymentText: string;
};

export type Video = { url: string; id: string; title?: string };

export type CalendarEvent = {
  id: string;
  title: string;
  description?: string;
  startTime: string;
  endTime: string;
  location?: string;
};

export type Profile = {
  ownerUid: string;
  completed: boolean;
  firstName: string | null;
  lastName: string | null;
  altName: string | null;
  description: string | null;
  thought: string | null;
  profileImageUrl: string | null;
  profileBannerUrl: string | null;
  bannerColors: string[];
  textColors: TextColors | null;
  themeColor: string;
  tags: string[];
  genres: string[];
  images: string[];
  acceptsApplePay: boolean;
  acceptsGooglePay: boolean;
  acceptsSamsungPay: boolean;
  payPalUrl: string | null;
  venmoUrl: string | null;
  cashAppTag: string | null;
  cashAppUrl: string | null;
  spotifyUrl: string | null;
  youTubeUrl: string | null;
  tikTokUrl: string | null;
  twitterUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  videos: Video[];
  events: CalendarEvent[];
  likeCount: number;
};
