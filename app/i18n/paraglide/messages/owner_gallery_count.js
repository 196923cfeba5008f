/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Owner_Gallery_CountInputs */

const en_owner_gallery_count = /** @type {(inputs: Owner_Gallery_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} of ${i?.max})`)
};

const es_owner_gallery_count = /** @type {(inputs: Owner_Gallery_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} de ${i?.max})`)
};

const fr_owner_gallery_count = /** @type {(inputs: Owner_Gallery_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} sur ${i?.max})`)
};

const de_owner_gallery_count = /** @type {(inputs: Owner_Gallery_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} von ${i?.max})`)
};

const pt_br2_owner_gallery_count = /** @type {(inputs: Owner_Gallery_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} de ${i?.max})`)
};

const it_owner_gallery_count = /** @type {(inputs: Owner_Gallery_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} di ${i?.max})`)
};

const ar_owner_gallery_count = /** @type {(inputs: Owner_Gallery_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} من ${i?.max})`)
};

/**
* | output |
* | --- |
* | "({count} of {max})" |
*
* @param {Owner_Gallery_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_gallery_count = /** @type {((inputs: Owner_Gallery_CountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Gallery_CountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_gallery_count(inputs)
	if (locale === "fr") return fr_owner_gallery_count(inputs)
	if (locale === "de") return de_owner_gallery_count(inputs)
	if (locale === "pt-BR") return pt_br2_owner_gallery_count(inputs)
	if (locale === "it") return it_owner_gallery_count(inputs)
	if (locale === "ar") return ar_owner_gallery_count(inputs)
	return en_owner_gallery_count(inputs)
});