/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Next_PhotoInputs */

const en_profile_next_photo = /** @type {(inputs: Profile_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photo`)
};

const es_profile_next_photo = /** @type {(inputs: Profile_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto siguiente`)
};

const fr_profile_next_photo = /** @type {(inputs: Profile_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo suivante`)
};

const de_profile_next_photo = /** @type {(inputs: Profile_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächstes Foto`)
};

const pt_br2_profile_next_photo = /** @type {(inputs: Profile_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima foto`)
};

const it_profile_next_photo = /** @type {(inputs: Profile_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto successiva`)
};

const ar_profile_next_photo = /** @type {(inputs: Profile_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصورة التالية`)
};

/**
* | output |
* | --- |
* | "Next photo" |
*
* @param {Profile_Next_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_next_photo = /** @type {((inputs?: Profile_Next_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Next_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_next_photo(inputs)
	if (locale === "fr") return fr_profile_next_photo(inputs)
	if (locale === "de") return de_profile_next_photo(inputs)
	if (locale === "pt-BR") return pt_br2_profile_next_photo(inputs)
	if (locale === "it") return it_profile_next_photo(inputs)
	if (locale === "ar") return ar_profile_next_photo(inputs)
	return en_profile_next_photo(inputs)
});