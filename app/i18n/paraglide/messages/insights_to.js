/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_ToInputs */

const en_insights_to = /** @type {(inputs: Insights_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const es_insights_to = /** @type {(inputs: Insights_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const fr_insights_to = /** @type {(inputs: Insights_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au`)
};

const de_insights_to = /** @type {(inputs: Insights_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis`)
};

const pt_br2_insights_to = /** @type {(inputs: Insights_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Até`)
};

const it_insights_to = /** @type {(inputs: Insights_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al`)
};

const ar_insights_to = /** @type {(inputs: Insights_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلى`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Insights_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_to = /** @type {((inputs?: Insights_ToInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ToInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_to(inputs)
	if (locale === "fr") return fr_insights_to(inputs)
	if (locale === "de") return de_insights_to(inputs)
	if (locale === "pt-BR") return pt_br2_insights_to(inputs)
	if (locale === "it") return it_insights_to(inputs)
	if (locale === "ar") return ar_insights_to(inputs)
	return en_insights_to(inputs)
});