/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Click_RateInputs */

const en_insights_click_rate = /** @type {(inputs: Insights_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click rate`)
};

const es_insights_click_rate = /** @type {(inputs: Insights_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasa de clics`)
};

const fr_insights_click_rate = /** @type {(inputs: Insights_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de clics`)
};

const de_insights_click_rate = /** @type {(inputs: Insights_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klickrate`)
};

const pt_br2_insights_click_rate = /** @type {(inputs: Insights_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxa de cliques`)
};

const it_insights_click_rate = /** @type {(inputs: Insights_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasso di clic`)
};

const ar_insights_click_rate = /** @type {(inputs: Insights_Click_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسبة النقر`)
};

/**
* | output |
* | --- |
* | "Click rate" |
*
* @param {Insights_Click_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_click_rate = /** @type {((inputs?: Insights_Click_RateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Click_RateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_click_rate(inputs)
	if (locale === "fr") return fr_insights_click_rate(inputs)
	if (locale === "de") return de_insights_click_rate(inputs)
	if (locale === "pt-BR") return pt_br2_insights_click_rate(inputs)
	if (locale === "it") return it_insights_click_rate(inputs)
	if (locale === "ar") return ar_insights_click_rate(inputs)
	return en_insights_click_rate(inputs)
});