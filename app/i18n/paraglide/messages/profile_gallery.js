/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_GalleryInputs */

const en_profile_gallery = /** @type {(inputs: Profile_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery`)
};

const es_profile_gallery = /** @type {(inputs: Profile_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galería`)
};

const fr_profile_gallery = /** @type {(inputs: Profile_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie`)
};

const de_profile_gallery = /** @type {(inputs: Profile_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie`)
};

const pt_br2_profile_gallery = /** @type {(inputs: Profile_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galeria`)
};

const it_profile_gallery = /** @type {(inputs: Profile_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galleria`)
};

const ar_profile_gallery = /** @type {(inputs: Profile_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعرض`)
};

/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Profile_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_gallery = /** @type {((inputs?: Profile_GalleryInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_GalleryInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_gallery(inputs)
	if (locale === "fr") return fr_profile_gallery(inputs)
	if (locale === "de") return de_profile_gallery(inputs)
	if (locale === "pt-BR") return pt_br2_profile_gallery(inputs)
	if (locale === "it") return it_profile_gallery(inputs)
	if (locale === "ar") return ar_profile_gallery(inputs)
	return en_profile_gallery(inputs)
});