/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Previous_MonthInputs */

const en_profile_previous_month = /** @type {(inputs: Profile_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous month`)
};

const es_profile_previous_month = /** @type {(inputs: Profile_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes anterior`)
};

const fr_profile_previous_month = /** @type {(inputs: Profile_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois précédent`)
};

const de_profile_previous_month = /** @type {(inputs: Profile_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorheriger Monat`)
};

const pt_br2_profile_previous_month = /** @type {(inputs: Profile_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês anterior`)
};

const it_profile_previous_month = /** @type {(inputs: Profile_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mese precedente`)
};

const ar_profile_previous_month = /** @type {(inputs: Profile_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الشهر السابق`)
};

/**
* | output |
* | --- |
* | "Previous month" |
*
* @param {Profile_Previous_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_previous_month = /** @type {((inputs?: Profile_Previous_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Previous_MonthInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_previous_month(inputs)
	if (locale === "fr") return fr_profile_previous_month(inputs)
	if (locale === "de") return de_profile_previous_month(inputs)
	if (locale === "pt-BR") return pt_br2_profile_previous_month(inputs)
	if (locale === "it") return it_profile_previous_month(inputs)
	if (locale === "ar") return ar_profile_previous_month(inputs)
	return en_profile_previous_month(inputs)
});