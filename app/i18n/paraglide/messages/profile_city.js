/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_CityInputs */

const en_profile_city = /** @type {(inputs: Profile_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const es_profile_city = /** @type {(inputs: Profile_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

const fr_profile_city = /** @type {(inputs: Profile_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

const de_profile_city = /** @type {(inputs: Profile_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stadt`)
};

const pt_br2_profile_city = /** @type {(inputs: Profile_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cidade`)
};

const it_profile_city = /** @type {(inputs: Profile_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città`)
};

const ar_profile_city = /** @type {(inputs: Profile_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدينة`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Profile_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_city = /** @type {((inputs?: Profile_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_city(inputs)
	if (locale === "fr") return fr_profile_city(inputs)
	if (locale === "de") return de_profile_city(inputs)
	if (locale === "pt-BR") return pt_br2_profile_city(inputs)
	if (locale === "it") return it_profile_city(inputs)
	if (locale === "ar") return ar_profile_city(inputs)
	return en_profile_city(inputs)
});