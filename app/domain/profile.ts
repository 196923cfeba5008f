/** The profile's constants and the shapes of its structured columns; profile-model.ts describes the profile itself. */

export const DEFAULT_THEME_COLOR = "#008080";
export const DEFAULT_AVATAR_URL = "/default-avatar.svg";
export const PLANS = ["monthly", "yearly"] as const;
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
