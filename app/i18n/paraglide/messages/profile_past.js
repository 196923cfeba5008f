/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_PastInputs */

const en_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

const es_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasado`)
};

const fr_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passé`)
};

const de_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorbei`)
};

const pt_br2_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passado`)
};

const it_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passato`)
};

const ar_profile_past = /** @type {(inputs: Profile_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سابق`)
};

/**
* | output |
* | --- |
* | "Past" |
*
* @param {Profile_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_past = /** @type {((inputs?: Profile_PastInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_PastInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_past(inputs)
	if (locale === "fr") return fr_profile_past(inputs)
	if (locale === "de") return de_profile_past(inputs)
	if (locale === "pt-BR") return pt_br2_profile_past(inputs)
	if (locale === "it") return it_profile_past(inputs)
	if (locale === "ar") return ar_profile_past(inputs)
	return en_profile_past(inputs)
});