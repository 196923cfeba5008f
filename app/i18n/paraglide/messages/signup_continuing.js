/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_ContinuingInputs */

const en_signup_continuing = /** @type {(inputs: Signup_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuing…`)
};

const es_signup_continuing = /** @type {(inputs: Signup_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuando…`)
};

const fr_signup_continuing = /** @type {(inputs: Signup_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un instant…`)
};

const de_signup_continuing = /** @type {(inputs: Signup_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter…`)
};

const pt_br2_signup_continuing = /** @type {(inputs: Signup_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuando…`)
};

const it_signup_continuing = /** @type {(inputs: Signup_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento…`)
};

const ar_signup_continuing = /** @type {(inputs: Signup_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ المتابعة…`)
};

/**
* | output |
* | --- |
* | "Continuing…" |
*
* @param {Signup_ContinuingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_continuing = /** @type {((inputs?: Signup_ContinuingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_ContinuingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_continuing(inputs)
	if (locale === "fr") return fr_signup_continuing(inputs)
	if (locale === "de") return de_signup_continuing(inputs)
	if (locale === "pt-BR") return pt_br2_signup_continuing(inputs)
	if (locale === "it") return it_signup_continuing(inputs)
	if (locale === "ar") return ar_signup_continuing(inputs)
	return en_signup_continuing(inputs)
});