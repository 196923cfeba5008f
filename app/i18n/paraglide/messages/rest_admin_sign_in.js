/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Sign_InInputs */

const en_rest_admin_sign_in = /** @type {(inputs: Rest_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const es_rest_admin_sign_in = /** @type {(inputs: Rest_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const fr_rest_admin_sign_in = /** @type {(inputs: Rest_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const de_rest_admin_sign_in = /** @type {(inputs: Rest_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const pt_br2_rest_admin_sign_in = /** @type {(inputs: Rest_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const it_rest_admin_sign_in = /** @type {(inputs: Rest_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi`)
};

const ar_rest_admin_sign_in = /** @type {(inputs: Rest_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Rest_Admin_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_sign_in = /** @type {((inputs?: Rest_Admin_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Sign_InInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_sign_in(inputs)
	if (locale === "fr") return fr_rest_admin_sign_in(inputs)
	if (locale === "de") return de_rest_admin_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_sign_in(inputs)
	if (locale === "it") return it_rest_admin_sign_in(inputs)
	if (locale === "ar") return ar_rest_admin_sign_in(inputs)
	return en_rest_admin_sign_in(inputs)
});