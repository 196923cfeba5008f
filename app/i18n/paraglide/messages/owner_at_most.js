/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_At_MostInputs */

const en_owner_at_most = /** @type {(inputs: Owner_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max}`)
};

const es_owner_at_most = /** @type {(inputs: Owner_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max}`)
};

const fr_owner_at_most = /** @type {(inputs: Owner_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} au plus`)
};

const de_owner_at_most = /** @type {(inputs: Owner_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max}`)
};

const pt_br2_owner_at_most = /** @type {(inputs: Owner_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max}`)
};

const it_owner_at_most = /** @type {(inputs: Owner_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al massimo ${i?.max}`)
};

const ar_owner_at_most = /** @type {(inputs: Owner_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} كحد أقصى`)
};

/**
* | output |
* | --- |
* | "At most {max}" |
*
* @param {Owner_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_at_most = /** @type {((inputs: Owner_At_MostInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_At_MostInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_at_most(inputs)
	if (locale === "fr") return fr_owner_at_most(inputs)
	if (locale === "de") return de_owner_at_most(inputs)
	if (locale === "pt-BR") return pt_br2_owner_at_most(inputs)
	if (locale === "it") return it_owner_at_most(inputs)
	if (locale === "ar") return ar_owner_at_most(inputs)
	return en_owner_at_most(inputs)
});