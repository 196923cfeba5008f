/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Profile_Qr_CodeInputs */

const en_profile_qr_code = /** @type {(inputs: Profile_Qr_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code: ${i?.what}`)
};

const es_profile_qr_code = /** @type {(inputs: Profile_Qr_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR: ${i?.what}`)
};

const fr_profile_qr_code = /** @type {(inputs: Profile_Qr_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code QR : ${i?.what}`)
};

const de_profile_qr_code = /** @type {(inputs: Profile_Qr_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-Code: ${i?.what}`)
};

const pt_br2_profile_qr_code = /** @type {(inputs: Profile_Qr_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code: ${i?.what}`)
};

const it_profile_qr_code = /** @type {(inputs: Profile_Qr_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice QR: ${i?.what}`)
};

const ar_profile_qr_code = /** @type {(inputs: Profile_Qr_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز QR: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "QR code: {what}" |
*
* @param {Profile_Qr_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_qr_code = /** @type {((inputs: Profile_Qr_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Qr_CodeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_qr_code(inputs)
	if (locale === "fr") return fr_profile_qr_code(inputs)
	if (locale === "de") return de_profile_qr_code(inputs)
	if (locale === "pt-BR") return pt_br2_profile_qr_code(inputs)
	if (locale === "it") return it_profile_qr_code(inputs)
	if (locale === "ar") return ar_profile_qr_code(inputs)
	return en_profile_qr_code(inputs)
});