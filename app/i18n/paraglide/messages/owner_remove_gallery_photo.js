/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Owner_Remove_Gallery_PhotoInputs */

const en_owner_remove_gallery_photo = /** @type {(inputs: Owner_Remove_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove gallery photo ${i?.n}`)
};

const es_owner_remove_gallery_photo = /** @type {(inputs: Owner_Remove_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la foto ${i?.n} de la galería`)
};

const fr_owner_remove_gallery_photo = /** @type {(inputs: Owner_Remove_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la photo ${i?.n} de la galerie`)
};

const de_owner_remove_gallery_photo = /** @type {(inputs: Owner_Remove_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Galeriefoto ${i?.n} entfernen`)
};

const pt_br2_owner_remove_gallery_photo = /** @type {(inputs: Owner_Remove_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover a foto ${i?.n} da galeria`)
};

const it_owner_remove_gallery_photo = /** @type {(inputs: Owner_Remove_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovi la foto ${i?.n} della galleria`)
};

const ar_owner_remove_gallery_photo = /** @type {(inputs: Owner_Remove_Gallery_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة صورة المعرض ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Remove gallery photo {n}" |
*
* @param {Owner_Remove_Gallery_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_remove_gallery_photo = /** @type {((inputs: Owner_Remove_Gallery_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Remove_Gallery_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_remove_gallery_photo(inputs)
	if (locale === "fr") return fr_owner_remove_gallery_photo(inputs)
	if (locale === "de") return de_owner_remove_gallery_photo(inputs)
	if (locale === "pt-BR") return pt_br2_owner_remove_gallery_photo(inputs)
	if (locale === "it") return it_owner_remove_gallery_photo(inputs)
	if (locale === "ar") return ar_owner_remove_gallery_photo(inputs)
	return en_owner_remove_gallery_photo(inputs)
});