import { textColorsForPage } from "~/domain/colors";
import type { ProfileUpdate } from "~/domain/profile-model";
import {
  optionalDetailsColumns,
  requiredInfoColumns,
  type OptionalDetails,
  type ProfileEdit,
  type RequiredInfo,
} from "~/domain/profile-forms";
import { HANDLE_MESSAGES } from "~/domain/handle";
import type { Runtime } from "../runtime";
import { HandleHeldError, isHandleTaken, writeWithHandleHold } from "./handles";
import { findProfile, updateProfile as writeProfile, writeRow } from "./store";
import { rememberTags } from "./tags";

/**
 * Someone else has the short link asked for, or held it lately; the form shows the message under it:
 * "That short link is taken" or the held one.
 */
export class HandleTakenError extends Error {
  constructor(message: string = HANDLE_MESSAGES.taken) {
    super(message);
    this.name = "HandleTakenError";
  }
}

/**
 * The store's write, with the short link's unique index (also when two saves race) as HandleTakenError, and a
 * change of short link under the short-link holds (HandleHeldError; the form shows its message too).
 */
async function updateProfile(runtime: Runtime, uid: string, changes: ProfileUpdate) {
  const { db, profiles } = runtime;
  try {
    if (changes.handle === undefined) return await writeProfile(db, profiles.changes, uid, changes);
    const hold = { now: runtime.now(), holdDays: runtime.settings.HANDLE_HOLD_DAYS };
    const row = await writeWithHandleHold(db, uid, changes.handle, hold, (tx) => writeRow(tx, uid, changes));
    if (row) await profiles.changes.publish(uid);
    return row;
  } catch (error) {
    if (isHandleTaken(error)) throw new HandleTakenError();
    if (error instanceof HandleHeldError) throw new HandleTakenError(HANDLE_MESSAGES.held);
    throw error;
  }
}

/** Wizard step 2 "Next": the Required Info is kept at once, so nothing is lost if the tab closes. */
export async function saveRequiredInfo(runtime: Runtime, uid: string, info: RequiredInfo) {
  return updateProfile(runtime, uid, requiredInfoColumns(info));
}

/** Wizard step 3 "Back": keeps what was typed so far without finishing. */
export async function saveOptionalDraft(runtime: Runtime, uid: string, details: OptionalDetails) {
  await rememberTags(runtime.db, details.tags);
  return updateProfile(runtime, uid, optionalDetailsColumns(details));
}

/**
 * Finish (requirements 4): re-read the stored profile and merge it with the wizard's data — what the form holds wins
 * for its own fields; everything stored meanwhile (uploaded images, banner colours) is kept — compute the
 * text colours when missing, and save with completed true and completedAt. (The spec's one-second wait let
 * a hosted database settle; our write is read back in the same transaction order, so it is not needed.)
 */
export async function finishProfile(runtime: Runtime, uid: string, details: OptionalDetails) {
  const stored = await findProfile(runtime.db, uid);
  if (!stored) throw new Error("No profile to finish");
  const columns = optionalDetailsColumns(details);
  const textColors =
    stored.textColors ?? textColorsForPage({ bannerColors: stored.bannerColors, themeColor: columns.themeColor });
  await rememberTags(runtime.db, details.tags);
  return updateProfile(runtime, uid, {
    ...columns,
    textColors,
    completed: true,
    completedAt: stored.completedAt ?? new Date(),
  });
}

/**
 * Edit page "Save Changes": the form's fields plus updatedAt. Banner colours stay as stored (requirements 4); the
 * text colours follow the colours the page will be painted with.
 */
export async function saveProfileEdit(runtime: Runtime, uid: string, edit: ProfileEdit) {
  const stored = await findProfile(runtime.db, uid);
  if (!stored) return undefined;
  await rememberTags(runtime.db, edit.tags);
  return updateProfile(runtime, uid, {
    ...requiredInfoColumns(edit),
    ...optionalDetailsColumns(edit),
    textColors: textColorsForPage({ bannerColors: stored.bannerColors, themeColor: edit.themeColor }),
  });
}
