/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_WeekdayInputs */

const en_insights_weekday = /** @type {(inputs: Insights_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekday`)
};

const es_insights_weekday = /** @type {(inputs: Insights_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día`)
};

const fr_insights_weekday = /** @type {(inputs: Insights_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

const de_insights_weekday = /** @type {(inputs: Insights_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wochentag`)
};

const pt_br2_insights_weekday = /** @type {(inputs: Insights_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia`)
};

const it_insights_weekday = /** @type {(inputs: Insights_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Giorno`)
};

const ar_insights_weekday = /** @type {(inputs: Insights_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اليوم`)
};

/**
* | output |
* | --- |
* | "Weekday" |
*
* @param {Insights_WeekdayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_weekday = /** @type {((inputs?: Insights_WeekdayInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_WeekdayInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_weekday(inputs)
	if (locale === "fr") return fr_insights_weekday(inputs)
	if (locale === "de") return de_insights_weekday(inputs)
	if (locale === "pt-BR") return pt_br2_insights_weekday(inputs)
	if (locale === "it") return it_insights_weekday(inputs)
	if (locale === "ar") return ar_insights_weekday(inputs)
	return en_insights_weekday(inputs)
});