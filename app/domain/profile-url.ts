/**
 * Where a profile lives. `/profile/{uid}` always works; a profile with a short link (handle) is shared as
 * `/@{handle}` instead. Every share URL, QR code, tip sign and card goes through here.
 */
export interface ProfileAddress {
  ownerUid: string;
  handle?: string | null;
}

/** The path people are given for this profile: `/@handle` when it has one, else `/profile/{uid}`. */
export function profilePath(profile: ProfileAddress): string {
  return profile.handle ? `/@${profile.handle}` : `/profile/${encodeURIComponent(profile.ownerUid)}`;
}

/** The same, absolute, on the site's public address. */
export function profileUrl(publicUrl: string, profile: ProfileAddress): string {
  return new URL(profilePath(profile), publicUrl).href;
}

/**
 * What is printed (the tip sign, the QR code to download): `/profile/{uid}`, the one address nobody else can ever
 * take. Paper outlives a short link: the owner may rename it or leave, and after its hold someone else may claim
 * it, while a printed sign must keep leading to this performer or to nothing.
 */
export function printedProfileUrl(publicUrl: string, ownerUid: string): string {
  return new URL(profilePath({ ownerUid }), publicUrl).href;
}

/**
 * A page or file under the profile's permanent address: `report`, `fans`, `events.ics`, `card.png`,
 * `events/{id}.ics` (each part already encoded where it needs to be).
 */
export function profileSubpath(ownerUid: string, rest: string): string {
  return `${profilePath({ ownerUid })}/${rest}`;
}

/** The profile editor's form: its fields' ids are `${EDIT_PROFILE_FORM}-${name}` (Conform's), so a link can open one. */
export const EDIT_PROFILE_FORM = "edit-profile";

/** The owner's editor, or the editor scrolled to one of its fields (`timeZone`). */
export function editProfilePath(ownerUid: string, field?: string): string {
  const path = profileSubpath(ownerUid, "edit");
  return field ? `${path}#${EDIT_PROFILE_FORM}-${field}` : path;
}
