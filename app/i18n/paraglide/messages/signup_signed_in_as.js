/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Signed_In_AsInputs */

const en_signup_signed_in_as = /** @type {(inputs: Signup_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

const es_signup_signed_in_as = /** @type {(inputs: Signup_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión iniciada como`)
};

const fr_signup_signed_in_as = /** @type {(inputs: Signup_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecté en tant que`)
};

const de_signup_signed_in_as = /** @type {(inputs: Signup_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet als`)
};

const pt_br2_signup_signed_in_as = /** @type {(inputs: Signup_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectado como`)
};

const it_signup_signed_in_as = /** @type {(inputs: Signup_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso effettuato come`)
};

const ar_signup_signed_in_as = /** @type {(inputs: Signup_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Signup_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_signed_in_as = /** @type {((inputs?: Signup_Signed_In_AsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Signed_In_AsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_signed_in_as(inputs)
	if (locale === "fr") return fr_signup_signed_in_as(inputs)
	if (locale === "de") return de_signup_signed_in_as(inputs)
	if (locale === "pt-BR") return pt_br2_signup_signed_in_as(inputs)
	if (locale === "it") return it_signup_signed_in_as(inputs)
	if (locale === "ar") return ar_signup_signed_in_as(inputs)
	return en_signup_signed_in_as(inputs)
});