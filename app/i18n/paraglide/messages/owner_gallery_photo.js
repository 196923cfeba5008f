/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Owner_Gallery_PhotoInputs */

const en_owner_gallery_photo = /** @type {(inputs: Owner_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gallery photo ${i?.n}`)
};

const es_owner_gallery_photo = /** @type {(inputs: Owner_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de la galería`)
};

const fr_owner_gallery_photo = /** @type {(inputs: Owner_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} de la galerie`)
};

const de_owner_gallery_photo = /** @type {(inputs: Owner_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Galeriefoto ${i?.n}`)
};

const pt_br2_owner_gallery_photo = /** @type {(inputs: Owner_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} da galeria`)
};

const it_owner_gallery_photo = /** @type {(inputs: Owner_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} della galleria`)
};

const ar_owner_gallery_photo = /** @type {(inputs: Owner_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`صورة المعرض ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Gallery photo {n}" |
*
* @param {Owner_Gallery_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_gallery_photo = /** @type {((inputs: Owner_Gallery_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Gallery_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_gallery_photo(inputs)
	if (locale === "fr") return fr_owner_gallery_photo(inputs)
	if (locale === "de") return de_owner_gallery_photo(inputs)
	if (locale === "pt-BR") return pt_br2_owner_gallery_photo(inputs)
	if (locale === "it") return it_owner_gallery_photo(inputs)
	if (locale === "ar") return ar_owner_gallery_photo(inputs)
	return en_owner_gallery_photo(inputs)
});