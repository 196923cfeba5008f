/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_PhotosInputs */

const en_owner_photos = /** @type {(inputs: Owner_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const es_owner_photos = /** @type {(inputs: Owner_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const fr_owner_photos = /** @type {(inputs: Owner_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const de_owner_photos = /** @type {(inputs: Owner_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const pt_br2_owner_photos = /** @type {(inputs: Owner_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const it_owner_photos = /** @type {(inputs: Owner_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

const ar_owner_photos = /** @type {(inputs: Owner_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصور`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Owner_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_photos = /** @type {((inputs?: Owner_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_PhotosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_photos(inputs)
	if (locale === "fr") return fr_owner_photos(inputs)
	if (locale === "de") return de_owner_photos(inputs)
	if (locale === "pt-BR") return pt_br2_owner_photos(inputs)
	if (locale === "it") return it_owner_photos(inputs)
	if (locale === "ar") return ar_owner_photos(inputs)
	return en_owner_photos(inputs)
});