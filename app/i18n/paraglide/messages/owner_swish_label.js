/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Swish_LabelInputs */

const en_owner_swish_label = /** @type {(inputs: Owner_Swish_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swish number (Sweden)`)
};

const es_owner_swish_label = /** @type {(inputs: Owner_Swish_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de Swish (Suecia)`)
};

const fr_owner_swish_label = /** @type {(inputs: Owner_Swish_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro Swish (Suède)`)
};

const de_owner_swish_label = /** @type {(inputs: Owner_Swish_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swish-Nummer (Schweden)`)
};

const pt_br2_owner_swish_label = /** @type {(inputs: Owner_Swish_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número Swish (Suécia)`)
};

const it_owner_swish_label = /** @type {(inputs: Owner_Swish_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numero Swish (Svezia)`)
};

const ar_owner_swish_label = /** @type {(inputs: Owner_Swish_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم Swish (السويد)`)
};

/**
* | output |
* | --- |
* | "Swish number (Sweden)" |
*
* @param {Owner_Swish_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_swish_label = /** @type {((inputs?: Owner_Swish_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Swish_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_swish_label(inputs)
	if (locale === "fr") return fr_owner_swish_label(inputs)
	if (locale === "de") return de_owner_swish_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_swish_label(inputs)
	if (locale === "it") return it_owner_swish_label(inputs)
	if (locale === "ar") return ar_owner_swish_label(inputs)
	return en_owner_swish_label(inputs)
});