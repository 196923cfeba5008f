/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Delete_User_FailedInputs */

const en_rest_admin_msg_delete_user_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete user`)
};

const es_rest_admin_msg_delete_user_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el usuario`)
};

const fr_rest_admin_msg_delete_user_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l’utilisateur`)
};

const de_rest_admin_msg_delete_user_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer konnte nicht gelöscht werden`)
};

const pt_br2_rest_admin_msg_delete_user_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível excluir o usuário`)
};

const it_rest_admin_msg_delete_user_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile eliminare l’utente`)
};

const ar_rest_admin_msg_delete_user_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف المستخدم`)
};

/**
* | output |
* | --- |
* | "Failed to delete user" |
*
* @param {Rest_Admin_Msg_Delete_User_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_delete_user_failed = /** @type {((inputs?: Rest_Admin_Msg_Delete_User_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Delete_User_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_delete_user_failed(inputs)
	if (locale === "fr") return fr_rest_admin_msg_delete_user_failed(inputs)
	if (locale === "de") return de_rest_admin_msg_delete_user_failed(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_delete_user_failed(inputs)
	if (locale === "it") return it_rest_admin_msg_delete_user_failed(inputs)
	if (locale === "ar") return ar_rest_admin_msg_delete_user_failed(inputs)
	return en_rest_admin_msg_delete_user_failed(inputs)
});