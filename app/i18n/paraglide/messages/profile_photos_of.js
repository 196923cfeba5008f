/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Profile_Photos_OfInputs */

const en_profile_photos_of = /** @type {(inputs: Profile_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} photos`)
};

const es_profile_photos_of = /** @type {(inputs: Profile_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.whose}`)
};

const fr_profile_photos_of = /** @type {(inputs: Profile_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.whose}`)
};

const de_profile_photos_of = /** @type {(inputs: Profile_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos von ${i?.whose}`)
};

const pt_br2_profile_photos_of = /** @type {(inputs: Profile_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.whose}`)
};

const it_profile_photos_of = /** @type {(inputs: Profile_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto di ${i?.whose}`)
};

const ar_profile_photos_of = /** @type {(inputs: Profile_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`صور ${i?.whose}`)
};

/**
* | output |
* | --- |
* | "{whose} photos" |
*
* @param {Profile_Photos_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_photos_of = /** @type {((inputs: Profile_Photos_OfInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Photos_OfInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_photos_of(inputs)
	if (locale === "fr") return fr_profile_photos_of(inputs)
	if (locale === "de") return de_profile_photos_of(inputs)
	if (locale === "pt-BR") return pt_br2_profile_photos_of(inputs)
	if (locale === "it") return it_profile_photos_of(inputs)
	if (locale === "ar") return ar_profile_photos_of(inputs)
	return en_profile_photos_of(inputs)
});