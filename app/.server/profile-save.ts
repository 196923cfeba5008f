import { textColorsForPage } from "~/domain/colors";
import { formatSocialLinks } from "~/domain/links";
import type { OptionalDetails, ProfileEdit, RequiredInfo } from "~/domain/profile-fields";
import { findRecipient } from "./recipients";
import { rememberTags, updateRecipient, type RecipientChanges } from "./profiles";
import type { Runtime } from "./runtime";

/** Required Info (wizard step 2 or the edit page) as table columns. */
function requiredInfoColumns(info: RequiredInfo): RecipientChanges {
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    altName: info.altName,
    phone: info.phone,
    subscription: info.subscription,
    street: info.street,
    city: info.city,
    state: info.state,
    postalCode: info.postalCode,
    acceptsApplePay: info.acceptsApplePay,
    acceptsGooglePay: info.acceptsGooglePay,
    acceptsSamsungPay: info.acceptsSamsungPay,
    taxId: info.taxID ?? null,
  };
}

/**
 * Optional Details as table columns: links canonicalised (SPEC 4 "formats social links"), and a field the
 * form left empty is stored as null — the table's equivalent of "drops empty-string fields".
 */
function optionalDetailsColumns(details: OptionalDetails): RecipientChanges {
  return {
    description: details.description ?? null,
    thought: details.thought ?? null,
    tags: details.tags,
    genres: details.genres,
    themeColor: details.themeColor,
    videos: details.videos,
    events: details.events,
    ...formatSocialLinks(details),
  };
}

/** Wizard step 2 "Next": the Required Info is kept at once, so nothing is lost if the tab closes. */
export async function saveRequiredInfo(runtime: Runtime, uid: string, info: RequiredInfo) {
  return updateRecipient(runtime.db, runtime.profileChanges, uid, requiredInfoColumns(info));
}

/** Wizard step 3 "Back": keeps what was typed so far without finishing. */
export async function saveOptionalDraft(runtime: Runtime, uid: string, details: OptionalDetails) {
  await rememberTags(runtime.db, details.tags);
  return updateRecipient(runtime.db, runtime.profileChanges, uid, optionalDetailsColumns(details));
}

/**
 * Finish (SPEC 4): re-read the stored profile and merge it with the wizard's data — what the form holds wins
 * for its own fields; everything stored meanwhile (uploaded images, banner colours) is kept — compute the
 * text colours when missing, and save with completed true and completedAt. (The spec's one-second wait let
 * a hosted database settle; our write is read back in the same transaction order, so it is not needed.)
 */
export async function finishProfile(runtime: Runtime, uid: string, details: OptionalDetails) {
  const stored = await findRecipient(runtime.db, uid);
  if (!stored) throw new Error("No recipient document to finish");
  const columns = optionalDetailsColumns(details);
  const textColors =
    stored.textColors ?? textColorsForPage({ bannerColors: stored.bannerColors, themeColor: columns.themeColor });
  await rememberTags(runtime.db, details.tags);
  return updateRecipient(runtime.db, runtime.profileChanges, uid, {
    ...columns,
    textColors,
    completed: true,
    completedAt: stored.completedAt ?? new Date(),
  });
}

/**
 * Edit page "Save Changes": the form's fields plus updatedAt. Banner colours stay as stored (SPEC 4); the
 * text colours follow the colours the page will be painted with.
 */
export async function saveProfileEdit(runtime: Runtime, uid: string, edit: ProfileEdit) {
  const stored = await findRecipient(runtime.db, uid);
  if (!stored) return undefined;
  await rememberTags(runtime.db, edit.tags);
  return updateRecipient(runtime.db, runtime.profileChanges, uid, {
    ...requiredInfoColumns(edit),
    ...optionalDetailsColumns(edit),
    textColors: textColorsForPage({ bannerColors: stored.bannerColors, themeColor: edit.themeColor }),
  });
}
