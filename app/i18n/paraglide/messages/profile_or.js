/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_OrInputs */

const en_profile_or = /** @type {(inputs: Profile_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const es_profile_or = /** @type {(inputs: Profile_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

const fr_profile_or = /** @type {(inputs: Profile_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

const de_profile_or = /** @type {(inputs: Profile_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder`)
};

const pt_br2_profile_or = /** @type {(inputs: Profile_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

const it_profile_or = /** @type {(inputs: Profile_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oppure`)
};

const ar_profile_or = /** @type {(inputs: Profile_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أو`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Profile_OrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_or = /** @type {((inputs?: Profile_OrInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_OrInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_or(inputs)
	if (locale === "fr") return fr_profile_or(inputs)
	if (locale === "de") return de_profile_or(inputs)
	if (locale === "pt-BR") return pt_br2_profile_or(inputs)
	if (locale === "it") return it_profile_or(inputs)
	if (locale === "ar") return ar_profile_or(inputs)
	return en_profile_or(inputs)
});