/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_12mInputs */

const en_insights_12m = /** @type {(inputs: Insights_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 months`)
};

const es_insights_12m = /** @type {(inputs: Insights_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 meses`)
};

const fr_insights_12m = /** @type {(inputs: Insights_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 mois`)
};

const de_insights_12m = /** @type {(inputs: Insights_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 Monate`)
};

const pt_br2_insights_12m = /** @type {(inputs: Insights_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 meses`)
};

const it_insights_12m = /** @type {(inputs: Insights_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 mesi`)
};

const ar_insights_12m = /** @type {(inputs: Insights_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 شهرًا`)
};

/**
* | output |
* | --- |
* | "12 months" |
*
* @param {Insights_12mInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_12m = /** @type {((inputs?: Insights_12mInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_12mInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_12m(inputs)
	if (locale === "fr") return fr_insights_12m(inputs)
	if (locale === "de") return de_insights_12m(inputs)
	if (locale === "pt-BR") return pt_br2_insights_12m(inputs)
	if (locale === "it") return it_insights_12m(inputs)
	if (locale === "ar") return ar_insights_12m(inputs)
	return en_insights_12m(inputs)
});