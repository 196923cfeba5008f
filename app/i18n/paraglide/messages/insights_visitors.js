/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_VisitorsInputs */

const en_insights_visitors = /** @type {(inputs: Insights_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unique visitors`)
};

const es_insights_visitors = /** @type {(inputs: Insights_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes únicos`)
};

const fr_insights_visitors = /** @type {(inputs: Insights_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiteurs uniques`)
};

const de_insights_visitors = /** @type {(inputs: Insights_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eindeutige Besucher`)
};

const pt_br2_insights_visitors = /** @type {(inputs: Insights_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes únicos`)
};

const it_insights_visitors = /** @type {(inputs: Insights_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitatori unici`)
};

const ar_insights_visitors = /** @type {(inputs: Insights_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الزوار الفريدون`)
};

/**
* | output |
* | --- |
* | "Unique visitors" |
*
* @param {Insights_VisitorsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_visitors = /** @type {((inputs?: Insights_VisitorsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_VisitorsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_visitors(inputs)
	if (locale === "fr") return fr_insights_visitors(inputs)
	if (locale === "de") return de_insights_visitors(inputs)
	if (locale === "pt-BR") return pt_br2_insights_visitors(inputs)
	if (locale === "it") return it_insights_visitors(inputs)
	if (locale === "ar") return ar_insights_visitors(inputs)
	return en_insights_visitors(inputs)
});