/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_What_You_GetInputs */

const en_signup_what_you_get = /** @type {(inputs: Signup_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you get`)
};

const es_signup_what_you_get = /** @type {(inputs: Signup_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que obtienes`)
};

const fr_signup_what_you_get = /** @type {(inputs: Signup_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous obtenez`)
};

const de_signup_what_you_get = /** @type {(inputs: Signup_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was du bekommst`)
};

const pt_br2_signup_what_you_get = /** @type {(inputs: Signup_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você ganha`)
};

const it_signup_what_you_get = /** @type {(inputs: Signup_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa ottieni`)
};

const ar_signup_what_you_get = /** @type {(inputs: Signup_What_You_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما تحصل عليه`)
};

/**
* | output |
* | --- |
* | "What you get" |
*
* @param {Signup_What_You_GetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_what_you_get = /** @type {((inputs?: Signup_What_You_GetInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_What_You_GetInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_what_you_get(inputs)
	if (locale === "fr") return fr_signup_what_you_get(inputs)
	if (locale === "de") return de_signup_what_you_get(inputs)
	if (locale === "pt-BR") return pt_br2_signup_what_you_get(inputs)
	if (locale === "it") return it_signup_what_you_get(inputs)
	if (locale === "ar") return ar_signup_what_you_get(inputs)
	return en_signup_what_you_get(inputs)
});