/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_TodayInputs */

const en_profile_today = /** @type {(inputs: Profile_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

const es_profile_today = /** @type {(inputs: Profile_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

const fr_profile_today = /** @type {(inputs: Profile_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aujourd'hui`)
};

const de_profile_today = /** @type {(inputs: Profile_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heute`)
};

const pt_br2_profile_today = /** @type {(inputs: Profile_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoje`)
};

const it_profile_today = /** @type {(inputs: Profile_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oggi`)
};

const ar_profile_today = /** @type {(inputs: Profile_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اليوم`)
};

/**
* | output |
* | --- |
* | "Today" |
*
* @param {Profile_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_today = /** @type {((inputs?: Profile_TodayInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_TodayInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_today(inputs)
	if (locale === "fr") return fr_profile_today(inputs)
	if (locale === "de") return de_profile_today(inputs)
	if (locale === "pt-BR") return pt_br2_profile_today(inputs)
	if (locale === "it") return it_profile_today(inputs)
	if (locale === "ar") return ar_profile_today(inputs)
	return en_profile_today(inputs)
});