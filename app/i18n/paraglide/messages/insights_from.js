/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_FromInputs */

const en_insights_from = /** @type {(inputs: Insights_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const es_insights_from = /** @type {(inputs: Insights_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const fr_insights_from = /** @type {(inputs: Insights_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du`)
};

const de_insights_from = /** @type {(inputs: Insights_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von`)
};

const pt_br2_insights_from = /** @type {(inputs: Insights_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De`)
};

const it_insights_from = /** @type {(inputs: Insights_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dal`)
};

const ar_insights_from = /** @type {(inputs: Insights_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Insights_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_from = /** @type {((inputs?: Insights_FromInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_FromInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_from(inputs)
	if (locale === "fr") return fr_insights_from(inputs)
	if (locale === "de") return de_insights_from(inputs)
	if (locale === "pt-BR") return pt_br2_insights_from(inputs)
	if (locale === "it") return it_insights_from(inputs)
	if (locale === "ar") return ar_insights_from(inputs)
	return en_insights_from(inputs)
});