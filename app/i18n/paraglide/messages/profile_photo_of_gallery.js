/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, whose: NonNullable<unknown> }} Profile_Photo_Of_GalleryInputs */

const en_profile_photo_of_gallery = /** @type {(inputs: Profile_Photo_Of_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} of ${i?.whose} gallery`)
};

const es_profile_photo_of_gallery = /** @type {(inputs: Profile_Photo_Of_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de la galería de ${i?.whose}`)
};

const fr_profile_photo_of_gallery = /** @type {(inputs: Profile_Photo_Of_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} de la galerie de ${i?.whose}`)
};

const de_profile_photo_of_gallery = /** @type {(inputs: Profile_Photo_Of_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} aus der Galerie von ${i?.whose}`)
};

const pt_br2_profile_photo_of_gallery = /** @type {(inputs: Profile_Photo_Of_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} da galeria de ${i?.whose}`)
};

const it_profile_photo_of_gallery = /** @type {(inputs: Profile_Photo_Of_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} della galleria di ${i?.whose}`)
};

const ar_profile_photo_of_gallery = /** @type {(inputs: Profile_Photo_Of_GalleryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصورة ${i?.n} من معرض ${i?.whose}`)
};

/**
* | output |
* | --- |
* | "Photo {n} of {whose} gallery" |
*
* @param {Profile_Photo_Of_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_photo_of_gallery = /** @type {((inputs: Profile_Photo_Of_GalleryInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Photo_Of_GalleryInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_photo_of_gallery(inputs)
	if (locale === "fr") return fr_profile_photo_of_gallery(inputs)
	if (locale === "de") return de_profile_photo_of_gallery(inputs)
	if (locale === "pt-BR") return pt_br2_profile_photo_of_gallery(inputs)
	if (locale === "it") return it_profile_photo_of_gallery(inputs)
	if (locale === "ar") return ar_profile_photo_of_gallery(inputs)
	return en_profile_photo_of_gallery(inputs)
});