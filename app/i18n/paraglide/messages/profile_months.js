/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_MonthsInputs */

const en_profile_months = /** @type {(inputs: Profile_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Months`)
};

const es_profile_months = /** @type {(inputs: Profile_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meses`)
};

const fr_profile_months = /** @type {(inputs: Profile_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois`)
};

const de_profile_months = /** @type {(inputs: Profile_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monate`)
};

const pt_br2_profile_months = /** @type {(inputs: Profile_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meses`)
};

const it_profile_months = /** @type {(inputs: Profile_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesi`)
};

const ar_profile_months = /** @type {(inputs: Profile_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشهر`)
};

/**
* | output |
* | --- |
* | "Months" |
*
* @param {Profile_MonthsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_months = /** @type {((inputs?: Profile_MonthsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_MonthsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_months(inputs)
	if (locale === "fr") return fr_profile_months(inputs)
	if (locale === "de") return de_profile_months(inputs)
	if (locale === "pt-BR") return pt_br2_profile_months(inputs)
	if (locale === "it") return it_profile_months(inputs)
	if (locale === "ar") return ar_profile_months(inputs)
	return en_profile_months(inputs)
});