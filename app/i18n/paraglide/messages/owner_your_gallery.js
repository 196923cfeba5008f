/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Your_GalleryInputs */

const en_owner_your_gallery = /** @type {(inputs: Owner_Your_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your gallery`)
};

const es_owner_your_gallery = /** @type {(inputs: Owner_Your_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu galería`)
};

const fr_owner_your_gallery = /** @type {(inputs: Owner_Your_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre galerie`)
};

const de_owner_your_gallery = /** @type {(inputs: Owner_Your_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Galerie`)
};

const pt_br2_owner_your_gallery = /** @type {(inputs: Owner_Your_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua galeria`)
};

const it_owner_your_gallery = /** @type {(inputs: Owner_Your_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua galleria`)
};

const ar_owner_your_gallery = /** @type {(inputs: Owner_Your_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرضك`)
};

/**
* | output |
* | --- |
* | "Your gallery" |
*
* @param {Owner_Your_GalleryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_your_gallery = /** @type {((inputs?: Owner_Your_GalleryInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Your_GalleryInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_your_gallery(inputs)
	if (locale === "fr") return fr_owner_your_gallery(inputs)
	if (locale === "de") return de_owner_your_gallery(inputs)
	if (locale === "pt-BR") return pt_br2_owner_your_gallery(inputs)
	if (locale === "it") return it_owner_your_gallery(inputs)
	if (locale === "ar") return ar_owner_your_gallery(inputs)
	return en_owner_your_gallery(inputs)
});