/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_TipsInputs */

const en_insights_tips = /** @type {(inputs: Insights_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card tips`)
};

const es_insights_tips = /** @type {(inputs: Insights_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propinas con tarjeta`)
};

const fr_insights_tips = /** @type {(inputs: Insights_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboires par carte`)
};

const de_insights_tips = /** @type {(inputs: Insights_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgelder per Karte`)
};

const pt_br2_insights_tips = /** @type {(inputs: Insights_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gorjetas com cartão`)
};

const it_insights_tips = /** @type {(inputs: Insights_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mance con carta`)
};

const ar_insights_tips = /** @type {(inputs: Insights_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إكراميات بالبطاقة`)
};

/**
* | output |
* | --- |
* | "Card tips" |
*
* @param {Insights_TipsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_tips = /** @type {((inputs?: Insights_TipsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_TipsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_tips(inputs)
	if (locale === "fr") return fr_insights_tips(inputs)
	if (locale === "de") return de_insights_tips(inputs)
	if (locale === "pt-BR") return pt_br2_insights_tips(inputs)
	if (locale === "it") return it_insights_tips(inputs)
	if (locale === "ar") return ar_insights_tips(inputs)
	return en_insights_tips(inputs)
});