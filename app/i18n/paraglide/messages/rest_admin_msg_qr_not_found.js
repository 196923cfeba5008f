/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Qr_Not_FoundInputs */

const en_rest_admin_msg_qr_not_found = /** @type {(inputs: Rest_Admin_Msg_Qr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code not found`)
};

const es_rest_admin_msg_qr_not_found = /** @type {(inputs: Rest_Admin_Msg_Qr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR no encontrado`)
};

const fr_rest_admin_msg_qr_not_found = /** @type {(inputs: Rest_Admin_Msg_Qr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code introuvable`)
};

const de_rest_admin_msg_qr_not_found = /** @type {(inputs: Rest_Admin_Msg_Qr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code nicht gefunden`)
};

const pt_br2_rest_admin_msg_qr_not_found = /** @type {(inputs: Rest_Admin_Msg_Qr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code não encontrado`)
};

const it_rest_admin_msg_qr_not_found = /** @type {(inputs: Rest_Admin_Msg_Qr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice QR non trovato`)
};

const ar_rest_admin_msg_qr_not_found = /** @type {(inputs: Rest_Admin_Msg_Qr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز QR غير موجود`)
};

/**
* | output |
* | --- |
* | "QR code not found" |
*
* @param {Rest_Admin_Msg_Qr_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_qr_not_found = /** @type {((inputs?: Rest_Admin_Msg_Qr_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Qr_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_qr_not_found(inputs)
	if (locale === "fr") return fr_rest_admin_msg_qr_not_found(inputs)
	if (locale === "de") return de_rest_admin_msg_qr_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_qr_not_found(inputs)
	if (locale === "it") return it_rest_admin_msg_qr_not_found(inputs)
	if (locale === "ar") return ar_rest_admin_msg_qr_not_found(inputs)
	return en_rest_admin_msg_qr_not_found(inputs)
});