/**
 * The app's own English sentences (validation rules, account and sign-in answers, kept in app/domain as the
 * specification words them) in the page's language, where they are shown: one place, so a rule keeps one text and
 * every screen that shows it speaks the visitor's language. A sentence not listed here is shown as it is.
 */
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { FAN_CITY_MAX, FAN_SIGNUP_ANSWERS, NOTICE_MESSAGES, UNSUBSCRIBE_LINK_INVALID } from "~/domain/fans";
import { PASSKEY_MESSAGES } from "~/domain/passkeys";
import { SIGN_IN_MESSAGES } from "~/domain/sign-in";
import { TIP_MESSAGE_MAX, TIP_NAME_MAX } from "~/domain/tips";
import { PITCH_NAME_MAX } from "~/domain/pitches";
import { CURRENCY_MESSAGE } from "~/domain/currency";
import { SAVE_FAILED_MESSAGES } from "~/domain/form-draft";
import { HANDLE_MAX, HANDLE_MESSAGES, HANDLE_MIN } from "~/domain/handle";
import { LINK_MESSAGE } from "~/domain/links";
import { RAIL_MESSAGES } from "~/domain/local-rails";
import { MAX_UPLOAD_MESSAGE } from "~/domain/media";
import { FIELD_MESSAGES, LIMITS, NOT_YOUR_PROFILE_MESSAGE, PROFILE_MESSAGES } from "~/domain/profile-fields";
import { MAX_TIP_AMOUNT, MAX_TIP_AMOUNTS, MIN_TIP_AMOUNT, TIP_AMOUNT_MESSAGES } from "~/domain/tip-amounts";
import { VIDEO_MESSAGES } from "~/domain/youtube";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, reportReasonLabel } from "~/domain/report";
import { ADMIN_MESSAGES } from "~/domain/admin-forms";
import { CITY_MESSAGES } from "~/domain/slug";
import { m } from "./paraglide/messages.js";

const A = ACCOUNT_MESSAGES;
const S = SIGN_IN_MESSAGES;
const P = PASSKEY_MESSAGES;
const W = PROFILE_MESSAGES.wizard;
const E = PROFILE_MESSAGES.edit;
const F = FIELD_MESSAGES;
const R = RAIL_MESSAGES;

const KNOWN: Record<string, () => string> = {
  [NOT_YOUR_PROFILE_MESSAGE]: m.error_not_your_profile,
  "The fan was removed.": m.dash_msg_fan_removed,
  "That fan is not on your list (any more).": m.dash_msg_fan_not_listed,
  [NOTICE_MESSAGES.empty]: m.dash_msg_notice_empty,
  [NOTICE_MESSAGES.oncePerDay]: m.dash_msg_once_per_day,
  [NOTICE_MESSAGES.noFans]: m.dash_msg_no_fans,
  [NOTICE_MESSAGES.badCity]: m.dash_msg_bad_city,
  "Name the place, for example “Pier 39”": m.dash_msg_pitch_name_empty,
  [`Keep it to ${PITCH_NAME_MAX} characters or fewer`]: () => m.dash_msg_pitch_name_long({ max: PITCH_NAME_MAX }),
  "You already have a pitch with that name": m.dash_msg_pitch_duplicate,
  "That pitch was not found": m.dash_msg_pitch_not_found,
  "A session was just started": m.dash_msg_session_just_started,
  "Pitch archived: its figures and its printed code stay": m.dash_msg_pitch_archived,
  "You are performing now": m.dash_msg_performing,
  "That event was not found": m.dash_msg_event_not_found,
  "Session ended": m.dash_msg_session_ended,
  "No session is going on": m.dash_msg_no_session,
  [W.firstName]: m.owner_msg_first_name_required,
  [W.lastName]: m.owner_msg_last_name_required,
  [W.altName]: m.owner_msg_alt_name_required,
  [W.street]: m.owner_msg_street_required,
  [W.city]: m.owner_msg_city_required,
  [W.state]: m.owner_msg_state_required,
  [W.subscription]: m.owner_msg_pick_plan,
  [W.phone]: m.owner_msg_phone_wizard,
  [W.postalCode]: m.owner_msg_zip_wizard,
  [W.taxID]: m.owner_msg_tax_wizard,
  [E.phone]: m.owner_msg_phone_edit,
  [E.postalCode]: m.owner_msg_zip_edit,
  [E.taxID]: m.owner_msg_tax_edit,
  [F.tag]: m.owner_msg_tag_empty,
  [F.tagTooLong]: () => m.owner_msg_tag_too_long({ max: LIMITS.tag }),
  [F.tooManyTags]: () => m.owner_msg_too_many_tags({ max: LIMITS.tags }),
  [F.genre]: m.owner_msg_genre,
  [LINK_MESSAGE]: m.owner_msg_link,
  [F.themeColor]: m.owner_msg_theme_color,
  [F.tooManyVideos]: () => m.owner_msg_too_many_videos({ max: LIMITS.videos }),
  [F.tooManyEvents]: () => m.owner_msg_too_many_events({ max: LIMITS.events }),
  [F.eventId]: m.owner_msg_event_id,
  [F.eventTitle]: m.owner_msg_title_required,
  [F.eventStart]: m.owner_msg_start_required,
  [F.eventEnd]: m.owner_msg_end_required,
  [F.eventOrder]: m.owner_msg_end_after_start,
  [F.timeZone]: m.owner_msg_time_zone,
  [CURRENCY_MESSAGE]: m.owner_msg_currency,
  [R.swish]: m.owner_msg_swish,
  [R.upi]: m.owner_msg_upi,
  [R.pix]: m.owner_msg_pix,
  [R.pixCity]: m.owner_msg_pix_city,
  [R.iban]: m.owner_msg_iban,
  [R.ibanSepa]: m.owner_msg_iban_sepa,
  [R.payeeName]: m.owner_msg_payee_name,
  [R.payeeNameNeeded]: m.owner_msg_payee_needed,
  [VIDEO_MESSAGES.invalidUrl]: m.owner_msg_video_invalid,
  [VIDEO_MESSAGES.notFound]: m.owner_msg_video_not_found,
  [VIDEO_MESSAGES.networkError]: m.owner_msg_video_network,
  [HANDLE_MESSAGES.format]: () => m.owner_msg_handle_format({ min: HANDLE_MIN, max: HANDLE_MAX }),
  [HANDLE_MESSAGES.reserved]: m.owner_msg_handle_reserved,
  [HANDLE_MESSAGES.taken]: m.owner_msg_handle_taken,
  [HANDLE_MESSAGES.held]: m.owner_msg_handle_held,
  [TIP_AMOUNT_MESSAGES.amount]: () => m.owner_msg_tip_amount({ min: MIN_TIP_AMOUNT, max: MAX_TIP_AMOUNT }),
  [TIP_AMOUNT_MESSAGES.tooMany]: () => m.owner_msg_too_many_amounts({ max: MAX_TIP_AMOUNTS }),
  [MAX_UPLOAD_MESSAGE]: m.owner_msg_max_upload,
  "Only image files can be uploaded": m.owner_msg_not_image,
  "This file is empty": m.owner_msg_file_empty,
  "The upload failed. Check your connection and try again.": m.owner_msg_upload_failed,
  "Your session has ended. Sign in again to upload.": m.owner_msg_upload_signed_out,
  "The photo could not be removed. Try again.": m.owner_msg_photo_not_removed,
  "This video is already in your list.": m.owner_video_duplicate,
  [SAVE_FAILED_MESSAGES.save]: m.owner_msg_save_failed,
  [SAVE_FAILED_MESSAGES.finish]: m.owner_msg_finish_failed,
  "We could not reach our database, so nothing was saved. Please try again in a moment.": m.owner_msg_db_unavailable,
  [S.emailRequired]: m.msg_email_required,
  [S.emailInvalid]: m.msg_email_invalid,
  [S.controlCharacter]: m.msg_control_character,
  [S.passwordRequired]: m.msg_password_required,
  [S.passwordTooLong]: m.msg_password_too_long,
  [S.wrongPassword]: m.msg_wrong_password,
  [S.invalidCredentials]: m.msg_invalid_credentials,
  [S.tooManyAttempts]: m.msg_too_many_attempts,
  [S.deactivated]: m.msg_deactivated,
  [A.resetSent]: m.msg_reset_sent,
  [A.resetLinkInvalid]: m.msg_reset_link_invalid,
  [A.verifyLinkInvalid]: m.msg_verify_link_invalid,
  [A.emailConfirmed]: m.msg_email_confirmed,
  [A.tooManyRequests]: m.msg_too_many_requests,
  [A.passwordsDiffer]: m.msg_passwords_differ,
  [A.currentPasswordWrong]: m.msg_current_password_wrong,
  [A.passwordChanged]: m.msg_password_changed,
  [A.emailChangeSent]: m.msg_email_change_sent,
  [A.emailSame]: m.msg_email_same,
  [A.emailNeedsFreshSignIn]: m.msg_email_needs_fresh_sign_in,
  [A.emailChangeUndone]: m.msg_email_change_undone,
  [A.undoLinkInvalid]: m.msg_undo_link_invalid,
  [A.otherSessionsEnded]: m.msg_other_sessions_ended,
  [A.mailLanguageSaved]: m.msg_mail_language_saved,
  [A.deletePhraseWrong]: m.msg_delete_phrase_wrong,
  [A.deletePasswordWrong]: m.msg_delete_password_wrong,
  [A.accountDeleted]: m.msg_account_deleted,
  [A.deleteNeedsFreshSignIn]: m.msg_delete_needs_fresh_sign_in,
  [A.totpCodeInvalid]: m.msg_totp_code_invalid,
  [A.twoFactorEnabled]: m.msg_two_factor_enabled,
  [A.twoFactorDisabled]: m.msg_two_factor_disabled,
  [A.socialError]: m.msg_social_error,
  "You cancelled the sign-in, so nothing changed. You can try again.": m.msg_social_cancelled,
  "That email already has a Tipped account. Sign in with your email and password, then try again.":
    m.msg_social_not_linked,
  "That sign-in took too long or was started in another tab. Please try again.": m.msg_social_state,
  "The provider did not share your email with us. Try again, or use your email and password.": m.msg_social_no_email,
  "Enter the 6-digit code": m.msg_code_required,
  "Enter the 6-digit code or a backup code": m.msg_code_invalid,
  [FAN_SIGNUP_ANSWERS.expired]: m.msg_fan_expired,
  [FAN_SIGNUP_ANSWERS.unsubscribed]: m.msg_fan_unsubscribed,
  [UNSUBSCRIBE_LINK_INVALID]: m.msg_unsubscribe_link_invalid,
  [P.notSupported]: m.msg_passkey_not_supported,
  [P.cancelled]: m.msg_passkey_cancelled,
  [P.timedOut]: m.msg_passkey_timed_out,
  [P.alreadyAdded]: m.msg_passkey_already_added,
  [P.badAddress]: m.msg_passkey_bad_address,
  [P.needsFreshSignIn]: m.msg_passkey_needs_fresh_sign_in,
  [P.notRecognised]: m.msg_passkey_not_recognised,
  [P.signInFailed]: m.msg_passkey_sign_in_failed,
  [P.addFailed]: m.msg_passkey_add_failed,
  [P.added]: m.msg_passkey_added,
  [P.renamed]: m.msg_passkey_renamed,
  [P.deleted]: m.msg_passkey_deleted,
  [P.notFound]: m.msg_passkey_not_found,
  [P.nameRequired]: m.msg_passkey_name_required,
  [P.nameTooLong]: m.msg_passkey_name_too_long,
  "Synced across your devices": m.passkeys_synced,
  "Can sync across devices": m.passkeys_can_sync,
  "On this device only": m.passkeys_this_device_only,
  [FAN_SIGNUP_ANSWERS.sent]: m.profile_fan_sent,
  [FAN_SIGNUP_ANSWERS["bad-email"]]: m.profile_fan_bad_email,
  [FAN_SIGNUP_ANSWERS["bad-city"]]: () => m.profile_fan_bad_city({ max: FAN_CITY_MAX }),
  [FAN_SIGNUP_ANSWERS["too-many"]]: m.profile_fan_too_many,
  [FAN_SIGNUP_ANSWERS.confirmed]: m.profile_fan_confirmed,
  [FAN_SIGNUP_ANSWERS.already]: m.profile_fan_already,
  "Choose an amount or type one in.": m.profile_tip_choose,
  "Type the amount as a number, like 5 or 7.50.": m.profile_tip_number,
  [`Your name can be at most ${TIP_NAME_MAX} characters.`]: () => m.profile_tip_name_too_long({ max: TIP_NAME_MAX }),
  [`Your message can be at most ${TIP_MESSAGE_MAX} characters.`]: () =>
    m.profile_tip_message_too_long({ max: TIP_MESSAGE_MAX }),
  "This site does not take card tips.": m.profile_tip_no_card,
  "Too many tips started from here. Please wait a few minutes and try again.": m.profile_tip_too_many,
  "This performer does not take card tips right now.": m.profile_tip_performer_no_card,
  "Card payments are not available right now. Please try again in a moment.": m.profile_tip_stripe_down,
  [reportReasonLabel("spam")]: m.rest_reason_spam,
  [reportReasonLabel("scam")]: m.rest_reason_scam,
  [reportReasonLabel("impersonation")]: m.rest_reason_impersonation,
  [reportReasonLabel("offensive")]: m.rest_reason_offensive,
  [reportReasonLabel("other")]: m.rest_reason_other,
  [REPORT_MESSAGES.reasonRequired]: m.rest_msg_reason_required,
  [REPORT_MESSAGES.detailsTooLong]: () => m.rest_msg_details_too_long({ max: REPORT_DETAILS_MAX }),
  [REPORT_MESSAGES.detailsForOther]: m.rest_msg_details_for_other,
  [REPORT_MESSAGES.emailInvalid]: m.rest_msg_report_email_invalid,
  [REPORT_MESSAGES.thanks]: m.rest_msg_report_thanks,
  [REPORT_MESSAGES.tooMany]: m.rest_msg_report_too_many,
  [ADMIN_MESSAGES.passwordRequired]: m.rest_admin_msg_password_required,
  [ADMIN_MESSAGES.invalidPassword]: m.rest_admin_msg_invalid_password,
  [ADMIN_MESSAGES.notConfigured]: m.rest_admin_msg_not_configured,
  [ADMIN_MESSAGES.signInRequired]: m.rest_admin_msg_sign_in_required,
  [ADMIN_MESSAGES.fetchFailed]: m.rest_admin_msg_fetch_failed,
  [ADMIN_MESSAGES.deleteUserFailed]: m.rest_admin_msg_delete_user_failed,
  [ADMIN_MESSAGES.updateUserFailed]: m.rest_admin_msg_update_user_failed,
  [ADMIN_MESSAGES.createQrFailed]: m.rest_admin_msg_create_qr_failed,
  [ADMIN_MESSAGES.deleteQrFailed]: m.rest_admin_msg_delete_qr_failed,
  [ADMIN_MESSAGES.confirmDeleteUser]: m.rest_admin_msg_confirm_delete_user,
  [ADMIN_MESSAGES.confirmDeleteQr]: m.rest_admin_msg_confirm_delete_qr,
  [ADMIN_MESSAGES.userNotFound]: m.rest_admin_msg_user_not_found,
  [ADMIN_MESSAGES.qrNotFound]: m.rest_admin_msg_qr_not_found,
  [ADMIN_MESSAGES.reportFailed]: m.rest_admin_msg_report_failed,
  [ADMIN_MESSAGES.reportNotFound]: m.rest_admin_msg_report_not_found,
  [ADMIN_MESSAGES.unknownId]: m.rest_admin_msg_unknown_id,
  "Unknown action": m.rest_admin_unknown_action,
  [CITY_MESSAGES.required]: m.rest_admin_msg_city_required,
  [CITY_MESSAGES.noSlug]: m.rest_admin_msg_city_no_slug,
};

const TOO_SHORT = /^Password must be at least (\d+) characters$/;
// The card tip form's limits, in the profile's currency as the request's language writes it (parseTipForm).
const TIP_RANGE = /^Tips can be from (.+) to (.+)\.$/;
const AT_MOST = /^At most (\d+) characters$/;

/** An English sentence of the app in the page's language, or the sentence itself when it has no translation. */
export function localized(text: string): string {
  const known = KNOWN[text];
  if (known) return known();
  const tooShort = TOO_SHORT.exec(text);
  if (tooShort) return m.msg_password_too_short({ min: tooShort[1]! });
  const range = TIP_RANGE.exec(text);
  if (range) return m.profile_tip_range({ min: range[1]!, max: range[2]! });
  const atMost = AT_MOST.exec(text);
  if (atMost) return m.owner_msg_at_most_chars({ max: atMost[1]! });
  return text;
}

/** For the test: every listed sentence and its English message. */
export const knownSentences = () => Object.entries(KNOWN);
