/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_28dInputs */

const en_insights_28d = /** @type {(inputs: Insights_28dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`28 days`)
};

const es_insights_28d = /** @type {(inputs: Insights_28dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`28 días`)
};

const fr_insights_28d = /** @type {(inputs: Insights_28dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`28 jours`)
};

const de_insights_28d = /** @type {(inputs: Insights_28dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`28 Tage`)
};

const pt_br2_insights_28d = /** @type {(inputs: Insights_28dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`28 dias`)
};

const it_insights_28d = /** @type {(inputs: Insights_28dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`28 giorni`)
};

const ar_insights_28d = /** @type {(inputs: Insights_28dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`28 يومًا`)
};

/**
* | output |
* | --- |
* | "28 days" |
*
* @param {Insights_28dInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_28d = /** @type {((inputs?: Insights_28dInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_28dInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_28d(inputs)
	if (locale === "fr") return fr_insights_28d(inputs)
	if (locale === "de") return de_insights_28d(inputs)
	if (locale === "pt-BR") return pt_br2_insights_28d(inputs)
	if (locale === "it") return it_insights_28d(inputs)
	if (locale === "ar") return ar_insights_28d(inputs)
	return en_insights_28d(inputs)
});