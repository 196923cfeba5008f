/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_TodayInputs */

const en_insights_today = /** @type {(inputs: Insights_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

const es_insights_today = /** @type {(inputs: Insights_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

const fr_insights_today = /** @type {(inputs: Insights_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aujourd’hui`)
};

const de_insights_today = /** @type {(inputs: Insights_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heute`)
};

const pt_br2_insights_today = /** @type {(inputs: Insights_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoje`)
};

const it_insights_today = /** @type {(inputs: Insights_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oggi`)
};

const ar_insights_today = /** @type {(inputs: Insights_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اليوم`)
};

/**
* | output |
* | --- |
* | "Today" |
*
* @param {Insights_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_today = /** @type {((inputs?: Insights_TodayInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_TodayInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_today(inputs)
	if (locale === "fr") return fr_insights_today(inputs)
	if (locale === "de") return de_insights_today(inputs)
	if (locale === "pt-BR") return pt_br2_insights_today(inputs)
	if (locale === "it") return it_insights_today(inputs)
	if (locale === "ar") return ar_insights_today(inputs)
	return en_insights_today(inputs)
});