/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Update_User_FailedInputs */

const en_rest_admin_msg_update_user_failed = /** @type {(inputs: Rest_Admin_Msg_Update_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update user status`)
};

const es_rest_admin_msg_update_user_failed = /** @type {(inputs: Rest_Admin_Msg_Update_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar el estado del usuario`)
};

const fr_rest_admin_msg_update_user_failed = /** @type {(inputs: Rest_Admin_Msg_Update_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de modifier le statut de l’utilisateur`)
};

const de_rest_admin_msg_update_user_failed = /** @type {(inputs: Rest_Admin_Msg_Update_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status des Nutzers konnte nicht geändert werden`)
};

const pt_br2_rest_admin_msg_update_user_failed = /** @type {(inputs: Rest_Admin_Msg_Update_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível alterar o status do usuário`)
};

const it_rest_admin_msg_update_user_failed = /** @type {(inputs: Rest_Admin_Msg_Update_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile aggiornare lo stato dell’utente`)
};

const ar_rest_admin_msg_update_user_failed = /** @type {(inputs: Rest_Admin_Msg_Update_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث حالة المستخدم`)
};

/**
* | output |
* | --- |
* | "Failed to update user status" |
*
* @param {Rest_Admin_Msg_Update_User_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_update_user_failed = /** @type {((inputs?: Rest_Admin_Msg_Update_User_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Update_User_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_update_user_failed(inputs)
	if (locale === "fr") return fr_rest_admin_msg_update_user_failed(inputs)
	if (locale === "de") return de_rest_admin_msg_update_user_failed(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_update_user_failed(inputs)
	if (locale === "it") return it_rest_admin_msg_update_user_failed(inputs)
	if (locale === "ar") return ar_rest_admin_msg_update_user_failed(inputs)
	return en_rest_admin_msg_update_user_failed(inputs)
});