/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Continue_AppleInputs */

const en_signup_continue_apple = /** @type {(inputs: Signup_Continue_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue with Apple`)
};

const es_signup_continue_apple = /** @type {(inputs: Signup_Continue_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar con Apple`)
};

const fr_signup_continue_apple = /** @type {(inputs: Signup_Continue_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer avec Apple`)
};

const de_signup_continue_apple = /** @type {(inputs: Signup_Continue_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter mit Apple`)
};

const pt_br2_signup_continue_apple = /** @type {(inputs: Signup_Continue_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar com a Apple`)
};

const it_signup_continue_apple = /** @type {(inputs: Signup_Continue_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continua con Apple`)
};

const ar_signup_continue_apple = /** @type {(inputs: Signup_Continue_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المتابعة باستخدام Apple`)
};

/**
* | output |
* | --- |
* | "Continue with Apple" |
*
* @param {Signup_Continue_AppleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_continue_apple = /** @type {((inputs?: Signup_Continue_AppleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Continue_AppleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_continue_apple(inputs)
	if (locale === "fr") return fr_signup_continue_apple(inputs)
	if (locale === "de") return de_signup_continue_apple(inputs)
	if (locale === "pt-BR") return pt_br2_signup_continue_apple(inputs)
	if (locale === "it") return it_signup_continue_apple(inputs)
	if (locale === "ar") return ar_signup_continue_apple(inputs)
	return en_signup_continue_apple(inputs)
});