/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pix_City_LabelInputs */

const en_owner_pix_city_label = /** @type {(inputs: Owner_Pix_City_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City for PIX`)
};

const es_owner_pix_city_label = /** @type {(inputs: Owner_Pix_City_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad para PIX`)
};

const fr_owner_pix_city_label = /** @type {(inputs: Owner_Pix_City_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville pour PIX`)
};

const de_owner_pix_city_label = /** @type {(inputs: Owner_Pix_City_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stadt für PIX`)
};

const pt_br2_owner_pix_city_label = /** @type {(inputs: Owner_Pix_City_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cidade do PIX`)
};

const it_owner_pix_city_label = /** @type {(inputs: Owner_Pix_City_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città per PIX`)
};

const ar_owner_pix_city_label = /** @type {(inputs: Owner_Pix_City_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدينة لـ PIX`)
};

/**
* | output |
* | --- |
* | "City for PIX" |
*
* @param {Owner_Pix_City_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_pix_city_label = /** @type {((inputs?: Owner_Pix_City_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pix_City_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pix_city_label(inputs)
	if (locale === "fr") return fr_owner_pix_city_label(inputs)
	if (locale === "de") return de_owner_pix_city_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_pix_city_label(inputs)
	if (locale === "it") return it_owner_pix_city_label(inputs)
	if (locale === "ar") return ar_owner_pix_city_label(inputs)
	return en_owner_pix_city_label(inputs)
});