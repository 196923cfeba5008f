/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Profile_Fan_Bad_CityInputs */

const en_profile_fan_bad_city = /** @type {(inputs: Profile_Fan_Bad_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The city can be at most ${i?.max} characters.`)
};

const es_profile_fan_bad_city = /** @type {(inputs: Profile_Fan_Bad_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La ciudad puede tener como máximo ${i?.max} caracteres.`)
};

const fr_profile_fan_bad_city = /** @type {(inputs: Profile_Fan_Bad_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La ville peut compter au plus ${i?.max} caractères.`)
};

const de_profile_fan_bad_city = /** @type {(inputs: Profile_Fan_Bad_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Stadt darf höchstens ${i?.max} Zeichen lang sein.`)
};

const pt_br2_profile_fan_bad_city = /** @type {(inputs: Profile_Fan_Bad_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cidade pode ter no máximo ${i?.max} caracteres.`)
};

const it_profile_fan_bad_city = /** @type {(inputs: Profile_Fan_Bad_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La città può avere al massimo ${i?.max} caratteri.`)
};

const ar_profile_fan_bad_city = /** @type {(inputs: Profile_Fan_Bad_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكن أن يتكون اسم المدينة من ${i?.max} حرفًا على الأكثر.`)
};

/**
* | output |
* | --- |
* | "The city can be at most {max} characters." |
*
* @param {Profile_Fan_Bad_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fan_bad_city = /** @type {((inputs: Profile_Fan_Bad_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fan_Bad_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fan_bad_city(inputs)
	if (locale === "fr") return fr_profile_fan_bad_city(inputs)
	if (locale === "de") return de_profile_fan_bad_city(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fan_bad_city(inputs)
	if (locale === "it") return it_profile_fan_bad_city(inputs)
	if (locale === "ar") return ar_profile_fan_bad_city(inputs)
	return en_profile_fan_bad_city(inputs)
});