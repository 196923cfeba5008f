/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Qr_TitleInputs */

const en_signup_benefit_qr_title = /** @type {(inputs: Signup_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A QR code to connect with others`)
};

const es_signup_benefit_qr_title = /** @type {(inputs: Signup_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un código QR para conectar con los demás`)
};

const fr_signup_benefit_qr_title = /** @type {(inputs: Signup_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un QR code pour se connecter aux autres`)
};

const de_signup_benefit_qr_title = /** @type {(inputs: Signup_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein QR-Code, um dich mit anderen zu verbinden`)
};

const pt_br2_signup_benefit_qr_title = /** @type {(inputs: Signup_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um QR code para se conectar com outras pessoas`)
};

const it_signup_benefit_qr_title = /** @type {(inputs: Signup_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un codice QR per connetterti con gli altri`)
};

const ar_signup_benefit_qr_title = /** @type {(inputs: Signup_Benefit_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز QR للتواصل مع الآخرين`)
};

/**
* | output |
* | --- |
* | "A QR code to connect with others" |
*
* @param {Signup_Benefit_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_qr_title = /** @type {((inputs?: Signup_Benefit_Qr_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Qr_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_qr_title(inputs)
	if (locale === "fr") return fr_signup_benefit_qr_title(inputs)
	if (locale === "de") return de_signup_benefit_qr_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_qr_title(inputs)
	if (locale === "it") return it_signup_benefit_qr_title(inputs)
	if (locale === "ar") return ar_signup_benefit_qr_title(inputs)
	return en_signup_benefit_qr_title(inputs)
});