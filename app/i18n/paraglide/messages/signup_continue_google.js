/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Continue_GoogleInputs */

const en_signup_continue_google = /** @type {(inputs: Signup_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue with Google`)
};

const es_signup_continue_google = /** @type {(inputs: Signup_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar con Google`)
};

const fr_signup_continue_google = /** @type {(inputs: Signup_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer avec Google`)
};

const de_signup_continue_google = /** @type {(inputs: Signup_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter mit Google`)
};

const pt_br2_signup_continue_google = /** @type {(inputs: Signup_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar com o Google`)
};

const it_signup_continue_google = /** @type {(inputs: Signup_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continua con Google`)
};

const ar_signup_continue_google = /** @type {(inputs: Signup_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المتابعة باستخدام Google`)
};

/**
* | output |
* | --- |
* | "Continue with Google" |
*
* @param {Signup_Continue_GoogleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_continue_google = /** @type {((inputs?: Signup_Continue_GoogleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Continue_GoogleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_continue_google(inputs)
	if (locale === "fr") return fr_signup_continue_google(inputs)
	if (locale === "de") return de_signup_continue_google(inputs)
	if (locale === "pt-BR") return pt_br2_signup_continue_google(inputs)
	if (locale === "it") return it_signup_continue_google(inputs)
	if (locale === "ar") return ar_signup_continue_google(inputs)
	return en_signup_continue_google(inputs)
});