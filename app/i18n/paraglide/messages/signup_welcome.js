/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_WelcomeInputs */

const en_signup_welcome = /** @type {(inputs: Signup_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

const es_signup_welcome = /** @type {(inputs: Signup_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido`)
};

const fr_signup_welcome = /** @type {(inputs: Signup_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue`)
};

const de_signup_welcome = /** @type {(inputs: Signup_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen`)
};

const pt_br2_signup_welcome = /** @type {(inputs: Signup_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boas-vindas`)
};

const it_signup_welcome = /** @type {(inputs: Signup_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benvenuto`)
};

const ar_signup_welcome = /** @type {(inputs: Signup_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Signup_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_welcome = /** @type {((inputs?: Signup_WelcomeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_WelcomeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_welcome(inputs)
	if (locale === "fr") return fr_signup_welcome(inputs)
	if (locale === "de") return de_signup_welcome(inputs)
	if (locale === "pt-BR") return pt_br2_signup_welcome(inputs)
	if (locale === "it") return it_signup_welcome(inputs)
	if (locale === "ar") return ar_signup_welcome(inputs)
	return en_signup_welcome(inputs)
});