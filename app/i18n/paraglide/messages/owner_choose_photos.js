/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Choose_PhotosInputs */

const en_owner_choose_photos = /** @type {(inputs: Owner_Choose_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose photos`)
};

const es_owner_choose_photos = /** @type {(inputs: Owner_Choose_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir fotos`)
};

const fr_owner_choose_photos = /** @type {(inputs: Owner_Choose_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir des photos`)
};

const de_owner_choose_photos = /** @type {(inputs: Owner_Choose_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos auswählen`)
};

const pt_br2_owner_choose_photos = /** @type {(inputs: Owner_Choose_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolher fotos`)
};

const it_owner_choose_photos = /** @type {(inputs: Owner_Choose_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli foto`)
};

const ar_owner_choose_photos = /** @type {(inputs: Owner_Choose_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر صورًا`)
};

/**
* | output |
* | --- |
* | "Choose photos" |
*
* @param {Owner_Choose_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_choose_photos = /** @type {((inputs?: Owner_Choose_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Choose_PhotosInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_choose_photos(inputs)
	if (locale === "fr") return fr_owner_choose_photos(inputs)
	if (locale === "de") return de_owner_choose_photos(inputs)
	if (locale === "pt-BR") return pt_br2_owner_choose_photos(inputs)
	if (locale === "it") return it_owner_choose_photos(inputs)
	if (locale === "ar") return ar_owner_choose_photos(inputs)
	return en_owner_choose_photos(inputs)
});