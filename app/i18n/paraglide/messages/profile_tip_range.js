/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Profile_Tip_RangeInputs */

const en_profile_tip_range = /** @type {(inputs: Profile_Tip_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tips can be from ${i?.min} to ${i?.max}.`)
};

const es_profile_tip_range = /** @type {(inputs: Profile_Tip_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las propinas pueden ser de ${i?.min} a ${i?.max}.`)
};

const fr_profile_tip_range = /** @type {(inputs: Profile_Tip_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les pourboires vont de ${i?.min} à ${i?.max}.`)
};

const de_profile_tip_range = /** @type {(inputs: Profile_Tip_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trinkgeld ist von ${i?.min} bis ${i?.max} möglich.`)
};

const pt_br2_profile_tip_range = /** @type {(inputs: Profile_Tip_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As gorjetas podem ser de ${i?.min} a ${i?.max}.`)
};

const it_profile_tip_range = /** @type {(inputs: Profile_Tip_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mance possono andare da ${i?.min} a ${i?.max}.`)
};

const ar_profile_tip_range = /** @type {(inputs: Profile_Tip_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكن أن تكون الإكرامية من ${i?.min} إلى ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Tips can be from {min} to {max}." |
*
* @param {Profile_Tip_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_range = /** @type {((inputs: Profile_Tip_RangeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_RangeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_range(inputs)
	if (locale === "fr") return fr_profile_tip_range(inputs)
	if (locale === "de") return de_profile_tip_range(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_range(inputs)
	if (locale === "it") return it_profile_tip_range(inputs)
	if (locale === "ar") return ar_profile_tip_range(inputs)
	return en_profile_tip_range(inputs)
});