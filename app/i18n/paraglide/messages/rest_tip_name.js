/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rest_Tip_NameInputs */

const en_rest_tip_name = /** @type {(inputs: Rest_Tip_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.name}`)
};

const es_rest_tip_name = /** @type {(inputs: Rest_Tip_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Propina para ${i?.name}`)
};

const fr_rest_tip_name = /** @type {(inputs: Rest_Tip_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pourboire pour ${i?.name}`)
};

const de_rest_tip_name = /** @type {(inputs: Rest_Tip_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trinkgeld für ${i?.name}`)
};

const pt_br2_rest_tip_name = /** @type {(inputs: Rest_Tip_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gorjeta para ${i?.name}`)
};

const it_rest_tip_name = /** @type {(inputs: Rest_Tip_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mancia a ${i?.name}`)
};

const ar_rest_tip_name = /** @type {(inputs: Rest_Tip_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إكرامية لـ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Tip {name}" |
*
* @param {Rest_Tip_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_tip_name = /** @type {((inputs: Rest_Tip_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Tip_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_tip_name(inputs)
	if (locale === "fr") return fr_rest_tip_name(inputs)
	if (locale === "de") return de_rest_tip_name(inputs)
	if (locale === "pt-BR") return pt_br2_rest_tip_name(inputs)
	if (locale === "it") return it_rest_tip_name(inputs)
	if (locale === "ar") return ar_rest_tip_name(inputs)
	return en_rest_tip_name(inputs)
});