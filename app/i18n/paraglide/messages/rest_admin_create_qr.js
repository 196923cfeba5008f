/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Create_QrInputs */

const en_rest_admin_create_qr = /** @type {(inputs: Rest_Admin_Create_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create QR code`)
};

const es_rest_admin_create_qr = /** @type {(inputs: Rest_Admin_Create_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear código QR`)
};

const fr_rest_admin_create_qr = /** @type {(inputs: Rest_Admin_Create_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un QR code`)
};

const de_rest_admin_create_qr = /** @type {(inputs: Rest_Admin_Create_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code erstellen`)
};

const pt_br2_rest_admin_create_qr = /** @type {(inputs: Rest_Admin_Create_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar QR code`)
};

const it_rest_admin_create_qr = /** @type {(inputs: Rest_Admin_Create_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea codice QR`)
};

const ar_rest_admin_create_qr = /** @type {(inputs: Rest_Admin_Create_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء رمز QR`)
};

/**
* | output |
* | --- |
* | "Create QR code" |
*
* @param {Rest_Admin_Create_QrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_create_qr = /** @type {((inputs?: Rest_Admin_Create_QrInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Create_QrInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_create_qr(inputs)
	if (locale === "fr") return fr_rest_admin_create_qr(inputs)
	if (locale === "de") return de_rest_admin_create_qr(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_create_qr(inputs)
	if (locale === "it") return it_rest_admin_create_qr(inputs)
	if (locale === "ar") return ar_rest_admin_create_qr(inputs)
	return en_rest_admin_create_qr(inputs)
});