/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_SourcesInputs */

const en_insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources`)
};

const es_insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuentes`)
};

const fr_insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources`)
};

const de_insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quellen`)
};

const pt_br2_insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origens`)
};

const it_insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonti`)
};

const ar_insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المصادر`)
};

/**
* | output |
* | --- |
* | "Sources" |
*
* @param {Insights_SourcesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_sources = /** @type {((inputs?: Insights_SourcesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_SourcesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_sources(inputs)
	if (locale === "fr") return fr_insights_sources(inputs)
	if (locale === "de") return de_insights_sources(inputs)
	if (locale === "pt-BR") return pt_br2_insights_sources(inputs)
	if (locale === "it") return it_insights_sources(inputs)
	if (locale === "ar") return ar_insights_sources(inputs)
	return en_insights_sources(inputs)
});