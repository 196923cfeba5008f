/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Sign_Qr_ForInputs */

const en_sign_qr_for = /** @type {(inputs: Sign_Qr_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code for ${i?.url}`)
};

const es_sign_qr_for = /** @type {(inputs: Sign_Qr_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR de ${i?.url}`)
};

const fr_sign_qr_for = /** @type {(inputs: Sign_Qr_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code QR de ${i?.url}`)
};

const de_sign_qr_for = /** @type {(inputs: Sign_Qr_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-Code für ${i?.url}`)
};

const pt_br2_sign_qr_for = /** @type {(inputs: Sign_Qr_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code de ${i?.url}`)
};

const it_sign_qr_for = /** @type {(inputs: Sign_Qr_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice QR di ${i?.url}`)
};

const ar_sign_qr_for = /** @type {(inputs: Sign_Qr_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز QR لـ ${i?.url}`)
};

/**
* | output |
* | --- |
* | "QR code for {url}" |
*
* @param {Sign_Qr_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_qr_for = /** @type {((inputs: Sign_Qr_ForInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Qr_ForInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_qr_for(inputs)
	if (locale === "fr") return fr_sign_qr_for(inputs)
	if (locale === "de") return de_sign_qr_for(inputs)
	if (locale === "pt-BR") return pt_br2_sign_qr_for(inputs)
	if (locale === "it") return it_sign_qr_for(inputs)
	if (locale === "ar") return ar_sign_qr_for(inputs)
	return en_sign_qr_for(inputs)
});