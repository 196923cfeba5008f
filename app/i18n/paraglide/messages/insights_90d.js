/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_90dInputs */

const en_insights_90d = /** @type {(inputs: Insights_90dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`90 days`)
};

const es_insights_90d = /** @type {(inputs: Insights_90dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`90 días`)
};

const fr_insights_90d = /** @type {(inputs: Insights_90dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`90 jours`)
};

const de_insights_90d = /** @type {(inputs: Insights_90dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`90 Tage`)
};

const pt_br2_insights_90d = /** @type {(inputs: Insights_90dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`90 dias`)
};

const it_insights_90d = /** @type {(inputs: Insights_90dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`90 giorni`)
};

const ar_insights_90d = /** @type {(inputs: Insights_90dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`90 يومًا`)
};

/**
* | output |
* | --- |
* | "90 days" |
*
* @param {Insights_90dInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_90d = /** @type {((inputs?: Insights_90dInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_90dInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_90d(inputs)
	if (locale === "fr") return fr_insights_90d(inputs)
	if (locale === "de") return de_insights_90d(inputs)
	if (locale === "pt-BR") return pt_br2_insights_90d(inputs)
	if (locale === "it") return it_insights_90d(inputs)
	if (locale === "ar") return ar_insights_90d(inputs)
	return en_insights_90d(inputs)
});