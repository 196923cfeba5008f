/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Previous_PhotosInputs */

const en_profile_previous_photos = /** @type {(inputs: Profile_Previous_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photos`)
};

const es_profile_previous_photos = /** @type {(inputs: Profile_Previous_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos anteriores`)
};

const fr_profile_previous_photos = /** @type {(inputs: Profile_Previous_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos précédentes`)
};

const de_profile_previous_photos = /** @type {(inputs: Profile_Previous_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Fotos`)
};

const pt_br2_profile_previous_photos = /** @type {(inputs: Profile_Previous_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos anteriores`)
};

const it_profile_previous_photos = /** @type {(inputs: Profile_Previous_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto precedenti`)
};

const ar_profile_previous_photos = /** @type {(inputs: Profile_Previous_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصور السابقة`)
};

/**
* | output |
* | --- |
* | "Previous photos" |
*
* @param {Profile_Previous_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_previous_photos = /** @type {((inputs?: Profile_Previous_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Previous_PhotosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_previous_photos(inputs)
	if (locale === "fr") return fr_profile_previous_photos(inputs)
	if (locale === "de") return de_profile_previous_photos(inputs)
	if (locale === "pt-BR") return pt_br2_profile_previous_photos(inputs)
	if (locale === "it") return it_profile_previous_photos(inputs)
	if (locale === "ar") return ar_profile_previous_photos(inputs)
	return en_profile_previous_photos(inputs)
});