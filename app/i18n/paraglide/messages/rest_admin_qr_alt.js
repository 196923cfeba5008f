/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Rest_Admin_Qr_AltInputs */

const en_rest_admin_qr_alt = /** @type {(inputs: Rest_Admin_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code for ${i?.city}`)
};

const es_rest_admin_qr_alt = /** @type {(inputs: Rest_Admin_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR de ${i?.city}`)
};

const fr_rest_admin_qr_alt = /** @type {(inputs: Rest_Admin_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code pour ${i?.city}`)
};

const de_rest_admin_qr_alt = /** @type {(inputs: Rest_Admin_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-Code für ${i?.city}`)
};

const pt_br2_rest_admin_qr_alt = /** @type {(inputs: Rest_Admin_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code de ${i?.city}`)
};

const it_rest_admin_qr_alt = /** @type {(inputs: Rest_Admin_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice QR per ${i?.city}`)
};

const ar_rest_admin_qr_alt = /** @type {(inputs: Rest_Admin_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز QR لـ${i?.city}`)
};

/**
* | output |
* | --- |
* | "QR code for {city}" |
*
* @param {Rest_Admin_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_qr_alt = /** @type {((inputs: Rest_Admin_Qr_AltInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Qr_AltInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_qr_alt(inputs)
	if (locale === "fr") return fr_rest_admin_qr_alt(inputs)
	if (locale === "de") return de_rest_admin_qr_alt(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_qr_alt(inputs)
	if (locale === "it") return it_rest_admin_qr_alt(inputs)
	if (locale === "ar") return ar_rest_admin_qr_alt(inputs)
	return en_rest_admin_qr_alt(inputs)
});