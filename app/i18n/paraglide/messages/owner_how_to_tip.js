/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_How_To_TipInputs */

const en_owner_how_to_tip = /** @type {(inputs: Owner_How_To_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to tip you`)
};

const es_owner_how_to_tip = /** @type {(inputs: Owner_How_To_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo darte propina`)
};

const fr_owner_how_to_tip = /** @type {(inputs: Owner_How_To_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous donner un pourboire`)
};

const de_owner_how_to_tip = /** @type {(inputs: Owner_How_To_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So gibt man dir Trinkgeld`)
};

const pt_br2_owner_how_to_tip = /** @type {(inputs: Owner_How_To_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como te dar gorjeta`)
};

const it_owner_how_to_tip = /** @type {(inputs: Owner_How_To_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come darti una mancia`)
};

const ar_owner_how_to_tip = /** @type {(inputs: Owner_How_To_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف يُعطى لك البقشيش`)
};

/**
* | output |
* | --- |
* | "How to tip you" |
*
* @param {Owner_How_To_TipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_how_to_tip = /** @type {((inputs?: Owner_How_To_TipInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_How_To_TipInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_how_to_tip(inputs)
	if (locale === "fr") return fr_owner_how_to_tip(inputs)
	if (locale === "de") return de_owner_how_to_tip(inputs)
	if (locale === "pt-BR") return pt_br2_owner_how_to_tip(inputs)
	if (locale === "it") return it_owner_how_to_tip(inputs)
	if (locale === "ar") return ar_owner_how_to_tip(inputs)
	return en_owner_how_to_tip(inputs)
});