/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, method: NonNullable<unknown> }} Profile_Tip_Amount_WithInputs */

const en_profile_tip_amount_with = /** @type {(inputs: Profile_Tip_Amount_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.amount} with ${i?.method}`)
};

const es_profile_tip_amount_with = /** @type {(inputs: Profile_Tip_Amount_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dar ${i?.amount} de propina con ${i?.method}`)
};

const fr_profile_tip_amount_with = /** @type {(inputs: Profile_Tip_Amount_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner ${i?.amount} avec ${i?.method}`)
};

const de_profile_tip_amount_with = /** @type {(inputs: Profile_Tip_Amount_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} Trinkgeld mit ${i?.method}`)
};

const pt_br2_profile_tip_amount_with = /** @type {(inputs: Profile_Tip_Amount_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dar ${i?.amount} de gorjeta com ${i?.method}`)
};

const it_profile_tip_amount_with = /** @type {(inputs: Profile_Tip_Amount_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia ${i?.amount} con ${i?.method}`)
};

const ar_profile_tip_amount_with = /** @type {(inputs: Profile_Tip_Amount_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إكرامية ${i?.amount} عبر ${i?.method}`)
};

/**
* | output |
* | --- |
* | "Tip {amount} with {method}" |
*
* @param {Profile_Tip_Amount_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_amount_with = /** @type {((inputs: Profile_Tip_Amount_WithInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_Amount_WithInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_amount_with(inputs)
	if (locale === "fr") return fr_profile_tip_amount_with(inputs)
	if (locale === "de") return de_profile_tip_amount_with(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_amount_with(inputs)
	if (locale === "it") return it_profile_tip_amount_with(inputs)
	if (locale === "ar") return ar_profile_tip_amount_with(inputs)
	return en_profile_tip_amount_with(inputs)
});