/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Profile_Fans_HeadingInputs */

const en_profile_fans_heading = /** @type {(inputs: Profile_Fans_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hear when ${i?.firstName} plays near you`)
};

const es_profile_fans_heading = /** @type {(inputs: Profile_Fans_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entérate cuando ${i?.firstName} toque cerca de ti`)
};

const fr_profile_fans_heading = /** @type {(inputs: Profile_Fans_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soyez prévenu quand ${i?.firstName} joue près de chez vous`)
};

const de_profile_fans_heading = /** @type {(inputs: Profile_Fans_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erfahre, wann ${i?.firstName} in deiner Nähe spielt`)
};

const pt_br2_profile_fans_heading = /** @type {(inputs: Profile_Fans_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saiba quando ${i?.firstName} tocar perto de você`)
};

const it_profile_fans_heading = /** @type {(inputs: Profile_Fans_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scopri quando ${i?.firstName} suona vicino a te`)
};

const ar_profile_fans_heading = /** @type {(inputs: Profile_Fans_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اعرف متى يقدّم ${i?.firstName} عرضًا بالقرب منك`)
};

/**
* | output |
* | --- |
* | "Hear when {firstName} plays near you" |
*
* @param {Profile_Fans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fans_heading = /** @type {((inputs: Profile_Fans_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fans_HeadingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fans_heading(inputs)
	if (locale === "fr") return fr_profile_fans_heading(inputs)
	if (locale === "de") return de_profile_fans_heading(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fans_heading(inputs)
	if (locale === "it") return it_profile_fans_heading(inputs)
	if (locale === "ar") return ar_profile_fans_heading(inputs)
	return en_profile_fans_heading(inputs)
});