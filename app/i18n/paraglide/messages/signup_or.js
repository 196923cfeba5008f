/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_OrInputs */

const en_signup_or = /** @type {(inputs: Signup_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const es_signup_or = /** @type {(inputs: Signup_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

const fr_signup_or = /** @type {(inputs: Signup_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

const de_signup_or = /** @type {(inputs: Signup_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder`)
};

const pt_br2_signup_or = /** @type {(inputs: Signup_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

const it_signup_or = /** @type {(inputs: Signup_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oppure`)
};

const ar_signup_or = /** @type {(inputs: Signup_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أو`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Signup_OrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_or = /** @type {((inputs?: Signup_OrInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_OrInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_or(inputs)
	if (locale === "fr") return fr_signup_or(inputs)
	if (locale === "de") return de_signup_or(inputs)
	if (locale === "pt-BR") return pt_br2_signup_or(inputs)
	if (locale === "it") return it_signup_or(inputs)
	if (locale === "ar") return ar_signup_or(inputs)
	return en_signup_or(inputs)
});