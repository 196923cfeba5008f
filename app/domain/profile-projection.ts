/**
 * A stored profile cut down to what a reader may have: the public projection any visitor sees (no private column,
 * no link the owner switched off, by the one visibility rule below), and what the photo uploaders start from.
 */
import {
  type LinkKey,
  PHOTO_KEYS,
  type PhotosDefaults,
  type Profile,
  PROFILE_LINKS,
  type ProfileKey,
  type ProfileRow,
  PUBLIC_KEYS,
} from "./profile-model";

const pick = <K extends ProfileKey>(row: ProfileRow, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<ProfileRow, K>;

/** Whatever carries the owner's "Show on my page" switches: a stored row (a public profile has none left). */
export type LinkSwitches = { hiddenLinks?: readonly string[] | null };

/**
 * The one visibility rule of a link: shown unless the owner switched it off. Every place a link
 * appears (the page, the tip sign, the share card and its alt text, the page's description) lists links through
 * paymentLinks/socialLinks (profile-view.ts), which ask this, or reads a toPublicProfile copy, which asked it.
 */
export const isLinkShown = (profile: LinkSwitches, field: LinkKey): boolean => !profile.hiddenLinks?.includes(field);

/** The link fields the owner switched off, as stored (unknown names are ignored). */
export const hiddenLinkFields = (row: LinkSwitches): LinkKey[] =>
  PROFILE_LINKS.filter(({ field }) => !isLinkShown(row, field)).map(({ field }) => field);

/**
 * What any visitor may see of a profile: no phone, address, tax id or email, and no link the owner switched off
 * (a hidden Cash App tag takes its URL with it).
 */
export const toPublicProfile = (row: ProfileRow): Profile => {
  const profile = pick(row, PUBLIC_KEYS);
  for (const field of hiddenLinkFields(row)) {
    profile[field] = null;
    if (field === "cashAppTag") profile.cashAppUrl = null;
  }
  return profile;
};

export const photosDefaults = (row: ProfileRow): PhotosDefaults => pick(row, PHOTO_KEYS);
