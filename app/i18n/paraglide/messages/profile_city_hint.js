/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_City_HintInputs */

const en_profile_city_hint = /** @type {(inputs: Profile_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional: hear only about shows there)`)
};

const es_profile_city_hint = /** @type {(inputs: Profile_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opcional: solo actuaciones allí)`)
};

const fr_profile_city_hint = /** @type {(inputs: Profile_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(facultatif : seulement les concerts là-bas)`)
};

const de_profile_city_hint = /** @type {(inputs: Profile_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional: nur Auftritte dort)`)
};

const pt_br2_profile_city_hint = /** @type {(inputs: Profile_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opcional: só shows nessa cidade)`)
};

const it_profile_city_hint = /** @type {(inputs: Profile_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(facoltativo: solo spettacoli lì)`)
};

const ar_profile_city_hint = /** @type {(inputs: Profile_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(اختياري: العروض هناك فقط)`)
};

/**
* | output |
* | --- |
* | "(optional: hear only about shows there)" |
*
* @param {Profile_City_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_city_hint = /** @type {((inputs?: Profile_City_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_City_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_city_hint(inputs)
	if (locale === "fr") return fr_profile_city_hint(inputs)
	if (locale === "de") return de_profile_city_hint(inputs)
	if (locale === "pt-BR") return pt_br2_profile_city_hint(inputs)
	if (locale === "it") return it_profile_city_hint(inputs)
	if (locale === "ar") return ar_profile_city_hint(inputs)
	return en_profile_city_hint(inputs)
});