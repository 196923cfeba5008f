/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Qr_ScansInputs */

const en_rest_admin_qr_scans = /** @type {(inputs: Rest_Admin_Qr_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR scans`)
};

const es_rest_admin_qr_scans = /** @type {(inputs: Rest_Admin_Qr_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escaneos QR`)
};

const fr_rest_admin_qr_scans = /** @type {(inputs: Rest_Admin_Qr_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scans QR`)
};

const de_rest_admin_qr_scans = /** @type {(inputs: Rest_Admin_Qr_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Scans`)
};

const pt_br2_rest_admin_qr_scans = /** @type {(inputs: Rest_Admin_Qr_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leituras de QR`)
};

const it_rest_admin_qr_scans = /** @type {(inputs: Rest_Admin_Qr_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scansioni QR`)
};

const ar_rest_admin_qr_scans = /** @type {(inputs: Rest_Admin_Qr_ScansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسحات QR`)
};

/**
* | output |
* | --- |
* | "QR scans" |
*
* @param {Rest_Admin_Qr_ScansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_qr_scans = /** @type {((inputs?: Rest_Admin_Qr_ScansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Qr_ScansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_qr_scans(inputs)
	if (locale === "fr") return fr_rest_admin_qr_scans(inputs)
	if (locale === "de") return de_rest_admin_qr_scans(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_qr_scans(inputs)
	if (locale === "it") return it_rest_admin_qr_scans(inputs)
	if (locale === "ar") return ar_rest_admin_qr_scans(inputs)
	return en_rest_admin_qr_scans(inputs)
});