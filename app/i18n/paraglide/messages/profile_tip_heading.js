/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Profile_Tip_HeadingInputs */

const en_profile_tip_heading = /** @type {(inputs: Profile_Tip_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.firstName}`)
};

const es_profile_tip_heading = /** @type {(inputs: Profile_Tip_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dale propina a ${i?.firstName}`)
};

const fr_profile_tip_heading = /** @type {(inputs: Profile_Tip_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un pourboire pour ${i?.firstName}`)
};

const de_profile_tip_heading = /** @type {(inputs: Profile_Tip_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName} Trinkgeld geben`)
};

const pt_br2_profile_tip_heading = /** @type {(inputs: Profile_Tip_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dê uma gorjeta para ${i?.firstName}`)
};

const it_profile_tip_heading = /** @type {(inputs: Profile_Tip_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia una mancia a ${i?.firstName}`)
};

const ar_profile_tip_heading = /** @type {(inputs: Profile_Tip_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسل إكرامية إلى ${i?.firstName}`)
};

/**
* | output |
* | --- |
* | "Tip {firstName}" |
*
* @param {Profile_Tip_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_heading = /** @type {((inputs: Profile_Tip_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_HeadingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_heading(inputs)
	if (locale === "fr") return fr_profile_tip_heading(inputs)
	if (locale === "de") return de_profile_tip_heading(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_heading(inputs)
	if (locale === "it") return it_profile_tip_heading(inputs)
	if (locale === "ar") return ar_profile_tip_heading(inputs)
	return en_profile_tip_heading(inputs)
});