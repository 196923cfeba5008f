/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_OpeningInputs */

const en_signup_opening = /** @type {(inputs: Signup_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening…`)
};

const es_signup_opening = /** @type {(inputs: Signup_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo…`)
};

const fr_signup_opening = /** @type {(inputs: Signup_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture…`)
};

const de_signup_opening = /** @type {(inputs: Signup_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geöffnet…`)
};

const pt_br2_signup_opening = /** @type {(inputs: Signup_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrindo…`)
};

const it_signup_opening = /** @type {(inputs: Signup_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apertura…`)
};

const ar_signup_opening = /** @type {(inputs: Signup_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الفتح…`)
};

/**
* | output |
* | --- |
* | "Opening…" |
*
* @param {Signup_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_opening = /** @type {((inputs?: Signup_OpeningInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_OpeningInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_opening(inputs)
	if (locale === "fr") return fr_signup_opening(inputs)
	if (locale === "de") return de_signup_opening(inputs)
	if (locale === "pt-BR") return pt_br2_signup_opening(inputs)
	if (locale === "it") return it_signup_opening(inputs)
	if (locale === "ar") return ar_signup_opening(inputs)
	return en_signup_opening(inputs)
});