/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_No_QrInputs */

const en_rest_admin_no_qr = /** @type {(inputs: Rest_Admin_No_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No QR codes yet.`)
};

const es_rest_admin_no_qr = /** @type {(inputs: Rest_Admin_No_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay códigos QR.`)
};

const fr_rest_admin_no_qr = /** @type {(inputs: Rest_Admin_No_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun QR code pour l’instant.`)
};

const de_rest_admin_no_qr = /** @type {(inputs: Rest_Admin_No_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine QR-Codes.`)
};

const pt_br2_rest_admin_no_qr = /** @type {(inputs: Rest_Admin_No_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum QR code ainda.`)
};

const it_rest_admin_no_qr = /** @type {(inputs: Rest_Admin_No_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun codice QR per ora.`)
};

const ar_rest_admin_no_qr = /** @type {(inputs: Rest_Admin_No_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد رموز QR بعد.`)
};

/**
* | output |
* | --- |
* | "No QR codes yet." |
*
* @param {Rest_Admin_No_QrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_no_qr = /** @type {((inputs?: Rest_Admin_No_QrInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_No_QrInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_no_qr(inputs)
	if (locale === "fr") return fr_rest_admin_no_qr(inputs)
	if (locale === "de") return de_rest_admin_no_qr(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_no_qr(inputs)
	if (locale === "it") return it_rest_admin_no_qr(inputs)
	if (locale === "ar") return ar_rest_admin_no_qr(inputs)
	return en_rest_admin_no_qr(inputs)
});