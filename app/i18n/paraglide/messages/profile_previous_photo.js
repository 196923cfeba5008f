/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Previous_PhotoInputs */

const en_profile_previous_photo = /** @type {(inputs: Profile_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photo`)
};

const es_profile_previous_photo = /** @type {(inputs: Profile_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto anterior`)
};

const fr_profile_previous_photo = /** @type {(inputs: Profile_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo précédente`)
};

const de_profile_previous_photo = /** @type {(inputs: Profile_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorheriges Foto`)
};

const pt_br2_profile_previous_photo = /** @type {(inputs: Profile_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto anterior`)
};

const it_profile_previous_photo = /** @type {(inputs: Profile_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto precedente`)
};

const ar_profile_previous_photo = /** @type {(inputs: Profile_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصورة السابقة`)
};

/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Profile_Previous_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_previous_photo = /** @type {((inputs?: Profile_Previous_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Previous_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_previous_photo(inputs)
	if (locale === "fr") return fr_profile_previous_photo(inputs)
	if (locale === "de") return de_profile_previous_photo(inputs)
	if (locale === "pt-BR") return pt_br2_profile_previous_photo(inputs)
	if (locale === "it") return it_profile_previous_photo(inputs)
	if (locale === "ar") return ar_profile_previous_photo(inputs)
	return en_profile_previous_photo(inputs)
});