/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Delete_Qr_FailedInputs */

const en_rest_admin_msg_delete_qr_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete QR code`)
};

const es_rest_admin_msg_delete_qr_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el código QR`)
};

const fr_rest_admin_msg_delete_qr_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le QR code`)
};

const de_rest_admin_msg_delete_qr_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code konnte nicht gelöscht werden`)
};

const pt_br2_rest_admin_msg_delete_qr_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível excluir o QR code`)
};

const it_rest_admin_msg_delete_qr_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile eliminare il codice QR`)
};

const ar_rest_admin_msg_delete_qr_failed = /** @type {(inputs: Rest_Admin_Msg_Delete_Qr_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف رمز QR`)
};

/**
* | output |
* | --- |
* | "Failed to delete QR code" |
*
* @param {Rest_Admin_Msg_Delete_Qr_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_delete_qr_failed = /** @type {((inputs?: Rest_Admin_Msg_Delete_Qr_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Delete_Qr_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_delete_qr_failed(inputs)
	if (locale === "fr") return fr_rest_admin_msg_delete_qr_failed(inputs)
	if (locale === "de") return de_rest_admin_msg_delete_qr_failed(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_delete_qr_failed(inputs)
	if (locale === "it") return it_rest_admin_msg_delete_qr_failed(inputs)
	if (locale === "ar") return ar_rest_admin_msg_delete_qr_failed(inputs)
	return en_rest_admin_msg_delete_qr_failed(inputs)
});