/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Next_PhotosInputs */

const en_profile_next_photos = /** @type {(inputs: Profile_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photos`)
};

const es_profile_next_photos = /** @type {(inputs: Profile_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos siguientes`)
};

const fr_profile_next_photos = /** @type {(inputs: Profile_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos suivantes`)
};

const de_profile_next_photos = /** @type {(inputs: Profile_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Fotos`)
};

const pt_br2_profile_next_photos = /** @type {(inputs: Profile_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas fotos`)
};

const it_profile_next_photos = /** @type {(inputs: Profile_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto successive`)
};

const ar_profile_next_photos = /** @type {(inputs: Profile_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصور التالية`)
};

/**
* | output |
* | --- |
* | "Next photos" |
*
* @param {Profile_Next_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_next_photos = /** @type {((inputs?: Profile_Next_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Next_PhotosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_next_photos(inputs)
	if (locale === "fr") return fr_profile_next_photos(inputs)
	if (locale === "de") return de_profile_next_photos(inputs)
	if (locale === "pt-BR") return pt_br2_profile_next_photos(inputs)
	if (locale === "it") return it_profile_next_photos(inputs)
	if (locale === "ar") return ar_profile_next_photos(inputs)
	return en_profile_next_photos(inputs)
});