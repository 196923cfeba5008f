/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_GalleryInputs */

const en_owner_gallery = /** @type {(inputs: Owner_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery`)
};

const es_owner_gallery = /** @type {(inputs: Owner_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galería`)
};

const fr_owner_gallery = /** @type {(inputs: Owner_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie`)
};

const de_owner_gallery = /** @type {(inputs: Owner_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie`)
};

const pt_br2_owner_gallery = /** @type {(inputs: Owner_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galeria`)
};

const it_owner_gallery = /** @type {(inputs: Owner_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galleria`)
};

const ar_owner_gallery = /** @type {(inputs: Owner_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعرض`)
};

/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Owner_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_gallery = /** @type {((inputs?: Owner_GalleryInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_GalleryInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_gallery(inputs)
	if (locale === "fr") return fr_owner_gallery(inputs)
	if (locale === "de") return de_owner_gallery(inputs)
	if (locale === "pt-BR") return pt_br2_owner_gallery(inputs)
	if (locale === "it") return it_owner_gallery(inputs)
	if (locale === "ar") return ar_owner_gallery(inputs)
	return en_owner_gallery(inputs)
});