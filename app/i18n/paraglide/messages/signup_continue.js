/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_ContinueInputs */

const en_signup_continue = /** @type {(inputs: Signup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const es_signup_continue = /** @type {(inputs: Signup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

const fr_signup_continue = /** @type {(inputs: Signup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

const de_signup_continue = /** @type {(inputs: Signup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const pt_br2_signup_continue = /** @type {(inputs: Signup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

const it_signup_continue = /** @type {(inputs: Signup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continua`)
};

const ar_signup_continue = /** @type {(inputs: Signup_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متابعة`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Signup_ContinueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_continue = /** @type {((inputs?: Signup_ContinueInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_ContinueInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_continue(inputs)
	if (locale === "fr") return fr_signup_continue(inputs)
	if (locale === "de") return de_signup_continue(inputs)
	if (locale === "pt-BR") return pt_br2_signup_continue(inputs)
	if (locale === "it") return it_signup_continue(inputs)
	if (locale === "ar") return ar_signup_continue(inputs)
	return en_signup_continue(inputs)
});