/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Sign_InInputs */

const en_two_factor_sign_in = /** @type {(inputs: Two_Factor_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const es_two_factor_sign_in = /** @type {(inputs: Two_Factor_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const fr_two_factor_sign_in = /** @type {(inputs: Two_Factor_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const de_two_factor_sign_in = /** @type {(inputs: Two_Factor_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const pt_br2_two_factor_sign_in = /** @type {(inputs: Two_Factor_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const it_two_factor_sign_in = /** @type {(inputs: Two_Factor_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi`)
};

const ar_two_factor_sign_in = /** @type {(inputs: Two_Factor_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Two_Factor_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const two_factor_sign_in = /** @type {((inputs?: Two_Factor_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Sign_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_two_factor_sign_in(inputs)
	if (locale === "fr") return fr_two_factor_sign_in(inputs)
	if (locale === "de") return de_two_factor_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_two_factor_sign_in(inputs)
	if (locale === "it") return it_two_factor_sign_in(inputs)
	if (locale === "ar") return ar_two_factor_sign_in(inputs)
	return en_two_factor_sign_in(inputs)
});