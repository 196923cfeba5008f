/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_7dInputs */

const en_insights_7d = /** @type {(inputs: Insights_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 days`)
};

const es_insights_7d = /** @type {(inputs: Insights_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 días`)
};

const fr_insights_7d = /** @type {(inputs: Insights_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 jours`)
};

const de_insights_7d = /** @type {(inputs: Insights_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 Tage`)
};

const pt_br2_insights_7d = /** @type {(inputs: Insights_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 dias`)
};

const it_insights_7d = /** @type {(inputs: Insights_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 giorni`)
};

const ar_insights_7d = /** @type {(inputs: Insights_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 أيام`)
};

/**
* | output |
* | --- |
* | "7 days" |
*
* @param {Insights_7dInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_7d = /** @type {((inputs?: Insights_7dInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_7dInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_7d(inputs)
	if (locale === "fr") return fr_insights_7d(inputs)
	if (locale === "de") return de_insights_7d(inputs)
	if (locale === "pt-BR") return pt_br2_insights_7d(inputs)
	if (locale === "it") return it_insights_7d(inputs)
	if (locale === "ar") return ar_insights_7d(inputs)
	return en_insights_7d(inputs)
});