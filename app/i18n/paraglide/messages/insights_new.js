/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_NewInputs */

const en_insights_new = /** @type {(inputs: Insights_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new`)
};

const es_insights_new = /** @type {(inputs: Insights_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuevo`)
};

const fr_insights_new = /** @type {(inputs: Insights_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nouveau`)
};

const de_insights_new = /** @type {(inputs: Insights_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neu`)
};

const pt_br2_insights_new = /** @type {(inputs: Insights_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`novo`)
};

const it_insights_new = /** @type {(inputs: Insights_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuovo`)
};

const ar_insights_new = /** @type {(inputs: Insights_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جديد`)
};

/**
* | output |
* | --- |
* | "new" |
*
* @param {Insights_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_new = /** @type {((inputs?: Insights_NewInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_NewInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_new(inputs)
	if (locale === "fr") return fr_insights_new(inputs)
	if (locale === "de") return de_insights_new(inputs)
	if (locale === "pt-BR") return pt_br2_insights_new(inputs)
	if (locale === "it") return it_insights_new(inputs)
	if (locale === "ar") return ar_insights_new(inputs)
	return en_insights_new(inputs)
});